import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { SOCIAL_NETWORKS, normalizeSocialLinks, socialLinksDraft, validateSocialLinks } from './social-links';

const empty = socialLinksDraft(undefined);

describe('social links form', () => {
  it('starts from the stored links, empty strings elsewhere', () => {
    expect(socialLinksDraft({ instagram: 'https://instagram.com/r' })).toEqual({ ...empty, instagram: 'https://instagram.com/r' });
    expect(Object.keys(empty)).toEqual([...SOCIAL_NETWORKS]);
  });

  it.each([
    { value: '', error: undefined },
    { value: '   ', error: undefined },
    { value: 'https://facebook.com/rovers', error: undefined },
    { value: 'http://club.example/path?q=1', error: undefined },
    { value: 'javascript:alert(1)', error: MESSAGES.invalidExternalUrl },
    { value: 'data:text/html,<b>x</b>', error: MESSAGES.invalidExternalUrl },
    { value: 'facebook.com/rovers', error: MESSAGES.invalidExternalUrl },
    { value: 'ftp://files.example', error: MESSAGES.invalidExternalUrl },
  ])('validates $value', ({ value, error }) => {
    expect(validateSocialLinks({ ...empty, facebook: value }).facebook).toBe(error);
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
