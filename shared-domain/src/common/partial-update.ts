/** `T` without the keys whose value may be undefined being required. */
export type Defined<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/**
 * Updates ignore fields whose value is undefined (spec §5): returns a copy without them, so a partial
 * update never erases a stored field by accident. Null is kept: it is how a field is cleared on purpose.
 * @example stripUndefined({ name: 'Cup', logo: undefined, homeGoals: null }) // { name: 'Cup', homeGoals: null }
 */
export function stripUndefined<T extends object>(partial: T): Defined<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(partial)) if (value !== undefined) out[key] = value;
  return out as Defined<T>;
}
