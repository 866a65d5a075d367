import { expect, test } from '@playwright/test';

test('the built Storybook renders a shared-ui story', async ({ page }) => {
  const storybook = process.env.E2E_STORYBOOK_URL;
  expect(storybook, 'global setup serves storybook/storybook-static').toBeTruthy();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${storybook}/iframe.html?id=actions-button--primary&viewMode=story`);
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  expect(errors).toEqual([]);
});
