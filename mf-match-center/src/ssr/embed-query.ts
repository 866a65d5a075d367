/** The query keys the embed guide's form opens on (EmbedScreen), as the organizer's "Open embed guide" link sets them. */
const EMBED_KEYS = ['tournament', 'match', 'theme'] as const;

/**
 * What of an `/embed` address's query the guide shows: its form's tournament, match and theme, in one
 * order; anything else (a tracking tag) makes no other page.
 * @example embedQuery('?utm=x&match=m1&tournament=t1') // '?tournament=t1&match=m1'
 */
export function embedQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of EMBED_KEYS) {
    const value = given.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
