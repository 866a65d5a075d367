import { expect, test } from '@playwright/test';

// `npm run test:e2e` builds Storybook beside the suite (e2e/support/storybook-build.ts): a test that comes before the
// build is done waits for it (its server holds the request), 25 s or more on a loaded machine.
test.describe.configure({ timeout: 120_000 });

test('the built Storybook renders a shared-ui story', async ({ page }) => {
  const storybook = process.env.E2E_STORYBOOK_URL;
  expect(storybook, 'global setup serves storybook/storybook-static').toBeTruthy();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${storybook}/iframe.html?id=actions-button--primary&viewMode=story`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the widget's stories render each state inside a shadow root, in both themes", async ({ page }) => {
  const storybook = process.env.E2E_STORYBOOK_URL;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const story = (id: string) => page.goto(`${storybook}/iframe.html?id=match-centre-widget--${id}&viewMode=story`);
  const container = page.locator('[part="container"]');

  for (const id of ['finished', 'finished-dark']) {
    await story(id);
    await expect(page.locator('[part="score"]')).toHaveText(/^\d+ – \d+$/);
    expect(await container.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
  }
  const backgrounds = [];
  for (const id of ['loading', 'loading-dark']) {
    await story(id);
    await expect(page.getByText('Loading match…')).toBeVisible();
    backgrounds.push(await container.evaluate((element) => getComputedStyle(element).backgroundColor));
  }
  // The dark theme is really another look, not the same one under another name.
  expect(backgrounds[0]).not.toBe(backgrounds[1]);
  for (const id of ['live', 'live-dark']) {
    await story(id);
    await expect(page.locator('[part="header"]')).toContainText('Live');
  }
  for (const id of ['not-available', 'not-available-dark']) {
    await story(id);
    await expect(page.getByText('Match not available')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
