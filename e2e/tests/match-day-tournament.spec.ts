import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams } from '../support/seed-tournament';
import { openTouchline, secondHalfOffline } from '../support/touchline';
import { signInByApi } from '../support/session';

// Issue 25's Done-when on its youth tournament day: 24 teams in 6 groups of 4 and a knockout of 16, 4 pitches,
// 20-minute games with 5 minutes between them, 09:00–17:00. The organizer generates the day (every match gets a
// pitch and a kick-off), moves a match onto a clashing slot and reads why, shifts a pitch by 30 minutes and prints
// a pitch's schedule; a scorekeeper link then scores a match from a 375 px phone with no account: a goal with its
// scorer from the lineup, a card, half-time and full-time, seen on the public page within 2 s, and two goals made
// offline that arrive in order when the signal is back.

// A match day that is not over (a scorekeeper link works until the end of its day).
const DAY = '2099-06-13';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWX'.split('');

declare global {
  interface Window {
    /** How often the page opened the print dialog (the init script below stands in for the dialog). */
    printCalls?: number;
  }
}

/** A pitch's match rows in the planner, in kick-off order. */
const pitchRows = (card: Locator, n: number) => card.getByRole('region', { name: `Pitch ${n}` }).locator('ol > li');
/** A row's kick-off and label ("09:00", "FC A v FC B"). */
async function rowOf(row: Locator): Promise<{ time: string; label: string }> {
  return { time: (await row.locator('span').nth(0).textContent()) ?? '', label: (await row.locator('span').nth(1).textContent()) ?? '' };
}
const plus30 = (time: string) => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** Creates the cup through the admin's form: 6 groups, the top 2 and the 4 best thirds to a knockout of 16. */
async function createCup(page: Page, name: string): Promise<string> {
  await page.goto('/tournaments');
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Tournament Name').fill(name);
  await form.getByRole('button', { name: 'Select All' }).click();
  await form.getByLabel('Format').selectOption({ label: 'Groups + Knockout' });
  await form.getByLabel('Groups', { exact: true }).selectOption('6');
  await form.getByLabel('Qualifiers per Group').selectOption('2');
  await form.getByLabel('Best 3rd-placed Teams').selectOption('4');
  await form.getByRole('button', { name: 'Create Tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const groups = page.getByRole('region', { name: 'Groups', exact: true });
  await groups.getByRole('button', { name: 'Place teams in list order' }).click();
  await page.getByRole('switch', { name: 'Public tournament' }).click();
  await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
  await groups.getByRole('button', { name: 'Start group stage' }).click();
  await expect(page.getByRole('table', { name: 'Group F' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.describe('the match day of issue 25', () => {
  test('generates the 24-team day on 4 pitches, moves, shifts and prints, and scores a match from a phone, offline too', async ({ page, baseURL, browser, organizer }, testInfo) => {
    testInfo.setTimeout(180_000);
    // The print dialog would block the page: it is stood in for, and its calls counted.
    await page.addInitScript(() => {
      window.printCalls = 0;
      window.print = () => {
        window.printCalls = (window.printCalls ?? 0) + 1;
      };
    });
    const base = uniqueName('Youth', testInfo.workerIndex);
    const teams = LETTERS.map((letter) => `${base} ${letter}`);
    // Each team with a squad, so the touchline picks scorers and booked players from it.
    await seedTeams(
      baseURL!,
      organizer,
      LETTERS.map((letter, i) => ({
        name: teams[i]!,
        players: [
          { firstName: 'Nine', lastName: letter, number: 9, position: 'Forward' },
          { firstName: 'Four', lastName: letter, number: 4, position: 'Defender' },
        ],
      })),
    );
    await signInByApi(page, organizer.email, organizer.password);
    const name = uniqueName('Youth Cup', testInfo.workerIndex);
    const tournamentId = await createCup(page, name);

    // The day: one venue, 4 pitches open 09:00–17:00, 20 + 5 minutes and a slot's rest (the form's defaults).
    const card = page.getByRole('region', { name: 'Match day' });
    const setup = card.getByRole('form', { name: 'Pitches and times' });
    await setup.getByLabel('Venue').fill('Riverside Park');
    await setup.getByLabel('Pitches').fill('4');
    await setup.getByLabel('Day').fill(DAY);
    await setup.getByRole('button', { name: 'Save pitches and times' }).click();
    await expect(setup.getByText('Pitches and times saved.')).toBeVisible();

    // Generated: all 51 matches (36 group games, 15 knockout games) have a pitch and a kick-off, without a conflict.
    await card.getByRole('button', { name: 'Generate schedule' }).click();
    // 51 saves, one match at a time, each redrawing the planner: on a loaded 2-core machine that takes a while.
    await expect(card.getByText('Scheduled 51 matches.')).toBeVisible({ timeout: 60_000 });
    const counts = await Promise.all([1, 2, 3, 4].map((n) => pitchRows(card, n).count()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(51);
    await expect(card.getByRole('region', { name: 'Without a pitch and kick-off' })).toHaveCount(0);
    await expect(card.getByText(/^\d+ conflicts?$/)).toHaveCount(0);
    for (const n of [1, 2, 3, 4]) await expect(pitchRows(card, n).first()).toHaveText(/^09:00/);

    // Move Pitch 2's first game onto Pitch 1 at 09:00, where a game is already played: the clash is explained.
    const first = await rowOf(pitchRows(card, 1).first());
    const moved = await rowOf(pitchRows(card, 2).first());
    const move = card.getByRole('form', { name: `Move ${moved.label}` });
    await card.getByText('Move', { exact: true }).and(card.getByLabel(`Move ${moved.label}`)).click();
    await move.getByLabel('Pitch').selectOption({ label: 'Pitch 1' });
    await move.getByLabel('Kick-off').fill('09:00');
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(card.getByText('Moved 1 match.')).toBeVisible();
    await expect(card.getByText('1 conflict', { exact: true })).toBeVisible();
    const clashing = pitchRows(card, 1).filter({ has: page.getByText(moved.label, { exact: true }) });
    const both = `(${first.label} and ${moved.label}|${moved.label} and ${first.label})`;
    await expect(clashing.getByRole('listitem')).toHaveText([new RegExp(`^⚠ ${both} are both on Pitch 1 at ${DAY} 09:00\\.$`)]);

    // Pitch 4 runs 30 minutes late from 12:00: each of its games from then on kicks off 30 minutes later.
    const before = await Promise.all((await pitchRows(card, 4).all()).map(rowOf));
    const later = before.filter((row) => row.time >= '12:00');
    expect(later.length).toBeGreaterThan(0);
    const shift = card.getByRole('form', { name: 'Shift matches on Pitch 4' });
    await shift.getByLabel('Shift matches from').fill('12:00');
    await shift.getByLabel('By minutes').fill('30');
    await shift.getByRole('button', { name: 'Shift' }).click();
    await expect(card.getByText(`Shifted ${later.length} ${later.length === 1 ? 'match' : 'matches'}.`)).toBeVisible();
    await expect(pitchRows(card, 4)).toHaveText(before.map((row) => new RegExp(`^${row.time >= '12:00' ? plus30(row.time) : row.time}`)));

    // Pitch 3's schedule, printed: the print dialog opens, and the printed page holds that pitch's games and no admin.
    const pitch3 = await Promise.all((await pitchRows(card, 3).all()).map(rowOf));
    await card.getByRole('button', { name: 'Print the schedule of Pitch 3' }).click();
    await expect.poll(() => page.evaluate(() => window.printCalls)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByRole('article', { name: 'Printed schedule of Pitch 3' });
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(/^Pitch 3, [A-Z][a-z]+day,? 13 June 2099$/);
    await expect(sheet.getByText(name)).toBeVisible();
    await expect(sheet.getByText('Riverside Park')).toBeVisible();
    await expect(sheet.locator('tbody tr')).toHaveText(pitch3.map((row) => new RegExp(`^${row.time}Pitch 3${row.label.replace(' v ', '')}`)));
    // Black on white whatever the theme, and none of the admin: its card, its heading, the navigation, its buttons.
    await expect(sheet.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(card).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(page.getByRole('button', { name: 'Generate schedule' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
    await expect(card).toBeVisible();

    // A scorekeeper link for Pitch 3's first game, shown once.
    const scored = pitch3[0]!;
    const [home, away] = scored.label.split(' v ') as [string, string];
    expect(teams).toContain(home);
    await card.getByRole('button', { name: `Create scorekeeper link for ${scored.label}` }).click();
    const links = card.getByRole('region', { name: 'Scorekeeper links' });
    const address = await links.getByRole('textbox', { name: 'Scorekeeper link' }).inputValue();
    expect(address).toMatch(/\/score#[A-Za-z0-9_-]{43}$/);
    const opened = await page.request.post(`${baseURL}/scorekeeper/session`, { data: { token: address.split('#')[1] } });
    const matchId = ((await opened.json()) as { link: { matchId: string } }).link.matchId;

    // The public match page as a visitor sees it, and the touchline: another browser context, no account, a 375 px phone.
    const watched = await openTouchline(browser, `/public/tournaments/${tournamentId}/matches/${matchId}`, address);
    const { publicPage, publicScore, touchline } = watched;
    await touchline.getByRole('button', { name: 'Kick-off' }).tap();
    await expect(touchline.getByLabel('Match minute')).toHaveText("1'");
    const homeLetter = home.slice(-1);
    await touchline.getByLabel(`${home} scorer`).selectOption({ label: `Nine ${homeLetter}` });
    await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await expect(publicScore).toHaveAccessibleName('Score 1 – 0', { timeout: 2000 });
    const goals = publicPage.getByRole('list', { name: 'Goals in minute order' }).getByRole('listitem');
    await expect(goals).toHaveText([new RegExp(`Nine ${homeLetter} · ${home}.*1 – 0$`)], { timeout: 2000 });

    // A yellow card for the away side's number 4.
    await touchline.getByLabel(`${away} player booked`).selectOption({ label: `Four ${away.slice(-1)}` });
    await touchline.getByRole('button', { name: `Yellow card for ${away}` }).tap();
    // A red card tapped by mistake, taken back.
    await touchline.getByRole('button', { name: `Red card for ${away}` }).tap();
    await expect(touchline.getByText('Cards: 1 yellow, 1 red')).toBeVisible();
    await touchline.getByRole('button', { name: `Take back the last card of ${away}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await expect(touchline.getByText('Cards: 1 yellow, 0 red')).toBeVisible();
    // Every control fits the phone: nothing scrolls sideways.
    expect(await touchline.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await publicPage.getByRole('tab', { name: 'Statistics' }).click();
    await expect(publicPage.getByRole('row', { name: /Yellow cards/ }).getByRole('cell')).toHaveText(['0', '1'], { timeout: 2000 });
    await expect(publicPage.getByRole('row', { name: /Red cards/ }).getByRole('cell')).toHaveText(['0', '0']);
    await publicPage.getByRole('tab', { name: 'Overview' }).click();

    // Half-time; offline, the second half and two goals wait and then arrive in order; full-time.
    await secondHalfOffline(watched, home, away);
    await watched.close();
  });
});
