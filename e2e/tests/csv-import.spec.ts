import fs from 'node:fs';
import { uniqueName } from '../support/api';
import { csvUpload, premierLeague, seasonFixturesCsv, seasonTeams, squadsCsv } from '../support/csv-files';
import { expect, test } from '../support/fixtures';
import { fillLeagueOfAllTeams, standings } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// CSV import and export (issue 13 item 3): the whole 2022/23 Premier League season imported from CSV
// (teams with players, then the 380 results into a league of those teams) gives the official table,
// and a file with bad rows lists every one of them and imports nothing.

test.describe('CSV import', () => {
  test('importing the 2022/23 Premier League season from CSV gives the official table', async ({ page, organizer }, testInfo) => {
    // About 30 s on an idle 2-core machine (380 result writes through the UI); a load average of 11 took 2 minutes.
    testInfo.setTimeout(240_000);
    await signInByApi(page, organizer.email, organizer.password);
    const teams = seasonTeams();
    expect(teams).toHaveLength(20);

    // 1. The 20 clubs with an eleven each, from a teams file.
    await page.goto('/teams');
    const teamsImport = page.getByRole('region', { name: 'Import from CSV' });
    await teamsImport.getByLabel('CSV file').setInputFiles(csvUpload('premier-league-squads.csv', squadsCsv(teams)));
    await expect(teamsImport.getByText('20 teams, 220 players')).toBeVisible();
    await teamsImport.getByRole('button', { name: 'Import' }).click();
    await expect(teamsImport.getByText('Imported 20 teams and 220 players.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Teams (20)' })).toBeVisible();

    // 2. A league of those 20 teams, each meeting every other twice (380 fixtures).
    const name = uniqueName('Premier League 2022-23', testInfo.workerIndex);
    const form = await fillLeagueOfAllTeams(page, name, 2);
    await form.getByRole('button', { name: 'Create Tournament' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('380 matches')).toBeVisible();

    // 3. The season's 380 results. Saves after the 40th are held until the progress has been read, so
    // it is read at a known point (40 saved) whatever the machine's speed.
    const fixturesImport = page.getByRole('region', { name: 'Import from CSV' });
    await fixturesImport.getByLabel('CSV file').setInputFiles(csvUpload('premier-league-2022-23.csv', seasonFixturesCsv()));
    await expect(fixturesImport.getByText('380 results', { exact: true })).toBeVisible();
    let saves = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const reached = new Promise<void>((resolve) => (holding = resolve));
    await page.route('**/aws/dynamodb**', async (route) => {
      if ((route.request().headers()['x-amz-target'] ?? '').endsWith('.UpdateItem') && ++saves > 40) {
        holding();
        await held;
      }
      await route.continue();
    });
    await fixturesImport.getByRole('button', { name: 'Import' }).click();
    await reached;
    await expect(fixturesImport.getByText('40 of 380 results')).toBeVisible({ timeout: 30_000 });
    const progress = fixturesImport.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toHaveAttribute('max', '380');
    await expect(progress).toHaveAttribute('value', '40');
    release();
    await expect(fixturesImport.getByText('Updated 380 matches.')).toBeVisible({ timeout: 180_000 });
    await page.unroute('**/aws/dynamodb**');

    // 4. After a reload (what is stored, not what the page kept), the table is the official one:
    // position, team, played, goal difference and points.
    await page.reload();
    const official = premierLeague.finalTable.map((r) => {
      const gd = r.goalsFor - r.goalsAgainst;
      return [r.position, r.team, r.played, gd > 0 ? `+${gd}` : gd, r.points].join(' | ');
    });
    await expect
      .poll(async () => {
        const rows = standings(page).getByRole('row').filter({ has: page.getByRole('rowheader') });
        return rows.evaluateAll((trs) =>
          trs.map((tr) => {
            const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '');
            // The team's link (its badge's initials and any medal text are not its name).
            const team = tr.querySelector('th a')?.textContent?.trim() ?? '';
            // #, P, W, D, L, GF, GA, GD, Pts
            return [/^\d+/.exec(cells[0] ?? '')?.[0], team, cells[1], cells[7], cells[8]].join(' | ');
          }),
        );
      })
      .toEqual(official);

    // 5. The standings download says the same, every column of the official table.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV of the standings' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^premier-league-2022-23-.*-standings\.csv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('position,team,played,won,drawn,lost,goalsFor,goalsAgainst,goalDifference,points');
    expect(lines.slice(1)).toEqual(
      premierLeague.finalTable.map((r) => [r.position, r.team, r.played, r.won, r.drawn, r.lost, r.goalsFor, r.goalsAgainst, r.goalsFor - r.goalsAgainst, r.points].join(',')),
    );
  });

  test('a teams file with bad rows lists every bad row and imports nothing', async ({ page, organizer }) => {
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Import from CSV' });
    const file = [
      'team,firstName,lastName,number,position,dateOfBirth',
      'Arsenal FC,Bukayo,Saka,7,Forward,2001-09-05',
      'Arsenal FC,Martin,Odegaard,eight,Midfielder,1998-12-17',
      ',Nameless,Club,1,Goalkeeper,',
      'Chelsea FC,Mason,Mount,19,Winger,1999-01-10',
      'Chelsea FC,Reece,James,24,Defender,1999-02-30',
      'Arsenal FC,Emile,Smith Rowe,7,Midfielder,',
      'Everton FC,Too,Short',
    ].join('\n');
    await card.getByLabel('CSV file').setInputFiles(csvUpload('squads-with-mistakes.csv', file));

    const problems = card.getByRole('table', { name: 'Problems' });
    await expect(problems.getByRole('row')).toHaveCount(7);
    const expected = [
      ['3', 'number', 'Number must be a whole number from 0 to 999.'],
      ['4', 'team', 'Team name is required.'],
      ['5', 'position', 'Position must be one of Goalkeeper, Defender, Midfielder, Forward.'],
      ['6', 'dateOfBirth', 'Enter a real date as YYYY-MM-DD, e.g. 2024-08-17.'],
      ['7', 'number', 'Number 7 is already given to Bukayo Saka on line 2.'],
      ['8', '—', 'This row has 3 fields; the header has 6.'],
    ];
    for (const [index, cells] of expected.entries()) await expect(problems.getByRole('row').nth(index + 1).getByRole('cell')).toHaveText(cells);
    await expect(card.getByRole('alert')).toContainText('Nothing can be imported while the file has problems.');
    await expect(card.getByRole('button', { name: 'Import' })).toBeDisabled();

    // Nothing was created, now or after a reload.
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
    await expect(page.getByText('No teams yet')).toBeVisible();
  });
});
