import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, fixtures, sidesOf, signInWithTeams } from '../support/tournament-admin';

// The tournaments list and the match calendar (spec §2 "Manage Tournaments", "Match Calendar"; §5).

test.describe('tournament management', () => {
  test('the list links to the detail and the public page; the calendar lists the matches with working links', async ({ page, organizer }, testInfo) => {
    testInfo.setTimeout(60_000);
    const teams = await signInWithTeams(page, organizer, testInfo.workerIndex, 3);
    const name = uniqueName('Calendar Cup', testInfo.workerIndex);
    const id = await createTournament(page, name, teams);

    // Date one fixture; the time defaults to 12:00 (spec §5).
    const row = fixtures(page).getByRole('group').first();
    const [home, away] = await sidesOf(row);
    await row.getByLabel('Date').fill('2026-06-13');
    await row.getByLabel('Date').press('Enter');
    await expect(row.getByText('✓ Saved')).toBeVisible();
    await expect(row.getByLabel('Time')).toHaveValue('12:00');
    await row.getByLabel('Time').selectOption('18:45');
    await expect(row.getByText('✓ Saved')).toBeVisible();
    const statsHref = await row.getByRole('link', { name: 'Stats' }).getAttribute('href');
    expect(statsHref).toMatch(new RegExp(`^/tournaments/${id}/matches/match_`));

    await page.goto('/tournaments');
    await expect(page.getByRole('heading', { name: 'Your Tournaments (1)' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })).toHaveAttribute('href', `/public/tournaments/${id}`);
    await expect(page.getByRole('link', { name: `Public page of ${name} (opens in a new tab)` })).toHaveAttribute('rel', /noopener/);
    await page.getByRole('link', { name: `View ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tournaments/${id}$`));

    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Match Calendar' })).toBeVisible();
    const dated = page.getByRole('region', { name: /June 13, 2026|13 June 2026/ });
    const entry = dated.getByRole('group', { name: `${home} vs ${away}` });
    await expect(entry).toContainText('18:45');
    await expect(entry).toContainText(name);
    await expect(entry.getByRole('link', { name: 'Stats' })).toHaveAttribute('href', statsHref!);
    await expect(entry.getByRole('link', { name: home, exact: true })).toHaveAttribute('href', /^\/teams\/team_/);
    await expect(entry.getByRole('link', { name: away, exact: true })).toHaveAttribute('href', /^\/teams\/team_/);
    const undated = page.getByRole('region', { name: 'Date not set' });
    await expect(undated.getByRole('group')).toHaveCount(2);

    await entry.getByRole('link', { name: 'Stats' }).click();
    await expect(page).toHaveURL(new RegExp(`${statsHref}$`));
    await page.goto('/calendar');
    await page.getByRole('region', { name: /June 13, 2026|13 June 2026/ }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
