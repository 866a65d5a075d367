import { SUPER_ADMIN, uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

// Issue 22's smaller items, as an organizer meets them: nothing stored that nobody entered, texts that
// say what they mean, and a delete that names what goes before it goes.

test.describe('organizer corrections (issue 22)', () => {
  test('+ Add Player then Cancel stores nothing (admin squad and public team page); a second #7 is refused naming who wears it', async ({ page, browser, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Riverside', testInfo.workerIndex);
    const [team] = await seedTeams(baseURL!, organizer, [{ name, players: [{ firstName: 'Alex', lastName: 'Jones', position: 'Defender', number: 7 }] }]);
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto(`/teams/${team!.id}`);
    const squad = page.getByRole('region', { name: 'Players (1)' });
    await expect(squad.getByRole('link', { name: 'Alex Jones', exact: true })).toBeVisible();

    // The new row opens with the spec's defaults and nothing is stored until Save.
    await page.getByRole('button', { name: '+ Add Player' }).click();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('New');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Player');
    await expect(page.getByLabel('Number', { exact: true })).toHaveValue('1');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByLabel('First Name', { exact: true })).toHaveCount(0);
    await expect(squad.getByText('New Player')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Players (1)' })).toBeVisible();
    await expect(page.getByText('New Player')).toHaveCount(0);

    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/teams/${team!.id}`);
    const publicSquad = publicPage.getByRole('region', { name: 'Squad' });
    await expect(publicSquad.getByText('Alex Jones')).toBeVisible();
    await expect(publicSquad.getByText('New Player')).toHaveCount(0);
    await visitor.close();

    // Shirt numbers are unique within the team, on the squad row as on the player page.
    await page.getByRole('button', { name: '+ Add Player' }).click();
    await page.getByLabel('First Name', { exact: true }).fill('Sam');
    await page.getByLabel('Last Name', { exact: true }).fill('Lee');
    await page.getByLabel('Number', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Number 7 is already worn by Alex Jones.')).toBeVisible();
    await expect(page.getByLabel('Number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Number', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Sam Lee added.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Players (2)' })).toBeVisible();

    await page.getByRole('link', { name: 'Sam Lee', exact: true }).click();
    const details = page.getByRole('form', { name: 'Player details' });
    await details.getByLabel('Number').fill('7');
    await details.getByRole('button', { name: 'Save Player' }).click();
    await expect(details.getByText('Number 7 is already worn by Alex Jones.')).toBeVisible();
    // Nothing was saved: the squad still lists Sam Lee with 8.
    await page.goto(`/teams/${team!.id}`);
    const samRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Sam Lee', exact: true }) });
    await expect(samRow.getByRole('cell').first()).toHaveText('8');
  });

  test('public standings give no medal to a team that has not played; an own goal names the scorer’s own team', async ({ page, organizer, baseURL }, testInfo) => {
    const name = (club: string) => uniqueName(club, testInfo.workerIndex);
    const clubs = { mill: name('Mill Lane Juniors'), river: name('Riverside FC'), hill: name('Hilltop'), dale: name('Dale Rovers') };
    const [mill, river, hill, dale] = await seedTeams(baseURL!, organizer, [
      { name: clubs.mill, players: [{ firstName: 'Kai', lastName: 'Moss', position: 'Forward', number: 9 }] },
      { name: clubs.river, players: [{ firstName: 'Alex', lastName: 'Jones', position: 'Defender', number: 4 }] },
      { name: clubs.hill, players: [] },
      { name: clubs.dale, players: [] },
    ]);
    // One result: Mill Lane beat Riverside 2–0, the second goal an own goal by Riverside's Alex Jones.
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: name('Spring League'),
      teamIds: [mill!.id, river!.id, hill!.id, dale!.id],
      visibility: 'public',
      matches: [
        {
          round: 1,
          homeTeamId: mill!.id,
          awayTeamId: river!.id,
          homeGoals: 2,
          awayGoals: 0,
          goals: [
            { team: 'home', playerId: mill!.players['Kai Moss']!, minute: 12, type: 'goal' },
            { team: 'home', playerId: river!.players['Alex Jones']!, minute: 67, type: 'own_goal' },
          ],
        },
        { round: 1, homeTeamId: hill!.id, awayTeamId: dale!.id },
      ],
    });

    await page.goto(`/public/tournaments/${tournamentId}`);
    const rows = page.getByRole('region', { name: 'League table' }).getByRole('row');
    await expect(rows).toHaveCount(5);
    // Mill Lane 3 pts; Hilltop and Dale on 0 without a game; Riverside 0 pts after a game (−2).
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(clubs.mill);
    await expect(rows.nth(1)).toHaveAttribute('data-medal', 'gold');
    for (const index of [2, 3]) {
      await expect(rows.nth(index).getByRole('cell').nth(1)).toHaveText('0');
      await expect(rows.nth(index)).not.toHaveAttribute('data-medal');
    }
    await expect(rows.nth(2).getByRole('cell').first()).toHaveText('2');

    await page.getByRole('link', { name: `Match details: ${clubs.mill} 2–0 ${clubs.river}` }).click();
    const goals = page.getByRole('list', { name: 'Goals in minute order' }).getByRole('listitem');
    await expect(goals).toHaveCount(2);
    await expect(goals.nth(0)).toContainText(`Kai Moss · ${clubs.mill}`);
    await expect(goals.nth(1)).toContainText(`Alex Jones (own goal, ${clubs.river})`);
    await expect(goals.nth(1)).not.toContainText(clubs.mill);
    await expect(goals.nth(1)).toHaveAttribute('data-side', 'home');
  });

  test('bulk add reports a name repeated within the paste as listed twice, not as existing', async ({ page, organizer }, testInfo) => {
    const alpha = uniqueName('Alpha', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/teams');
    await page.getByLabel('Team names (one per line)').fill([alpha, ` ${alpha.toUpperCase()} `].join('\n'));
    await page.getByRole('button', { name: 'Add 2 Teams' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 team.' })).toHaveText(`Added 1 team. Listed twice: ${alpha} (added once).`);
    await expect(page.getByRole('heading', { name: 'Your Teams (1)' })).toBeVisible();
  });

  test('the organizer delete names what goes with it and offers the export first', async ({ page, organizer, baseURL }, testInfo) => {
    const name = (club: string) => uniqueName(club, testInfo.workerIndex);
    const [home, away] = await seedTeams(baseURL!, organizer, [
      { name: name('Falcons'), players: [{ firstName: 'Cy', lastName: 'Striker', position: 'Forward', number: 9 }, { firstName: 'Di', lastName: 'Keeper', position: 'Goalkeeper', number: 1 }] },
      { name: name('Ravens'), players: [{ firstName: 'Ed', lastName: 'Wing', position: 'Forward', number: 11 }] },
    ]);
    await seedTournament(baseURL!, organizer, {
      name: name('Cup'),
      teamIds: [home!.id, away!.id],
      visibility: 'public',
      matches: [
        { round: 1, homeTeamId: home!.id, awayTeamId: away!.id, homeGoals: 1, awayGoals: 0 },
        { round: 2, homeTeamId: away!.id, awayTeamId: home!.id },
      ],
    });

    await signInByApi(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
    await page.goto('/admin/organizers');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: organizer.name, exact: true }) });
    await card.getByRole('button', { name: 'Delete' }).click();
    const confirmation = page.getByRole('alertdialog', { name: `Delete organizer “${organizer.name}”?` });
    await expect(confirmation).toContainText('This deletes 1 tournament, 2 matches, 2 teams, 3 players and their images.');
    await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();

    await confirmation.getByRole('button', { name: 'Export first' }).click();
    const download = page.waitForEvent('download');
    await confirmation.getByRole('button', { name: 'Export', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    await expect(confirmation.getByText(`Downloaded ${file.suggestedFilename()}.`)).toBeVisible();

    await confirmation.getByRole('button', { name: 'Delete organizer' }).click();
    await expect(confirmation).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(`Organizer "${organizer.name}" deleted.`)).toBeVisible();
  });
});
