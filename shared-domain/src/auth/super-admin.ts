/** Username of the super admin account created automatically when absent (spec §6). */
export const DEFAULT_SUPER_ADMIN_USERNAME = 'superadmin';
