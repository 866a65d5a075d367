import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPER_ADMIN_USERNAME } from './super-admin';

describe('the super admin account (spec §6)', () => {
  it('is named superadmin', () => expect(DEFAULT_SUPER_ADMIN_USERNAME).toBe('superadmin'));
});
