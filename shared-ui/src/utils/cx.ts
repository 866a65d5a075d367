/**
 * Joins class names, skipping falsy parts.
 *
 * @example cx('ft-button', isLoading && 'ft-button--loading') // 'ft-button' when not loading
 */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
