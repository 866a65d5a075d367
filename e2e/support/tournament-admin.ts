import type { Browser, Locator, Page } from '@playwright/test';
import { uniqueName } from './api';
import { expect, type SeededOrganizer } from './fixtures';
import { seedTeamsByName } from './seed-tournament';
import { signInByApi } from './session';

// Steps and locators shared by the tournament management specs (tournament-*.spec.ts), which drive the
// real admin UI against the real gateway. Teams are written through the gateway (seedTeams) and the organizer
// signed in through its API: the Teams screen and the login page have specs of their own.

type Mode = 'League' | 'League + Playoffs' | 'League + Elimination' | 'League + Custom Playoff';

/** Creates a tournament through the create form; returns its id (the detail page's URL). */
export async function createTournament(page: Page, name: string, teams: string[], mode: Mode = 'League'): Promise<string> {
  await page.goto('/tournaments');
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Tournament Name').fill(name);
  for (const team of teams) await form.getByRole('checkbox', { name: team, exact: true }).check();
  await form.getByLabel('Format').selectOption({ label: mode });
  await form.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(id).toMatch(/^tournament_/);
  return id;
}

/**
 * Fills the create form for a league of every team the organizer has, each pair meeting `rounds` times, and
 * returns the form: the caller clicks "Create Tournament" (after setting up whatever watches the writes).
 */
export async function fillLeagueOfAllTeams(page: Page, name: string, rounds: 1 | 2): Promise<Locator> {
  await page.goto('/tournaments');
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Tournament Name').fill(name);
  await form.getByRole('button', { name: 'Select All' }).click();
  await form.getByLabel('Format').selectOption({ label: 'League' });
  await form.getByLabel('League Rounds').selectOption(String(rounds));
  return form;
}

/**
 * Organizer signed in, with `count` (four by default) teams named after the test; returns their names. Nothing is
 * loaded yet: the caller opens the page it needs (createTournament opens the create form).
 */
export async function signInWithTeams(page: Page, organizer: SeededOrganizer, workerIndex: number, count = 4) {
  return Object.keys(await signInWithTeamIds(page, organizer, workerIndex, count));
}

/** As signInWithTeams, for tests that also write through the API: each team's id by name, in the teams' order. */
export async function signInWithTeamIds(page: Page, organizer: SeededOrganizer, workerIndex: number, count = 4): Promise<Record<string, string>> {
  const base = uniqueName('FC', workerIndex);
  const teams = Array.from({ length: count }, (_, i) => `${base} ${String.fromCharCode(65 + i)}`);
  const ids = await seedTeamsByName(process.env.E2E_BASE_URL!, organizer, teams);
  await signInByApi(page, organizer.email, organizer.password);
  return ids;
}

export const fixtures = (page: Page) => page.getByRole('region', { name: 'Fixtures' });
export const playoffs = (page: Page) => page.getByRole('region', { name: 'Playoffs' });
export const standings = (page: Page) => page.getByRole('table', { name: 'Standings' });

/** Teams of a fixture row, from its accessible name "Home vs Away". */
export async function sidesOf(row: Locator): Promise<[string, string]> {
  const label = (await row.getAttribute('aria-label')) ?? '';
  const [home, away] = label.split(' vs ');
  return [home!, away!];
}

/** Types a score into a row and leaves the field (that saves it); waits until the row says Saved. */
export async function enterScore(row: Locator, home: number, away: number): Promise<void> {
  await row.getByLabel('Home goals').fill(String(home));
  await row.getByLabel('Away goals').fill(String(away));
  await row.getByLabel('Away goals').press('Enter');
  await expect(row.getByText('✓ Saved')).toBeVisible();
}

/** Scores every league fixture with `result(teamA, teamB)` = goals of A and B (in any home/away order). */
export async function scoreAll(page: Page, result: (a: string, b: string) => [number, number]): Promise<void> {
  const rows = fixtures(page).getByRole('group');
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const [home, away] = await sidesOf(row);
    const [h, a] = result(home, away);
    await enterScore(row, h, a);
  }
}

export function standingRow(page: Page, team: string): Locator {
  return standings(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: team }) });
}

/** The same organizer signed in on a second browser context (another tab of another session), at `url`. */
export async function secondTab(browser: Browser, organizer: SeededOrganizer, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(url);
  return page;
}
