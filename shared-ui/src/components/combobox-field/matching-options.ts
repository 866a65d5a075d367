export interface ComboboxOption {
  value: string;
  label: string;
}

/**
 * Options whose label holds the typed text, ignoring case and surrounding spaces; all of them before
 * anything is typed.
 * @example matchingOptions([{ value: 'a', label: 'Riverside' }], 'SIDE') // [{ value: 'a', label: 'Riverside' }]
 */
export function matchingOptions(options: readonly ComboboxOption[], query: string | null): readonly ComboboxOption[] {
  const text = query?.trim().toLowerCase() ?? '';
  return text === '' ? options : options.filter((option) => option.label.toLowerCase().includes(text));
}
