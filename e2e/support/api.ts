/** Seeding through the gateway's HTTP contract (ARCHITECTURE §3), as the suite's fixtures do. */
export const SUPER_ADMIN = { username: 'superadmin', password: 'superadmin' } as const;

export interface LoginAnswer {
  token: string;
  user: { id: string; role: string; organizerId?: string };
  credentials: { accessKeyId: string; secretAccessKey: string; expiration: string };
}

export async function apiLogin(baseURL: string, identifier: string, password: string): Promise<LoginAnswer> {
  const response = await fetch(`${baseURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!response.ok) throw new Error(`login ${identifier} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as LoginAnswer;
}

/** The super admin's session token per gateway, signed in once per worker (every test's organizer fixture uses it). */
const superAdminTokens = new Map<string, string>();

/**
 * POSTs `body` to `path` as the super admin. The session is signed in once per worker rather than once per call (a
 * login is a deliberately slow password hash); should the gateway refuse it (401: ended by a test), it signs in again.
 */
async function asSuperAdmin(baseURL: string, path: string, body: string): Promise<Response> {
  const post = (token: string) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
  const kept = superAdminTokens.get(baseURL);
  if (kept) {
    const response = await post(kept);
    if (response.status !== 401) return response;
  }
  const { token } = await apiLogin(baseURL, SUPER_ADMIN.username, SUPER_ADMIN.password);
  superAdminTokens.set(baseURL, token);
  return post(token);
}

export async function apiCreateOrganizer(
  baseURL: string,
  organizer: { name: string; email: string; password: string; description?: string },
): Promise<{ id: string; name: string; email: string }> {
  const response = await asSuperAdmin(baseURL, '/admin/organizers', JSON.stringify(organizer));
  if (response.status !== 201) throw new Error(`create organizer failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { organizer: { id: string; name: string; email: string } }).organizer;
}

/** Names unique per worker and test, so parallel workers never see each other's data. */
export function uniqueName(prefix: string, workerIndex: number): string {
  return `${prefix} w${workerIndex} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The super admin sets an organizer's password through the admin API, which ends every session of that organizer. */
export async function apiResetOrganizerPassword(baseURL: string, email: string, password: string): Promise<void> {
  const response = await asSuperAdmin(baseURL, '/admin/organizers/reset-password', JSON.stringify({ email, password }));
  if (response.status !== 204) throw new Error(`reset password failed: ${response.status} ${await response.text()}`);
}
