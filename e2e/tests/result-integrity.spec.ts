import { uniqueName } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { fixtures, playoffs } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// Issue 22, "a score is one value": what the organizer did not enter is never stored, and a match's
// state reads the same everywhere (admin row, public list, public match page).

test('a declined correction of a quarter-final (3–0 to 0–1, away goal typed first) leaves 3–0 stored', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(90_000);
  const names = Array.from({ length: 8 }, (_, i) => uniqueName(`QF ${String.fromCharCode(65 + i)}`, testInfo.workerIndex));
  const teams = await seedTeams(baseURL!, organizer, names.map((name) => ({ name, players: [] })));
  const id = (i: number) => teams[i]!.id;
  const matchId = (key: string) => `match_${Date.now()}_${key}_${testInfo.workerIndex}`;
  const [qf1, qf2, qf3, qf4, sf1, sf2, final] = ['qf1', 'qf2', 'qf3', 'qf4', 'sf1', 'sf2', 'final'].map(matchId) as [string, string, string, string, string, string, string];
  const knockout = (matchIdOf: string, playoffRound: number, playoffMatch: number, homeTeamId: string, awayTeamId: string, extra = {}) => ({
    id: matchIdOf, isPlayoff: true, round: 2 + playoffRound, playoffRound, playoffMatch, homeTeamId, awayTeamId, ...extra,
  });
  const { tournamentId } = await seedTournament(baseURL!, organizer, {
    name: uniqueName('Trust Cup', testInfo.workerIndex),
    teamIds: teams.map((t) => t.id),
    visibility: 'public',
    format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 8 },
    playoffBracket: [
      { round: 0, matches: [qf1, qf2, qf3, qf4].map((m, i) => ({ matchId: m, homeTeamId: id(i), awayTeamId: id(7 - i) })) },
      { round: 1, matches: [{ matchId: sf1, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }, { matchId: sf2, homeTeamId: 'winner-3', awayTeamId: 'winner-4' }] },
      { round: 2, matches: [{ matchId: final, homeTeamId: 'winner-5', awayTeamId: 'winner-6' }] },
    ],
    matches: [
      { round: 1, homeTeamId: id(0), awayTeamId: id(1), homeGoals: 2, awayGoals: 1 },
      knockout(qf1, 0, 0, id(0), id(7), { homeGoals: 3, awayGoals: 0 }),
      knockout(qf2, 0, 1, id(1), id(6), { homeGoals: 1, awayGoals: 0 }),
      knockout(qf3, 0, 2, id(2), id(5)),
      knockout(qf4, 0, 3, id(3), id(4)),
      // The semi-final the quarter-final's winner plays is already decided: changing that winner asks first.
      knockout(sf1, 1, 0, 'winner-1', 'winner-2', { homeGoals: 2, awayGoals: 1 }),
      knockout(sf2, 1, 1, 'winner-3', 'winner-4'),
      knockout(final, 2, 0, 'winner-5', 'winner-6'),
    ],
  });
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(`/tournaments/${tournamentId}`);
  const row = playoffs(page).getByRole('group', { name: `${names[0]} vs ${names[7]}` });
  const home = row.getByLabel('Home goals');
  const away = row.getByLabel('Away goals');
  await expect(home).toHaveValue('3');

  // The away goal first: nothing is saved while the organizer is still within the pair.
  await away.fill('1');
  await home.fill('0');
  await home.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Change this result?' });
  await expect(dialog).toContainText(`This will clear the result of 1/2 Final: ${names[0]} vs ${names[1]}, 2–1.`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(home).toHaveValue('3');
  await expect(away).toHaveValue('0');

  // Stored: still 3–0 (never the 3–1 nobody entered), after a reload and on the public page.
  await page.reload();
  await expect(home).toHaveValue('3');
  await expect(away).toHaveValue('0');
  await page.goto(`/public/tournaments/${tournamentId}`);
  await expect(page.getByRole('region', { name: 'Playoff rounds' }).getByRole('link', { name: `Match details: ${names[0]} 3–0 ${names[7]}` })).toBeVisible();
});

test('a postponed match takes no score and says Postponed everywhere; a new date un-postpones it', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(90_000);
  const [home, away] = [uniqueName('Rovers', testInfo.workerIndex), uniqueName('United', testInfo.workerIndex)];
  const teams = await seedTeams(baseURL!, organizer, [home, away].map((name) => ({ name, players: [] })));
  const { tournamentId, matchIds } = await seedTournament(baseURL!, organizer, {
    name: uniqueName('Rain League', testInfo.workerIndex),
    teamIds: teams.map((t) => t.id),
    visibility: 'public',
    matches: [{ round: 1, homeTeamId: teams[0]!.id, awayTeamId: teams[1]!.id, dateISO: '2025-03-01', time: '15:00', status: 'postponed' }],
  });

  // The public fixture list and the match page agree: Postponed (the list said UPCOMING before).
  await page.goto(`/public/tournaments/${tournamentId}`);
  const fixture = page.getByRole('link', { name: `Match details: ${home} vs ${away}` });
  await expect(fixture).toContainText('POSTPONED');
  await untilAppTookOver(page);
  await fixture.click();
  await expect(page).toHaveURL(new RegExp(`/matches/${matchIds[0]}$`));
  await expect(page.getByRole('region', { name: 'Match summary' }).getByText('Postponed', { exact: true })).toBeVisible();

  // The admin row refuses a score: its inputs are disabled and say why.
  await signInByApi(page, organizer.email, organizer.password);
  await page.goto(`/tournaments/${tournamentId}`);
  const row = fixtures(page).getByRole('group', { name: `${home} vs ${away}` });
  await expect(row.getByText('Postponed', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Home goals')).toBeDisabled();
  await expect(row.getByLabel('Home goals')).toHaveAttribute('title', 'A postponed match takes no score. Give it a new date first.');

  // A new date: the match is played then, so it is no longer postponed and takes a score.
  const nextYear = new Date().getFullYear() + 1;
  await row.getByLabel('Date').fill(`${nextYear}-03-08`);
  await row.getByLabel('Date').press('Enter');
  await expect(row.getByText('✓ Saved')).toBeVisible();
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.getByLabel('Home goals')).toBeEnabled();
  await page.reload();
  await expect(fixtures(page).getByRole('group', { name: `${home} vs ${away}` }).getByText('Scheduled', { exact: true })).toBeVisible();
  await page.goto(`/public/tournaments/${tournamentId}`);
  await expect(page.getByRole('link', { name: `Match details: ${home} vs ${away}` })).toContainText('UPCOMING');
});
