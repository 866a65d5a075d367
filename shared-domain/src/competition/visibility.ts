import type { Visibility } from './entities';

/** New tournaments are created private (spec §3, §4). */
export const DEFAULT_VISIBILITY: Visibility = 'private';

/**
 * Whether a stored visibility value counts as public: anything other than 'private' does, including
 * a missing value on older items (spec §3).
 * @example isPublicVisibility(undefined) // true
 * @example isPublicVisibility('private') // false
 */
export function isPublicVisibility(v: unknown): boolean {
  return v !== 'private';
}

/**
 * The value the visibility toggle writes: public becomes private and vice versa (spec §4).
 * @example toggleVisibility('private') // 'public'
 */
export function toggleVisibility(v: unknown): Visibility {
  return isPublicVisibility(v) ? 'private' : 'public';
}
