import { createHash } from 'node:crypto';

/**
 * The version of a public document the gateway builds itself (team, player, match): a hash of its
 * content, so a page or a share card made from it stays right while it holds and a new score gives a
 * new version. (A tournament's is its cached answer's hash: no second serialisation of a large league.)
 */
export const documentVersion = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('base64url');
