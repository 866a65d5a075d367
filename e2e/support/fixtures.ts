import { test as base, expect, type Page } from '@playwright/test';
import { apiCreateOrganizer, uniqueName } from './api';

export interface SeededOrganizer {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** A new organizer account with a name unique to the worker, created by the super admin through the API. */
export async function seedOrganizer(baseURL: string, workerIndex: number, prefix = 'Org'): Promise<SeededOrganizer> {
  const name = uniqueName(prefix, workerIndex);
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.test`;
  const password = 'secret-pass-1';
  const created = await apiCreateOrganizer(baseURL, { name, email, password, description: 'Seeded by e2e' });
  return { id: created.id, name, email, password };
}

export const test = base.extend<{ organizer: SeededOrganizer }>({
  organizer: async ({ baseURL }, use, testInfo) => {
    await use(await seedOrganizer(baseURL!, testInfo.workerIndex));
  },
});

export { expect };

/** Signs in through the real login page. */
export async function signIn(page: Page, identifier: string, password: string, path = '/admin/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel(path === '/admin/login' ? 'Email or Username' : 'Username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}
