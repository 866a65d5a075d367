import type { Page } from '@playwright/test';
import { apiResetOrganizerPassword, uniqueName } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { createTeamsThroughUi } from '../support/seed-tournament';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const NEW_PASSWORD = 'changed-pass-2';

/** Signed out for real: the login page, no "Logged in as" bar, and nothing of the session left in storage. */
async function expectSignedOutAtLogin(page: Page) {
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(SESSION_ENDED)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Signed-in user' })).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('currentOrganizerId')])).toEqual([null, null]);
}

async function signInAgain(page: Page, email: string) {
  await page.getByLabel('Email or Username').fill(email);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('a session that ends mid-edit (issue 11)', () => {
  test('a password reset while a team name is typed: Save leads to the login, and signing in brings the page and the name back', async ({ page, baseURL, organizer }, testInfo) => {
    const name = uniqueName('Harbour', testInfo.workerIndex);
    await signIn(page, organizer.email, organizer.password);
    const { [name]: teamId } = await createTeamsThroughUi(page, [name]);
    await page.goto(`/teams/${teamId}`);
    const details = page.getByRole('form', { name: 'Team details' });
    const renamed = `${name} United`;
    await details.getByLabel('Team Name').fill(renamed);

    // The super admin resets the organizer's password meanwhile: every session of the organizer ends.
    await apiResetOrganizerPassword(baseURL!, organizer.email, NEW_PASSWORD);
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expectSignedOutAtLogin(page);

    await signInAgain(page, organizer.email);
    await expect(page).toHaveURL(`/teams/${teamId}`);
    const restored = page.getByRole('form', { name: 'Team details' });
    await expect(restored.getByLabel('Team Name')).toHaveValue(renamed);
    await expect(restored.getByText('Unsaved changes restored.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

    await restored.getByRole('button', { name: 'Save Details' }).click();
    await expect(restored.getByText('Team details saved.')).toBeVisible();
    await expect(restored.getByText('Unsaved changes restored.')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Team details' }).getByText('Unsaved changes restored.')).toHaveCount(0);
  });

  test('the next read after a password reset leads to the login too, and back to the page asked for', async ({ page, baseURL, organizer }) => {
    await signIn(page, organizer.email, organizer.password);
    await apiResetOrganizerPassword(baseURL!, organizer.email, NEW_PASSWORD);
    // A page reached inside the app (no reload): its reads are the first to meet the ended session.
    await page.getByRole('region', { name: 'Signed-in user' }).getByRole('link', { name: 'Teams' }).click();
    await expectSignedOutAtLogin(page);

    await signInAgain(page, organizer.email);
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
  });
});
