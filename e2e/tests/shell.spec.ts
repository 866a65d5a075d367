import { untilAppTookOver } from '../support/app-takeover';
import { expect, signIn, test } from '../support/fixtures';

test.describe('shell composition', () => {
  test('each remote loads through federation', async ({ page, organizer }) => {
    const manifests: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/mf-manifest.json') && response.ok()) manifests.push(new URL(response.url()).pathname);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
    // The heading is the server's: mf-public's manifest is read once the app starts, after the first paint.
    await untilAppTookOver(page);

    await signIn(page, organizer.email, organizer.password);
    await page.goto('/tournaments/t-1/matches/m-1');
    // Rendered by mf-match-center: no such match, so its own Not Found screen.
    await expect(page.getByRole('heading', { name: 'Match Not Found' })).toBeVisible();

    expect(new Set(manifests)).toEqual(
      new Set([
        '/remotes/mf-public/mf-manifest.json',
        '/remotes/mf-admin/mf-manifest.json',
        '/remotes/mf-match-center/mf-manifest.json',
      ]),
    );
  });

  test('unknown paths show the 404 page with the URL and a way home', async ({ page }) => {
    await page.goto('/this/path/does-not-exist?x=1');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText('/this/path/does-not-exist?x=1')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  });

  test('theme defaults to dark, toggles to bright and survives a reload', async ({ page }) => {
    await page.goto('/');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    // The server-rendered home page's toggle does nothing until the app has taken the page over.
    await untilAppTookOver(page);
    await page.getByRole('button', { name: 'Switch to bright theme' }).click();
    await expect(root).toHaveAttribute('data-theme', 'bright');
    await page.reload();
    await expect(root).toHaveAttribute('data-theme', 'bright');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  });

  test('header and footer carry the product subtitle, the export note and, on public pages, powered by', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('Football Tournament Management Platform');
    await expect(page.getByRole('contentinfo')).toContainText('exported');
    await expect(page.getByRole('contentinfo')).not.toContainText('Powered by');
    await page.goto('/public/teams/team_missing');
    await expect(page.getByRole('heading', { name: 'Team not found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Powered by');
  });

  test('a remote that cannot be loaded shows Retry while the header keeps working', async ({ page }) => {
    await page.route('**/remotes/mf-public/**', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // The shell still navigates: the theme toggle and its own 404 page work without the remote.
    await page.getByRole('button', { name: 'Switch to bright theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'bright');

    await page.unroute('**/remotes/mf-public/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  });

  test('a screen that throws while rendering shows the error boundary, not a blank page', async ({ page }) => {
    // A broken deployment of mf-public: its container hands out a screen that throws on render.
    await page.route('**/remotes/mf-public/remoteEntry.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `globalThis.mf_public = {
          init() {},
          get() {
            return Promise.resolve(() => ({ HomeScreen() { throw new Error('Simulated render failure'); } }));
          },
        };`,
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload Page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.unroute('**/remotes/mf-public/remoteEntry.js');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('heading', { name: 'Find tournaments and organizers' })).toBeVisible();
  });
});
