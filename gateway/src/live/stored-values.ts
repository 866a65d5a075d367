/**
 * Readers for one field of a stored item (already plain JSON, see dynamodb-json.ts): each returns the
 * value when it has the type the domain expects and undefined otherwise, so a malformed field is simply
 * left out instead of reaching the domain's functions with the wrong type.
 */

export type Plain = Record<string, unknown>;

export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

export const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export const obj = (v: unknown): Plain | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Plain) : undefined);

export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export const texts = (v: unknown): string[] => list(v).filter((s): s is string => typeof s === 'string');

/** A score-like number that may be stored as null ("no result"): null stays null, anything unusable is absent. */
export const numOrNull = (v: unknown): number | null | undefined => (v === null ? null : num(v));

/** The fields of `source` named in `fields` that `read` accepts, as an object to spread into a result. */
export function pick<T>(source: Plain, fields: readonly string[], read: (v: unknown) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  for (const field of fields) {
    const value = read(source[field]);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

/** Every element that `read` accepts (null = unusable), the others dropped. */
export function each<T>(v: unknown, read: (element: unknown) => T | null): T[] {
  return list(v).flatMap((element) => {
    const value = read(element);
    return value === null ? [] : [value];
  });
}
