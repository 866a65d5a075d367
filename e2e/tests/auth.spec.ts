import { SUPER_ADMIN } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

test.describe('login', () => {
  test('wrong password shows the spec text and stays on the login page', async ({ page, organizer }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email or Username').fill(organizer.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email or Username')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
  });

  test('the super admin alias login asks for a Username and signs in', async ({ page }) => {
    await page.goto('/superadmin/login');
    await expect(page.getByRole('heading', { name: 'Super Admin Login' })).toBeVisible();
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
    await expect(page.getByText('Full System Access')).toBeVisible();
    await expect(page.getByText('SUPERADMIN').first()).toBeVisible();
  });

  test('a stored session is restored on reload and ends with logout', async ({ page, organizer }) => {
    await signIn(page, organizer.email, organizer.password);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('route guard', () => {
  test('signed out: a guarded page redirects to the login', async ({ page }) => {
    await page.goto('/admin/teams');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('while the session is being restored the guard shows Loading...', async ({ page, organizer }) => {
    await signIn(page, organizer.email, organizer.password);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/teams');
    await expect(page.getByText('Loading...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
  });

  test('an organizer on a super-admin page sees Access Denied, then lands on /admin', async ({ page, organizer }) => {
    await signIn(page, organizer.email, organizer.password);
    await page.goto('/admin/organizers');
    await expect(page.getByText('Access Denied - You need super admin privileges to access this page')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  });

  test('the super admin without a selected organizer sees No Organizer Selected', async ({ page }) => {
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
    await page.goto('/admin/teams');
    await expect(page.getByRole('heading', { name: 'No Organizer Selected' })).toBeVisible();
    await expect(page.getByText('Please select an organizer first')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an organizer whose stored selection names another organizer still works on its own", async ({ page, organizer }) => {
    await signIn(page, organizer.email, organizer.password);
    await page.evaluate(() => localStorage.setItem('currentOrganizerId', 'org_someone_else'));
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Signed-in user' })).toContainText(organizer.name);
  });
});
