/**
 * Database client defaults of spec §9: 3 attempts, retry back-off capped at 20 seconds. The spec marks
 * them as client defaults, not product rules; they are here so the data layer names them once.
 */
export const DB_CLIENT_MAX_ATTEMPTS = 3;
export const DB_CLIENT_MAX_BACKOFF_MS = 20_000;
