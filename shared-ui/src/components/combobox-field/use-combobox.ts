import { useState, type KeyboardEvent } from 'react';
import { matchingOptions, type ComboboxOption } from './matching-options';

/**
 * State and keyboard of an editable combobox with a list popup (WAI-ARIA APG "combobox with list
 * autocomplete"): typing filters and opens the list, ArrowDown/ArrowUp move the active option, Enter
 * picks it, Escape and leaving the field close the list and put the chosen label back.
 */
export function useCombobox(options: readonly ComboboxOption[], value: string | null, onChange: (value: string) => void) {
  // null: not editing, the field shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = matchingOptions(options, query);
  const chosenLabel = options.find((option) => option.value === value)?.label ?? '';

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const choose = (option: ComboboxOption) => {
    close();
    if (option.value !== value) onChange(option.value);
  };
  const type = (text: string) => {
    setQuery(text);
    openAt(matchingOptions(options, text).length > 0 ? 0 : -1);
  };
  const move = (step: 1 | -1) => {
    if (shown.length === 0) return openAt(-1);
    if (!open) return openAt(Math.max(0, shown.findIndex((option) => option.value === value)));
    openAt((active + step + shown.length) % shown.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      // Enter on an open list picks; it never submits a surrounding form.
      event.preventDefault();
      if (shown[active]) choose(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return {
    text: query ?? chosenLabel,
    open,
    shown,
    active,
    setActive,
    type,
    choose,
    close,
    toggle: () => (open ? close() : move(1)),
    onKeyDown,
  };
}
