import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { uniqueName } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { expect, test } from '../support/fixtures';
import { organizerClient, seedTeams, seedTournament, tableName } from '../support/seed-tournament';

// Issue 25: the public "now and next on each pitch" page for a venue's screens. A tournament played on two
// pitches, with matches around the current time: the page shows what is on each pitch now and next, already in
// the server's HTML (a screen without scripts shows it too), and a goal recorded through the API arrives live.

/** The wall-clock day and time in UTC (the tournament's zone) `minutes` from now. */
function slot(minutes: number): { dateISO: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000).toISOString();
  return { dateISO: at.slice(0, 10), time: at.slice(11, 16) };
}

const venues = [
  {
    id: 'venue_riverside',
    name: 'Riverside Park',
    pitches: [
      { id: 'pitch_1', name: 'Pitch 1', windows: [] },
      { id: 'pitch_2', name: 'Pitch 2', windows: [] },
    ],
  },
];

test('the pitches page shows now and next on each pitch, server-rendered, and a goal arrives live', async ({ browser, organizer, baseURL }, testInfo) => {
  const worker = testInfo.workerIndex;
  const names = ['Rovers', 'United', 'Athletic', 'Wanderers'].map((name) => uniqueName(name, worker));
  const teams = await seedTeams(baseURL!, organizer, names.map((name) => ({ name, players: [] })));
  const [rovers, united, athletic, wanderers] = teams.map((team) => team.id) as [string, string, string, string];
  const kickOffAt = new Date(Date.now() - 5 * 60_000).toISOString();
  // Taken once: the page is checked against the kick-offs seeded (a minute may turn meanwhile).
  const [live, nextOnOne, nextOnTwo] = [slot(-5), slot(20), slot(10)];
  const { tournamentId, matchIds } = await seedTournament(baseURL!, organizer, {
    name: uniqueName('Youth Day', worker),
    teamIds: [rovers, united, athletic, wanderers],
    visibility: 'public',
    timeZone: 'UTC',
    venues,
    matches: [
      // On Pitch 1 now: kicked off five minutes ago, 0–0.
      { round: 1, homeTeamId: rovers, awayTeamId: united, pitchId: 'pitch_1', ...live, status: 'live', homeGoals: 0, awayGoals: 0, clock: { kickOffAt, halfMinutes: 10 } },
      // Next on Pitch 1, and next on Pitch 2 (nothing on it now).
      { round: 1, homeTeamId: athletic, awayTeamId: wanderers, pitchId: 'pitch_1', ...nextOnOne },
      { round: 2, homeTeamId: rovers, awayTeamId: athletic, pitchId: 'pitch_2', ...nextOnTwo },
    ],
  });
  const path = `/public/tournaments/${tournamentId}/pitches`;

  // A venue screen that runs no scripts reads the server's HTML.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const serverPage = await plain.newPage();
  await serverPage.goto(path);
  const serverPitch = serverPage.getByRole('region', { name: 'Pitch 1 · Riverside Park' });
  await expect(serverPitch.getByRole('group', { name: 'Now' })).toContainText(names[0]!);
  await expect(serverPitch.getByRole('group', { name: 'Now' }).getByRole('img', { name: 'Score 0 – 0' })).toBeVisible();
  await expect(serverPitch.getByRole('group', { name: 'Next' })).toContainText(names[2]!);
  await plain.close();

  // A phone in the crowd: the same board, then live.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await visitor.newPage();
  await page.goto(path);
  await untilAppTookOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Now and next on each pitch' })).toBeVisible();
  const pitchOne = page.getByRole('region', { name: 'Pitch 1 · Riverside Park' });
  const now = pitchOne.getByRole('group', { name: 'Now' });
  await expect(now).toContainText(names[0]!);
  await expect(now).toContainText(names[1]!);
  await expect(now.getByLabel('Match minute')).toHaveText(/^\d+'$/);
  await expect(pitchOne.getByRole('group', { name: 'Next' })).toContainText(`${nextOnOne.time} UTC`);
  const pitchTwo = page.getByRole('region', { name: 'Pitch 2 · Riverside Park' });
  await expect(pitchTwo.getByRole('group', { name: 'Now' })).toHaveText(/Nothing on now/);
  // (Its day shows before the time when it falls after midnight.)
  for (const text of [names[0]!, `${nextOnTwo.time} UTC`, names[2]!]) await expect(pitchTwo.getByRole('group', { name: 'Next' })).toContainText(text);

  // A goal recorded through the API arrives without a reload.
  const { client } = await organizerClient(baseURL!, organizer);
  try {
    await client.send(
      new UpdateCommand({
        TableName: await tableName(baseURL!, 'matches'),
        Key: { tournamentId, id: matchIds[0]! },
        UpdateExpression: 'SET homeGoals = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  } finally {
    client.destroy();
  }
  await expect(now.getByRole('img', { name: 'Score 1 – 0' })).toBeVisible({ timeout: 2_000 });
  await visitor.close();
});
