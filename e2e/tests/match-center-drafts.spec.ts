import type { Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test, type SeededOrganizer } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

// Issue 22, "Typed work lost" and "Goals and the score are independent", driven through the real match centre
// against the real gateway: drafts survive an ended session, two tabs' statistics merge, and a goal offers
// to update the score, with a notice on the admin and public match pages while they disagree.

interface Seeded {
  tournamentId: string;
  matchId: string;
  home: string;
  away: string;
  path: string;
}

/** Two teams with a player each and a public one-match tournament between them, 1–0 with its goal recorded. */
async function seedMatch(baseURL: string, organizer: SeededOrganizer, workerIndex: number): Promise<Seeded> {
  const home = uniqueName('Riverside', workerIndex);
  const away = uniqueName('Mill Lane', workerIndex);
  const [homeTeam, awayTeam] = await seedTeams(baseURL, organizer, [
    { name: home, players: [{ firstName: 'Alex', lastName: 'Jones', position: 'Forward', number: 9 }] },
    { name: away, players: [{ firstName: 'Sam', lastName: 'Reed', position: 'Forward', number: 10 }] },
  ]);
  const { tournamentId, matchIds } = await seedTournament(baseURL, organizer, {
    name: uniqueName('Draft Cup', workerIndex),
    teamIds: [homeTeam!.id, awayTeam!.id],
    visibility: 'public',
    matches: [
      {
        round: 1,
        homeTeamId: homeTeam!.id,
        awayTeamId: awayTeam!.id,
        homeGoals: 1,
        awayGoals: 0,
        goals: [{ team: 'home', playerId: homeTeam!.players['Alex Jones']!, minute: 10, type: 'goal' }],
      },
    ],
  });
  const matchId = matchIds[0]!;
  return { tournamentId, matchId, home, away, path: `/tournaments/${tournamentId}/matches/${matchId}` };
}

async function openMatch(page: Page, seeded: Seeded): Promise<void> {
  await page.goto(seeded.path);
  await expect(page.getByRole('heading', { level: 1, name: `${seeded.home} vs ${seeded.away}` })).toBeVisible();
}

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('match centre: nothing typed is lost (issue 22)', () => {
  test('a 700-character report typed in Content survives the session ending in another tab and signing in again', async ({ page, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const seeded = await seedMatch(baseURL!, organizer, testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    await openMatch(page, seeded);
    await openTab(page, 'Content');
    const report = 'The home side pressed high from the first whistle and were rewarded early. '.repeat(10).slice(0, 700);
    expect(report).toHaveLength(700);
    const content = page.getByRole('form', { name: 'Match content' });
    await content.getByLabel('Report').fill(report);

    // Signed out in another tab meanwhile: this tab's session ends with it.
    const other = await page.context().newPage();
    // The page signs out at once and tells the gateway after: wait for the gateway to have ended the session
    // (closing the tab earlier can leave this tab's save to arrive first, and succeed).
    await other.goto('/admin');
    const ended = other.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout' && response.ok());
    await other.getByRole('button', { name: 'Sign out' }).click();
    await ended;
    await expect(other.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
    await other.close();

    await content.getByRole('button', { name: 'Save Content' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email or Username').fill(organizer.email);
    await page.getByLabel('Password').fill(organizer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${seeded.path}$`));

    await openTab(page, 'Content');
    const restored = page.getByRole('form', { name: 'Match content' });
    await expect(restored.getByLabel('Report')).toHaveValue(report);
    await expect(restored.getByText('Unsaved changes restored.')).toBeVisible();
    await restored.getByRole('button', { name: 'Save Content' }).click();
    await expect(notice(page, 'Content saved.')).toBeVisible();

    await page.reload();
    await openTab(page, 'Content');
    await expect(page.getByRole('form', { name: 'Match content' }).getByLabel('Report')).toHaveValue(report);
    await expect(page.getByText('Unsaved changes restored.')).toHaveCount(0);
  });

  test('two tabs: different statistics both survive; the same statistic changed differently asks which to keep', async ({ page, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const seeded = await seedMatch(baseURL!, organizer, testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    await openMatch(page, seeded);
    const other = await page.context().newPage();
    await openMatch(other, seeded);
    for (const tab of [page, other]) await openTab(tab, 'Statistics');
    const save = (tab: Page) => tab.getByRole('form', { name: 'Statistics' }).getByRole('button', { name: 'Save Statistics' });
    const shots = (tab: Page) => tab.getByLabel(`${seeded.home} shots`, { exact: true });
    const fouls = (tab: Page) => tab.getByLabel(`${seeded.home} fouls`, { exact: true });

    // Tab 1 saves shots 9; tab 2, opened before, saves fouls 4: both are stored.
    await shots(page).fill('9');
    await save(page).click();
    await expect(notice(page, 'Statistics saved.')).toBeVisible();
    await fouls(other).fill('4');
    await save(other).click();
    await expect(notice(other, `Statistics saved. Also updated elsewhere: ${seeded.home} shots.`)).toBeVisible();
    await expect(shots(other)).toHaveValue('9');
    await expect(fouls(other)).toHaveValue('4');

    // Tab 1 (not reloaded) saves shots 10, then tab 2 "shots 11": tab 2 is asked which to keep.
    await shots(page).fill('10');
    await save(page).click();
    await expect(notice(page, `Statistics saved. Also updated elsewhere: ${seeded.home} fouls.`)).toBeVisible();
    await shots(other).fill('11');
    await save(other).click();
    const question = other.getByRole('alertdialog', { name: 'Changed in two places' });
    await expect(question).toContainText(`${seeded.home} shots`);
    await expect(question).toContainText('Yours: 11 · Elsewhere: 10');
    await question.getByRole('button', { name: 'Keep mine' }).click();
    await expect(notice(other, 'Statistics saved.')).toBeVisible();

    await page.reload();
    await openTab(page, 'Statistics');
    await expect(shots(page)).toHaveValue('11');
    await expect(fouls(page)).toHaveValue('4');
    await other.close();
  });

  test('adding a goal offers to update the score; declined, the mismatch shows on the admin and public match pages until resolved', async ({ page, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(60_000);
    const seeded = await seedMatch(baseURL!, organizer, testInfo.workerIndex);
    const mismatch = `The goals recorded make ${seeded.home} 2–0 ${seeded.away}, but the score is 1–0.`;
    await signInByApi(page, organizer.email, organizer.password);
    await openMatch(page, seeded);
    await openTab(page, 'Goals & Events');
    await page.getByRole('button', { name: `Add goal: ${seeded.home}` }).click();
    const offer = page.getByRole('alertdialog', { name: 'Update the score too?' });
    await expect(offer).toContainText(`With this goal the goals make ${seeded.home} 2–0 ${seeded.away}; the score is 1–0.`);
    await offer.getByRole('button', { name: 'Keep score 1–0' }).click();
    await expect(notice(page, `Goal added for ${seeded.home}.`)).toBeVisible();
    await expect(page.getByRole('group', { name: `${seeded.home} goal 2` })).toBeVisible();
    await expect(page.getByText(mismatch)).toBeVisible();

    await page.goto(`/public/tournaments/${seeded.tournamentId}/matches/${seeded.matchId}`);
    await expect(page.getByRole('heading', { level: 1, name: `${seeded.home} vs ${seeded.away}` })).toBeVisible();
    await expect(page.getByText(mismatch)).toBeVisible();

    // Resolved on the admin page: the score follows the goals, and the notice goes on both pages.
    await openMatch(page, seeded);
    await page.getByRole('button', { name: 'Update score to 2–0' }).click();
    await expect(notice(page, 'Score updated to match the goals.')).toBeVisible();
    await expect(page.getByText(mismatch)).toHaveCount(0);
    await page.goto(`/public/tournaments/${seeded.tournamentId}/matches/${seeded.matchId}`);
    await expect(page.getByRole('img', { name: 'Score 2 – 0' })).toBeVisible();
    await expect(page.getByText(/The goals recorded make/)).toHaveCount(0);
  });
});
