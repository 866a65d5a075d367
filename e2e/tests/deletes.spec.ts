import { uniqueName } from '../support/api';
import { deleteConfirmation, deleteOrganizerAsSuperAdmin, publicReadStatus, teamCard, undoOffer, visitorPage } from '../support/deletes';
import { expect, test } from '../support/fixtures';
import { createTeamsThroughUi, seedTeams, seedTeamsByName, seedTournament } from '../support/seed-tournament';
import { signInByApi } from '../support/session';

test.describe('deletes with confirmation and undo (issue 11)', () => {
  test('a team deleted from its page after the confirmation is gone, and Undo within 10 s brings it back', async ({ page, organizer, baseURL }, testInfo) => {
    const name = uniqueName('Harriers', testInfo.workerIndex);
    await signInByApi(page, organizer.email, organizer.password);
    const { [name]: teamId } = await seedTeamsByName(baseURL!, organizer, [name]);
    await page.goto(`/teams/${teamId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // Cancel keeps it.
    await page.getByRole('button', { name: 'Delete team' }).click();
    const confirmation = deleteConfirmation(page, `Delete “${name}”?`);
    await expect(confirmation).toContainText('This removes the team and its players. You can undo it for 10 seconds afterwards.');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: 'Delete team' }).click();
    await confirmation.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(page).toHaveURL('/teams');
    await expect(undoOffer(page, name)).toBeVisible();
    await expect(teamCard(page, name)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your Teams (0)' })).toBeVisible();
    // Deleted in the store, not just hidden: its public page is gone.
    await expect.poll(() => publicReadStatus(page, `/api/public/teams/${teamId}`)).toBe(404);

    await undoOffer(page, name).getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${name} restored.`)).toBeVisible();
    await expect(teamCard(page, name)).toHaveCount(1);
    await expect.poll(() => publicReadStatus(page, `/api/public/teams/${teamId}`)).toBe(200);
    await page.reload();
    await expect(teamCard(page, name)).toHaveCount(1);
    await expect(undoOffer(page, name)).toHaveCount(0);
  });

  test('a team that plays in a tournament cannot be deleted from its card: the message lists the tournament', async ({ page, organizer, baseURL }, testInfo) => {
    const [home, away] = [uniqueName('Kestrels', testInfo.workerIndex), uniqueName('Ospreys', testInfo.workerIndex)];
    const [homeTeam, awayTeam] = await seedTeams(baseURL!, organizer, [
      { name: home, players: [] },
      { name: away, players: [] },
    ]);
    const cup = uniqueName('Winter Cup', testInfo.workerIndex);
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: cup,
      teamIds: [homeTeam!.id, awayTeam!.id],
      visibility: 'private',
      matches: [{ round: 1, homeTeamId: homeTeam!.id, awayTeamId: awayTeam!.id }],
    });
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto('/teams');

    const card = teamCard(page, home);
    await card.getByRole('button', { name: 'Delete team' }).click();
    const confirmation = deleteConfirmation(page, `Delete “${home}”?`);
    await confirmation.getByRole('button', { name: 'Delete permanently' }).click();
    await expect(confirmation.getByRole('alert')).toContainText('This team plays in a tournament; remove it from it before deleting it:');
    await expect(confirmation.getByRole('link', { name: cup })).toHaveAttribute('href', `/tournaments/${tournamentId}`);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await expect(teamCard(page, home)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Your Teams (2)' })).toBeVisible();
  });

  test('a player deleted from the squad row after the confirmation is gone, and Undo brings them back', async ({ page, organizer, baseURL }, testInfo) => {
    const teamName = uniqueName('Swifts', testInfo.workerIndex);
    const [team] = await seedTeams(baseURL!, organizer, [
      {
        name: teamName,
        players: [
          { firstName: 'Ada', lastName: 'Keeper', position: 'Goalkeeper', number: 1 },
          { firstName: 'Bo', lastName: 'Winger', position: 'Forward', number: 11 },
        ],
      },
    ]);
    await signInByApi(page, organizer.email, organizer.password);
    await page.goto(`/teams/${team!.id}`);
    const players = page.getByRole('table', { name: 'Players' });
    const row = players.getByRole('row').filter({ has: page.getByRole('link', { name: 'Bo Winger', exact: true }) });
    await expect(row).toHaveCount(1);

    // Cancel keeps the player.
    await row.getByRole('button', { name: 'Delete player Bo Winger' }).click();
    const confirmation = deleteConfirmation(page, 'Delete player “Bo Winger”?');
    await expect(confirmation).toContainText('Bo Winger leaves the squad. Their goals and lineup entries in matches stay, shown as “Former player”.');
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete player Bo Winger' }).click();
    await confirmation.getByRole('button', { name: 'Delete player', exact: true }).click();
    await expect(undoOffer(page, 'Bo Winger')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Players (1)')).toBeVisible();
    await expect.poll(() => publicReadStatus(page, `/api/public/players/${team!.players['Bo Winger']}`)).toBe(404);

    await undoOffer(page, 'Bo Winger').getByRole('button', { name: 'Undo' }).click();
    await expect(row).toHaveCount(1);
    await expect(page.getByText('Players (2)')).toBeVisible();
    await page.reload();
    await expect(players.getByRole('link', { name: 'Bo Winger', exact: true })).toBeVisible();
    await expect(players.getByRole('link', { name: 'Ada Keeper', exact: true })).toBeVisible();
  });

  test('bulk add skips names that already exist or repeat, ignoring case and spaces, and says which', async ({ page, organizer }, testInfo) => {
    const tag = uniqueName('', testInfo.workerIndex).trim();
    const [eagles, lions, hawks] = [`Eagles FC ${tag}`, `Lions ${tag}`, `Hawks ${tag}`];
    await signInByApi(page, organizer.email, organizer.password);
    await createTeamsThroughUi(page, [eagles, lions]);

    const spelledAgain = [`  eagles   fc ${tag.toLowerCase()} `, lions.toUpperCase(), hawks, ` ${hawks.toLowerCase()}`];
    await page.getByLabel('Team names (one per line)').fill(spelledAgain.join('\n'));
    await page.getByRole('button', { name: 'Add 4 Teams' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 team.' })).toContainText(
      // Hawks, given twice in this paste, is a repeat, not a team that already exists (issue 22).
      `Added 1 team. Skipped 2 teams that already exist: eagles fc ${tag.toLowerCase()}, ${lions.toUpperCase()}. Listed twice: ${hawks} (added once).`,
    );
    await expect(page.getByRole('heading', { name: 'Your Teams (3)' })).toBeVisible();
    for (const name of [eagles, lions, hawks]) await expect(teamCard(page, name)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your Teams (3)' })).toBeVisible();
  });

  test("the super admin deletes an organizer: its public tournament, team and player pages become the not-found pages", async ({ page, browser, organizer, baseURL }, testInfo) => {
    const [home, away] = [uniqueName('Falcons', testInfo.workerIndex), uniqueName('Ravens', testInfo.workerIndex)];
    const [homeTeam, awayTeam] = await seedTeams(baseURL!, organizer, [
      { name: home, players: [{ firstName: 'Cy', lastName: 'Striker', position: 'Forward', number: 9 }] },
      { name: away, players: [] },
    ]);
    const cup = uniqueName('Summer Cup', testInfo.workerIndex);
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: cup,
      teamIds: [homeTeam!.id, awayTeam!.id],
      visibility: 'public',
      matches: [{ round: 1, homeTeamId: homeTeam!.id, awayTeamId: awayTeam!.id, homeGoals: 2, awayGoals: 0 }],
    });
    const playerId = homeTeam!.players['Cy Striker']!;
    const organizerAddress = `/${encodeURIComponent(organizer.name)}/${tournamentId}`;

    const before = await visitorPage(browser);
    await before.page.goto(organizerAddress);
    await expect(before.page.getByRole('heading', { level: 1, name: cup })).toBeVisible();
    await before.page.goto(`/public/teams/${homeTeam!.id}`);
    await expect(before.page.getByRole('heading', { level: 1, name: home })).toBeVisible();
    await before.close();

    await deleteOrganizerAsSuperAdmin(page, organizer.name);

    const after = await visitorPage(browser);
    const visitor = after.page;
    expect((await visitor.goto(`/public/tournaments/${tournamentId}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Tournament not found' })).toBeVisible();
    expect((await visitor.goto(organizerAddress))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    expect((await visitor.goto(`/public/teams/${homeTeam!.id}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Team not found' })).toBeVisible();
    expect((await visitor.goto(`/public/players/${playerId}`))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: 'Player not found or not publicly visible' })).toBeVisible();
    // Home search no longer finds the organizer or its tournament.
    const found = (await (await visitor.request.get(`/api/public/search?q=${encodeURIComponent(cup)}`)).json()) as { tournaments: unknown[] };
    expect(found.tournaments).toEqual([]);
    await after.close();
  });
});
