import { createExternalStore, useExternalStore } from '../store/external-store';

/** Browser storage key of the selected organizer (spec §4 "Current organizer"). */
export const CURRENT_ORGANIZER_KEY = 'currentOrganizerId';

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(CURRENT_ORGANIZER_KEY) || null;
  } catch {
    return null;
  }
}

export const currentOrganizerStore = createExternalStore<string | null>(readStored());

/** Selects an organizer (or clears the selection with null) and remembers it across reloads. */
export function setCurrentOrganizerId(id: string | null): void {
  try {
    if (id) globalThis.localStorage?.setItem(CURRENT_ORGANIZER_KEY, id);
    else globalThis.localStorage?.removeItem(CURRENT_ORGANIZER_KEY);
  } catch {
    // Storage unavailable: the selection still holds for this page.
  }
  currentOrganizerStore.set(id);
}

export function useCurrentOrganizerId(): string | null {
  return useExternalStore(currentOrganizerStore);
}
