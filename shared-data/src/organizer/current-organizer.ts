import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { CURRENT_ORGANIZER_STORAGE_KEY } from 'shared-domain';
import { pageStore } from '../store/page-store';

/**
 * The id is stored as the bare string (not JSON), as before: existing browsers keep their selection
 * and the e2e suite reads and plants it directly. Unavailable storage keeps the selection for this page.
 */
const rawStringStorage = {
  getItem(key: string, initialValue: string | null): string | null {
    try {
      return globalThis.localStorage?.getItem(key) || initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: string | null): void {
    try {
      if (value) globalThis.localStorage?.setItem(key, value);
      else globalThis.localStorage?.removeItem(key);
    } catch {
      // Storage unavailable: the selection still holds for this page.
    }
  },
  removeItem(key: string): void {
    this.setItem(key, null);
  },
};

/** The selected organizer, remembered across reloads; read on first use (getOnInit), not on mount. */
const currentOrganizerIdAtom = atomWithStorage<string | null>(CURRENT_ORGANIZER_STORAGE_KEY, null, rawStringStorage, { getOnInit: true });

/** Selects an organizer (or clears the selection with null) and remembers it across reloads. */
export function setCurrentOrganizerId(id: string | null): void {
  pageStore.set(currentOrganizerIdAtom, id || null);
}

/** The selection outside React: get and subscribe over the page store. */
export const currentOrganizerStore = {
  get: (): string | null => pageStore.get(currentOrganizerIdAtom),
  subscribe: (listener: () => void): (() => void) => pageStore.sub(currentOrganizerIdAtom, listener),
};

export function useCurrentOrganizerId(): string | null {
  return useAtomValue(currentOrganizerIdAtom, { store: pageStore });
}
