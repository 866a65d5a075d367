import { bodyHash } from '../live/cacheable-json';

/**
 * The version of a public document the gateway builds itself (team, player, match): a hash of its
 * content, so a page or a share card made from it stays right while it holds and a new score gives a
 * new version. It is the hash the document's JSON answer's ETag carries (cacheable-json.ts), so a
 * server-rendered match page revalidates the view it was made from with a conditional GET (a 304 when
 * unchanged). (A tournament's is its cached answer's hash: no second serialisation of a large league.)
 */
export const documentVersion = (value: unknown): string => bodyHash(JSON.stringify(value));
