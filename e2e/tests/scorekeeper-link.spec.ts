import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createTournament, signInWithTeams } from '../support/tournament-admin';

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

    // The public match page, as a visitor sees it.
    const visitor = await browser.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/public/tournaments/${tournamentId}/matches/${matchId}`);
    const publicScore = publicPage.getByRole('region', { name: 'Match summary' }).getByRole('img', { name: /^Score|No score yet/ });
    await expect(publicScore).toBeVisible();

    // The touchline: another browser, no account, a 375 px phone.
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const touchline = await phone.newPage();
    await touchline.goto(address);
    await touchline.getByRole('button', { name: 'Kick-off' }).tap();
    await expect(touchline.getByLabel('Match minute')).toHaveText("1'");
    await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await expect(publicScore).toHaveAccessibleName('Score 1 – 0', { timeout: 2000 });
    await touchline.getByRole('button', { name: 'Half-time' }).tap();
    await expect(touchline.getByLabel('Match minute')).toHaveText('HT');
    await expect(publicPage.getByLabel('Match minute')).toHaveText('HT', { timeout: 2000 });

    // No signal: the taps wait on the phone, in order.
    await phone.setOffline(true);
    await touchline.getByRole('button', { name: 'Second half' }).tap();
    await touchline.getByRole('button', { name: `Goal for ${away}` }).tap();
    await touchline.getByRole('button', { name: `Goal for ${home}` }).tap();
    await expect(touchline.getByRole('status')).toHaveText('Offline: 3 changes waiting');
    await expect(touchline.getByRole('img', { name: `${home} 2, ${away} 1` })).toBeVisible();
    await expect(publicScore).toHaveAccessibleName('Score 1 – 0');

    // Back online: they arrive, in the order they were made.
    await phone.setOffline(false);
    await expect(touchline.getByRole('status')).toHaveText('All changes sent', { timeout: 10_000 });
    await expect(publicScore).toHaveAccessibleName('Score 2 – 1', { timeout: 2000 });
    // In the order they were made: the away goal, then the home goal, each in the second half.
    await expect(publicPage.getByRole('list', { name: 'Goals in minute order' }).getByRole('listitem')).toHaveText([
      new RegExp(`${home}.*1 – 0$`),
      new RegExp(`${away}.*1 – 1$`),
      new RegExp(`${home}.*2 – 1$`),
    ]);
    await touchline.getByRole('button', { name: 'Full-time' }).tap();
    await expect(touchline.getByRole('status')).toHaveText('All changes sent');
    await expect(publicPage.getByLabel('Match minute')).toHaveText('FT', { timeout: 2000 });

    // Revoked: the phone's next change is refused and kept.
    await links.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(links.getByRole('img', { name: 'QR code of the scorekeeper link' })).toHaveCount(0);
    await touchline.getByRole('button', { name: `Take a goal from ${home}` }).tap();
    await expect(touchline.getByText(/revoked or has expired/)).toBeVisible();
    await expect(publicScore).toHaveAccessibleName('Score 2 – 1');
    await visitor.close();
    await phone.close();
  });
});
