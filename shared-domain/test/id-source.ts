/**
 * A fresh id source for rules that take `nextId`: `${prefix}1`, `${prefix}2`, … so tests can name the
 * ids they expect. Production passes createId with the clock and randomness instead.
 */
export function idSource(prefix: string): () => string {
  let i = 0;
  return () => `${prefix}${++i}`;
}
