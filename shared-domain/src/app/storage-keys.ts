/**
 * Keys under which the apps keep state in the browser's localStorage. Named once here so the shell, the
 * data layer and every remote read and write the same entries (and no two features collide).
 */

/** The session token (spec §4). */
export const AUTH_TOKEN_STORAGE_KEY = 'auth_token';

/** The organizer whose data an organizer or the super admin is working on. */
export const CURRENT_ORGANIZER_STORAGE_KEY = 'currentOrganizerId';

/** The theme setting (spec §3 "App settings"). */
export const THEME_STORAGE_KEY = 'theme';
