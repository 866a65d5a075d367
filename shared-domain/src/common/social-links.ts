import type { SocialMedia } from './entities';
import { safeExternalUrl } from './external-links';
import { isOneOf } from './is-one-of';

/** The networks a team or player page lets organizers fill in, in display order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'website'] as const;

/** One of SOCIAL_NETWORKS. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Field labels of the social link inputs. */
export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  website: 'Website',
};

/** What the social links form edits: one text per network. */
export type SocialLinksDraft = Record<SocialNetwork, string>;

/**
 * The form's starting values: the stored link of each network, or an empty string.
 * @example socialLinksDraft({ instagram: 'https://instagram.com/rovers' }).instagram // 'https://instagram.com/rovers'
 * @example socialLinksDraft(undefined).facebook // ''
 */
export function socialLinksDraft(socialMedia: SocialMedia | undefined): SocialLinksDraft {
  const draft = {} as SocialLinksDraft;
  for (const network of SOCIAL_NETWORKS) draft[network] = socialMedia?.[network] ?? '';
  return draft;
}

/**
 * The socialMedia object to store: each valid link trimmed (scheme lower-cased), blank and invalid
 * ones left out. Networks this form does not know are kept as they were, so nothing is lost.
 * @example normalizeSocialLinks({ ...socialLinksDraft(undefined), website: ' HTTPS://club.example ' }, undefined)
 * // { website: 'https://club.example' }
 */
export function normalizeSocialLinks(draft: Partial<SocialLinksDraft>, previous: SocialMedia | undefined): SocialMedia {
  const result: SocialMedia = {};
  for (const [network, value] of Object.entries(previous ?? {})) {
    if (!isOneOf(SOCIAL_NETWORKS, network) && value !== undefined) result[network] = value;
  }
  for (const network of SOCIAL_NETWORKS) {
    const url = safeExternalUrl(draft[network]);
    if (url) result[network] = url;
  }
  return result;
}
