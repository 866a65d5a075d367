import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY, CURRENT_ORGANIZER_STORAGE_KEY, THEME_STORAGE_KEY } from './storage-keys';

describe('browser storage keys', () => {
  // Changing one would sign everybody out, forget their organizer or their theme: these are stored data.
  it('keep the names browsers already hold', () => {
    expect(AUTH_TOKEN_STORAGE_KEY).toBe('auth_token');
    expect(CURRENT_ORGANIZER_STORAGE_KEY).toBe('currentOrganizerId');
    expect(THEME_STORAGE_KEY).toBe('theme');
  });

  it('are distinct', () => {
    const keys = [AUTH_TOKEN_STORAGE_KEY, CURRENT_ORGANIZER_STORAGE_KEY, THEME_STORAGE_KEY];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
