import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { SUPER_ADMIN } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

const INVALID_CODE = 'Invalid code. Enter the 6-digit code from your authenticator app, or a recovery code.';

/** Password first; the page then asks for the second factor. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(step.getByLabel('Authentication code')).toBeFocused();
  return step;
}

async function signOut(page: Page) {
  await page.getByRole('region', { name: 'Signed-in user' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toHaveCount(0);
  // Signing out ends on the home page once the gateway has ended the session. Until then the guard's detour
  // through the login page (with this page as where to return) is the current entry, and going to the login
  // page then reloads that entry, return address included.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
}

/**
 * A code of a time step after `used`: the gateway accepts a TOTP code once per account (no step at or before the last
 * one accepted), and allows one step of clock drift either way (gateway/src/auth/totp.ts). So the next step's code, as
 * a phone whose clock runs a little ahead shows it, is a new code accepted now, rather than waiting up to 30 s for the
 * current step to end.
 */
async function nextCode(secret: string, used: string): Promise<string> {
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  expect(code).not.toBe(used);
  return code;
}

test.describe('two-step verification (issue 12)', () => {
  test('an organizer sets it up, signs in with a code and with a recovery code once, and the super admin resets it', async ({ page, organizer }) => {
    test.setTimeout(120_000);
    await signIn(page, organizer.email, organizer.password);
    await page.getByRole('region', { name: 'Signed-in user' }).getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await expect(card.getByText(/^Status:/)).toHaveText('Status: Off');

    // Set up: the QR code for a phone, the secret for this test's "app".
    await card.getByRole('button', { name: 'Set up two-step verification' }).click();
    const setUp = card.getByRole('form', { name: 'Set up two-step verification' });
    await expect(setUp.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await setUp.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const enrolCode = await generate({ secret });
    await setUp.getByLabel('Authentication code').fill(enrolCode);
    await setUp.getByRole('button', { name: 'Turn on' }).click();

    // The recovery codes, shown once, also as a file.
    await expect(card.getByRole('status')).toHaveText('Two-step verification is on.');
    const list = card.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const recoveryCodes = await list.getByRole('listitem').allTextContents();
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download codes' }).click()]);
    const file = await fs.readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(file).toContain(code);
    await card.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(list).toHaveCount(0);
    await expect(card.getByText(/^Status:/)).toHaveText('Status: On');
    await expect(card.getByText('Recovery codes left: 10')).toBeVisible();
    await signOut(page);

    // Password, then a fresh code from the app.
    let step = await passwordStep(page, organizer.email, organizer.password);
    await step.getByLabel('Authentication code').fill(await nextCode(secret, enrolCode));
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await signOut(page);

    // A recovery code works once.
    const [recoveryCode] = recoveryCodes;
    step = await passwordStep(page, organizer.email, organizer.password);
    await step.getByLabel('Authentication code').fill(recoveryCode!);
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.goto('/admin/security');
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
    await signOut(page);
    step = await passwordStep(page, organizer.email, organizer.password);
    await step.getByLabel('Authentication code').fill(recoveryCode!.toUpperCase());
    await step.getByRole('button', { name: 'Verify' }).click();
    await expect(step.getByRole('alert')).toHaveText(INVALID_CODE);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // Lost phone: the super admin resets it on the organizers screen.
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password, '/superadmin/login');
    await page.getByRole('link', { name: 'All Organizers' }).click();
    const organizerCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizer.name, exact: true }) });
    await organizerCard.getByRole('button', { name: 'Reset two-step verification' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset two-step verification?' });
    await expect(dialog).toContainText(organizer.name);
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('status')).toHaveText(`Two-step verification reset for ${organizer.name}.`);
    await expect(dialog).toHaveCount(0);
    await signOut(page);

    // The password alone signs the organizer in again.
    await signIn(page, organizer.email, organizer.password);
    await page.getByRole('region', { name: 'Signed-in user' }).getByRole('link', { name: 'Security' }).click();
    await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText(/^Status:/)).toHaveText('Status: Off');
  });
});
