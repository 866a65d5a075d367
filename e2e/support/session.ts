import type { Page } from '@playwright/test';
import { AUTH_TOKEN_STORAGE_KEY, CURRENT_ORGANIZER_STORAGE_KEY } from 'shared-domain';
import { apiLogin } from './api';

/**
 * Signs `page`'s browser context in through the gateway's login API instead of the login page, for tests about
 * something else: a UI sign-in costs a load of the login route and of the Admin Panel (the specs about signing in
 * keep `signIn`). The session is left where the app's own login leaves it: the token in `auth_token` and, for an
 * organizer, its own organizer in `currentOrganizerId`; the app restores it from there at the next load, as after a
 * reload. Nothing is loaded here: the test goes straight to the page it needs.
 *
 * The storage is planted once per context (before the first document of the gateway's origin runs a script), not at
 * every load: a test that logs out or whose session ends must find the token gone afterwards.
 */
export async function signInByApi(page: Page, identifier: string, password: string): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('signInByApi: E2E_BASE_URL is not set (global-setup sets it)');
  const { token, user } = await apiLogin(baseURL, identifier, password);
  const entries: [string, string][] = [[AUTH_TOKEN_STORAGE_KEY, token]];
  if (user.role === 'organizer' && user.organizerId) entries.push([CURRENT_ORGANIZER_STORAGE_KEY, user.organizerId]);
  await page.context().addInitScript(
    ({ origin, entries, marker }) => {
      if (location.origin !== origin) return;
      try {
        if (localStorage.getItem(marker) !== null) return;
        localStorage.setItem(marker, '1');
        for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // An opaque or sandboxed frame has no storage: only the gateway's documents need the session.
      }
    },
    { origin: new URL(baseURL).origin, entries, marker: `e2e-signed-in-by-api:${token}` },
  );
}
