import { uniqueName } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

// The public match page (issue 9): every public fixture and bracket game links to it; a playoff game
// shows the teams its bracket sends there, with their players, never "Winner of match N" once decided.

test('public fixtures and bracket games open the match centre, whose final names the finalists and their players', async ({ page, organizer, baseURL }, testInfo) => {
  testInfo.setTimeout(60_000);
  const name = (club: string) => uniqueName(club, testInfo.workerIndex);
  const clubs = { ars: name('Arsenal'), che: name('Chelsea'), liv: name('Liverpool'), mci: name('Man City') };
  const [ars, che, liv, mci] = await seedTeams(baseURL!, organizer, [
    { name: clubs.ars, players: [{ firstName: 'Bukayo', lastName: 'Saka', position: 'Forward', number: 7 }] },
    { name: clubs.che, players: [{ firstName: 'Cole', lastName: 'Palmer', position: 'Midfielder', number: 20 }] },
    { name: clubs.liv, players: [{ firstName: 'Mohamed', lastName: 'Salah', position: 'Forward', number: 11 }] },
    { name: clubs.mci, players: [{ firstName: 'Erling', lastName: 'Haaland', position: 'Forward', number: 9 }] },
  ]);
  const ids = ['semi-1', 'semi-2', 'final'].map((id) => `match_${Date.now()}_${id}_${testInfo.workerIndex}`);
  const [semi1, semi2, final] = ids as [string, string, string];
  const knockout = { isPlayoff: true, round: 2 };
  const { tournamentId } = await seedTournament(baseURL!, organizer, {
    name: name('Public Cup'),
    teamIds: [ars!.id, che!.id, liv!.id, mci!.id],
    visibility: 'public',
    format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
    playoffBracket: [
      { round: 0, matches: [{ matchId: semi1, homeTeamId: ars!.id, awayTeamId: mci!.id }, { matchId: semi2, homeTeamId: che!.id, awayTeamId: liv!.id }] },
      { round: 1, matches: [{ matchId: final, homeTeamId: 'winner-1', awayTeamId: 'winner-2' }] },
    ],
    matches: [
      { round: 1, homeTeamId: ars!.id, awayTeamId: che!.id, homeGoals: 2, awayGoals: 1, goals: [{ team: 'home', playerId: ars!.players['Bukayo Saka']!, minute: 9, type: 'goal' }] },
      // Man City go through on penalties, Liverpool on goals.
      { ...knockout, id: semi1, playoffRound: 0, playoffMatch: 0, homeTeamId: ars!.id, awayTeamId: mci!.id, homeGoals: 1, awayGoals: 1, homePenalties: 3, awayPenalties: 4 },
      { ...knockout, id: semi2, playoffRound: 0, playoffMatch: 1, homeTeamId: che!.id, awayTeamId: liv!.id, homeGoals: 0, awayGoals: 2 },
      {
        ...knockout,
        id: final,
        round: 3,
        playoffRound: 1,
        playoffMatch: 0,
        homeTeamId: 'winner-1',
        awayTeamId: 'winner-2',
        lineups: {
          home: { starting: [mci!.players['Erling Haaland']!], substitutes: [] },
          away: { starting: [liv!.players['Mohamed Salah']!], substitutes: [] },
        },
      },
    ],
  });

  await page.goto(`/public/tournaments/${tournamentId}`);
  await untilAppTookOver(page);
  await page.getByRole('link', { name: `Match details: ${clubs.ars} 2–1 ${clubs.che}` }).click();
  await expect(page).toHaveURL(new RegExp(`/public/tournaments/${tournamentId}/matches/`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${clubs.ars} vs ${clubs.che}`);
  await expect(page.getByText("9'").first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bukayo Saka' }).first()).toBeVisible();

  await page.goBack();
  await page.getByRole('link', { name: new RegExp(`^Match details: ${clubs.mci} vs ${clubs.liv}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${final}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${clubs.mci} vs ${clubs.liv}`);
  await expect(page.getByText('Winner of match')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Lineups' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Erling Haaland');
  await expect(page.getByRole('tabpanel')).toContainText('Mohamed Salah');
  // The finalists link to their public team pages.
  await page.getByRole('link', { name: clubs.mci }).first().click();
  await expect(page).toHaveURL(new RegExp(`/public/teams/${mci!.id}$`));
});
