import { useAtomValue } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { CURRENT_ORGANIZER_STORAGE_KEY, activeOrganizerId } from 'shared-domain';
import { sessionStore, useSession, type SessionState } from '../auth/session-store';
import { useHydrating } from '../hydration/use-hydrating';
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

/** The stored choice, remembered across reloads; read on first use (getOnInit), not on mount. */
const currentOrganizerIdAtom = atomWithStorage<string | null>(CURRENT_ORGANIZER_STORAGE_KEY, null, rawStringStorage, { getOnInit: true });

/** Selects an organizer (or clears the selection with null) and remembers it across reloads. */
export function setCurrentOrganizerId(id: string | null): void {
  pageStore.set(currentOrganizerIdAtom, id || null);
}

/** The stored choice outside React: get and subscribe over the page store. */
export const currentOrganizerStore = {
  get: (): string | null => pageStore.get(currentOrganizerIdAtom),
  subscribe: (listener: () => void): (() => void) => pageStore.sub(currentOrganizerIdAtom, listener),
};

// A choice never outlives its session: whenever the page is signed out (Logout, a session that ended,
// a restore the gateway refused), the stored choice goes too, so the next sign-in starts clean.
sessionStore.subscribe(() => {
  if (sessionStore.get().status === 'signed-out') setCurrentOrganizerId(null);
});

/**
 * The organizer the screens work on (shared-domain's activeOrganizerId): an organizer's own, the super
 * admin's pick. While the session is being restored the stored choice stands in; the guards wait anyway.
 */
function organizerOfSession(session: SessionState, stored: string | null): string | null {
  if (session.status === 'loading') return stored;
  return activeOrganizerId(session.status === 'signed-in' ? session.user : null, stored);
}

/** The organizer whose data the screens show now (null: none, e.g. the super admin has not picked one). */
export function useCurrentOrganizerId(): string | null {
  const session = useSession();
  const stored = useAtomValue(currentOrganizerIdAtom, { store: pageStore });
  // Hydration must see the server's page, which knew no stored choice (use-hydrating.ts).
  const hydrating = useHydrating();
  return hydrating ? null : organizerOfSession(session, stored);
}
