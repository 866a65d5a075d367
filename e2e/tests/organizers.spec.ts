import { SUPER_ADMIN, apiCreateOrganizer, apiLogin, uniqueName } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process';
import type { Page } from '@playwright/test';

async function openOrganizers(page: Page) {
  await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
  await page.getByRole('link', { name: 'All Organizers' }).click();
  await expect(page.getByRole('heading', { name: 'All Organizers' })).toBeVisible();
}

function organizerCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function createThroughForm(page: Page, organizer: { name: string; email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Create organizer' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: '+ Create Organizer' }).click();
  await form.getByLabel('Name').fill(organizer.name);
  await form.getByLabel('Email').fill(organizer.email);
  await form.getByLabel('Password').fill(organizer.password);
  await form.getByRole('button', { name: 'Create Organizer' }).click();
}

test.describe('organizers management (super admin)', () => {
  test('the page has its header controls and the create form toggles', async ({ page }) => {
    await openOrganizers(page);
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    await expect(page.getByRole('main').getByText('SUPERADMIN')).toBeVisible();
    const toggle = page.getByRole('button', { name: '+ Create Organizer' });
    await toggle.click();
    await expect(page.getByRole('form', { name: 'Create organizer' })).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('form', { name: 'Create organizer' })).toBeHidden();
  });

  test('creation enforces the spec rules with the spec texts', async ({ page, organizer }, testInfo) => {
    await openOrganizers(page);
    await createThroughForm(page, {
      name: organizer.name.toUpperCase(),
      email: `dup.${Date.now()}@example.test`,
      password: 'long-enough',
    });
    await expect(page.getByRole('alert')).toHaveText(
      'An organizer with this name already exists. Please choose a different name.',
    );
    const name = uniqueName('Short Pw', testInfo.workerIndex);
    await createThroughForm(page, { name, email: `short.${Date.now()}@example.test`, password: '12345' });
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
    await expect(organizerCard(page, name)).toHaveCount(0);
  });

  test('shows "Loading organizers..." while the list loads', async ({ page }) => {
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/aws/dynamodb**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/organizers');
    await expect(page.getByText('Loading organizers...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'All Organizers' })).toBeVisible();
    await expect(page.getByText('Loading organizers...')).toBeHidden();
  });

  test('reset password: the inline row closes on cancel, refuses a short one, and the new one works', async ({
    page,
    organizer,
    baseURL,
  }) => {
    await openOrganizers(page);
    const card = organizerCard(page, organizer.name);
    await card.getByRole('button', { name: 'Reset Password' }).click();
    const row = card.getByRole('form', { name: `Reset password for ${organizer.email}` });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeHidden();

    await card.getByRole('button', { name: 'Reset Password' }).click();
    await row.getByLabel('New Password').fill('123');
    await row.getByRole('button', { name: 'Save Password' }).click();
    await expect(row.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
    await row.getByLabel('New Password').fill('brand-new-password');
    await row.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByText('Password reset successfully!')).toBeVisible();
    await expect(row).toBeHidden();

    await expect(apiLogin(baseURL!, organizer.email, organizer.password)).rejects.toThrow(/401/);
    await expect(apiLogin(baseURL!, organizer.email, 'brand-new-password')).resolves.toMatchObject({ token: expect.any(String) });
  });

  test('sync emails asks first, with the spec text, then confirms', async ({ page }) => {
    await openOrganizers(page);
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe('This will sync all organizer emails with their auth accounts. Continue?');
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'Sync Emails' }).click();
    await expect(page.getByText('Organizer emails synced successfully!')).toBeVisible();
  });

  test('delete asks for confirmation, removes the login, and clears the selection if selected', async ({
    page,
    organizer,
    baseURL,
  }) => {
    await openOrganizers(page);
    const card = organizerCard(page, organizer.name);
    await card.getByRole('button', { name: 'Manage' }).click();
    await expect(page.getByRole('region', { name: 'Signed-in user' }).getByRole('combobox', { name: 'Organizer' })).toHaveValue(organizer.name);
    await page.goto('/admin/organizers');

    const confirmation = page.getByRole('alertdialog', { name: `Delete organizer “${organizer.name}”?` });
    await organizerCard(page, organizer.name).getByRole('button', { name: 'Delete' }).click();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(organizerCard(page, organizer.name)).toHaveCount(1);

    await organizerCard(page, organizer.name).getByRole('button', { name: 'Delete' }).click();
    await confirmation.getByRole('button', { name: 'Delete organizer' }).click();
    await expect(organizerCard(page, organizer.name)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('currentOrganizerId'))).toBeNull();
    await expect(apiLogin(baseURL!, organizer.email, organizer.password)).rejects.toThrow(/401/);
  });
});

test.describe('organizers management on an empty platform', () => {
  let gateway: GatewayProcess;
  test.beforeAll(async () => {
    gateway = await startGatewayProcess();
  });
  test.afterAll(async () => {
    await gateway?.stop();
  });

  test('shows "No organizers found", then the first organizer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: gateway.url });
    const page = await context.newPage();
    await openOrganizers(page);
    await expect(page.getByText('No organizers found')).toBeVisible();
    await createThroughForm(page, { name: 'First Club', email: 'first@example.test', password: 'first-pass' });
    await expect(organizerCard(page, 'First Club')).toContainText('first@example.test');
    await expect(page.getByText('No organizers found')).toBeHidden();
    await context.close();
  });
});

test('text typed by users renders as text, never as markup', async ({ page, baseURL }, testInfo) => {
  const name = `<img src=x onerror="window.__pwned=1">${uniqueName('Markup', testInfo.workerIndex)}`;
  await apiCreateOrganizer(baseURL!, {
    name,
    email: `markup.${Date.now()}@example.test`,
    password: 'markup-pass',
    description: '<script>window.__pwned=2</script>',
  });
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await openOrganizers(page);
  await expect(organizerCard(page, name)).toContainText('<script>window.__pwned=2</script>');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});
