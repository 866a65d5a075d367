import type { KeyboardEvent } from 'react';

/** Key handler for inputs that save when left: Enter saves too, without submitting a surrounding form. */
export function commitOnEnter(commit: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
}
