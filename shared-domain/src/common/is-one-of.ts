/**
 * Whether `value` is one of `options`, narrowing it to their type. The domain reads stored and typed
 * values (`unknown`) against its fixed lists (modes, statuses, themes, …) this way instead of casting
 * the list to `unknown[]` and the value to the wanted type.
 * @example isOneOf(['dark', 'bright'] as const, 'bright') // true, and the value is now 'dark' | 'bright'
 * @example isOneOf([2, 4, 8] as const, '4') // false: no coercion
 */
export function isOneOf<T>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}
