import { describe, expect, it } from 'vitest';
import { SOCIAL_NETWORKS, normalizeSocialLinks, socialLinksDraft } from './social-links';

const empty = socialLinksDraft(undefined);

describe('social links form', () => {
  it('starts from the stored links, empty strings elsewhere', () => {
    expect(socialLinksDraft({ instagram: 'https://instagram.com/r' })).toEqual({ ...empty, instagram: 'https://instagram.com/r' });
    expect(Object.keys(empty)).toEqual([...SOCIAL_NETWORKS]);
  });

  it('stores trimmed valid links only and keeps networks the form does not edit', () => {
    expect(
      normalizeSocialLinks(
        { ...empty, website: ' HTTPS://club.example ', facebook: '  ', twitter: 'javascript:x' },
        { linkedin: 'https://linkedin.com/x', facebook: 'https://facebook.com/old' },
      ),
    ).toEqual({ linkedin: 'https://linkedin.com/x', website: 'https://club.example' });
  });
});
