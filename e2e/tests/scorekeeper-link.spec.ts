import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';
import { openTouchline, secondHalfOffline } from '../support/touchline';

// Issue 25: the organizer makes a scorekeeper link for a match; on a phone, without an account, the touchline
// records a goal and the half-time / full-time clock, and the public page shows it within 2 s. Offline, two more
// goals wait on the phone ("2 changes waiting") and arrive in order once the signal is back.

// A match day that is not over (a link works until the end of its day).
const DAY = '2099-06-13';

test.describe('scorekeeper link', () => {
  test('scores a match from a phone, offline too, and the public page follows', async ({ page, organizer, browser, baseURL }, testInfo) => {
    testInfo.setTimeout(120_000);
    const [home, away] = await signInWithTeams(page, organizer, testInfo.workerIndex, 2);
    const tournamentId = await createTournament(page, uniqueName('Touchline Cup', testInfo.workerIndex), [home!, away!]);
    // Public: the public page shows it, and a scorekeeper link reads what the public reads.
    await page.getByRole('switch', { name: 'Public tournament' }).click();
    await expect(page.getByText('Visible to everyone', { exact: true })).toBeVisible();
    const card = page.getByRole('region', { name: 'Match day' });
    const setup = card.getByRole('form', { name: 'Pitches and times' });
    await setup.getByLabel('Venue').fill('Riverside Park');
    await setup.getByLabel('Pitches').fill('1');
    await setup.getByLabel('Day').fill(DAY);
    await setup.getByRole('button', { name: 'Save pitches and times' }).click();
    await expect(setup.getByText('Pitches and times saved.')).toBeVisible();
    await card.getByRole('button', { name: 'Generate schedule' }).click();
    await expect(card.getByText('Scheduled 1 match.')).toBeVisible();

    // The link, shown once with its QR code.
    await card.getByRole('button', { name: /^Create scorekeeper link for / }).first().click();
    const links = card.getByRole('region', { name: 'Scorekeeper links' });
    await expect(links.getByRole('img', { name: 'QR code of the scorekeeper link' })).toBeVisible();
    const address = await links.getByRole('textbox', { name: 'Scorekeeper link' }).inputValue();
    expect(address).toMatch(/\/score#[A-Za-z0-9_-]{43}$/);
    const opened = await page.request.post(`${baseURL}/scorekeeper/session`, { data: { token: address.split('#')[1] } });
    const matchId = ((await opened.json()) as { link: { matchId: string } }).link.matchId;

    // The public match page as a visitor sees it, and the touchline: another browser, no account, a 375 px phone.
    const watched = await openTouchline(browser, `/public/tournaments/${tournamentId}/matches/${matchId}`, address);
    const { touchline, publicScore } = watched;
    await touchline.getByRole('button', { name: 'Kick-off' }).tap();
    await expect(touchline.getByLabel('Match minute')).toHaveText("1'");
    await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await expect(publicScore).toHaveAccessibleName('Score 1 – 0', { timeout: 2000 });
    // Half-time; offline, the second half and two goals wait and then arrive in order; full-time.
    await secondHalfOffline(watched, home!, away!);

    // Revoked: the phone's next change is refused and kept.
    await links.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(links.getByRole('img', { name: 'QR code of the scorekeeper link' })).toHaveCount(0);
    await touchline.getByRole('button', { name: `Take a goal from ${home}` }).tap();
    await expect(touchline.getByText(/revoked or has expired/)).toBeVisible();
    await expect(publicScore).toHaveAccessibleName('Score 2 – 1');
    await watched.close();
  });
});
