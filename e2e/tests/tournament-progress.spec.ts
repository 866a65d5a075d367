import type { Locator, Page } from '@playwright/test';
import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams } from '../support/seed-tournament';
import { fillLeagueOfAllTeams } from '../support/tournament-admin';
import { signInByApi } from '../support/session';

// Progress on long work (issue 13 item 4): a 64-team double round robin (64 × 63 = 4,032 matches) is
// created with a determinate progress bar, can be left by a reload halfway, and is resumed from the
// tournament list without duplicating a match.

/** How many matches the progress text under `scope` says are saved ("1,240 of 4,032 matches" → 1240), 0 before it shows. */
async function savedCount(scope: Locator): Promise<number> {
  const texts = await scope.getByText(/^[\d,]+ of 4,032 matches$/).allTextContents();
  return Number(texts[0]?.split(' of ')[0]?.replaceAll(',', '') ?? 0);
}

/**
 * Lets the page's match batches (BatchWriteItem, 25 matches each, sent one after the other) through up
 * to a count and holds the next until the count is raised, so each step is checked at a known number of
 * saved matches whatever the machine's speed. A batch still held when the page reloads is never sent.
 */
class MatchWriteGate {
  private batches = 0;
  private allowed = 0;
  private waiting: Array<() => void> = [];

  static async install(page: Page): Promise<MatchWriteGate> {
    const gate = new MatchWriteGate();
    await page.route('**/aws/dynamodb**', async (route) => {
      if ((route.request().headers()['x-amz-target'] ?? '').endsWith('.BatchWriteItem')) {
        const batch = ++gate.batches;
        while (batch > gate.allowed) await new Promise<void>((resolve) => gate.waiting.push(resolve));
      }
      await route.continue();
    });
    return gate;
  }

  /** Lets through the batches that save the first `matches` matches (a multiple of 25). */
  allow(matches: number): void {
    this.allowed = matches / 25;
    for (const wake of this.waiting.splice(0)) wake();
  }

  /** Lets every batch through. */
  open(): void {
    this.allow(Infinity);
  }
}

test.describe('Tournament creation progress', () => {
  test('a 64-team double round robin shows its progress, survives a reload halfway and is resumed', async ({ page, organizer, baseURL }, testInfo) => {
    testInfo.setTimeout(180_000);
    const base = uniqueName('Club', testInfo.workerIndex);
    await seedTeams(
      baseURL!,
      organizer,
      Array.from({ length: 64 }, (_, i) => ({ name: `${base} ${String(i + 1).padStart(2, '0')}`, players: [] })),
    );
    await signInByApi(page, organizer.email, organizer.password);

    // 1. Create it through the form: every team, each pair meeting twice.
    const name = uniqueName('Big League', testInfo.workerIndex);
    const form = await fillLeagueOfAllTeams(page, name, 2);
    const creation = await MatchWriteGate.install(page);
    creation.allow(200);
    await form.getByRole('button', { name: 'Create Tournament' }).click();

    // 2. The bar counts the 4,032 matches as they are saved.
    const bar = form.getByRole('progressbar', { name: 'Creating matches' });
    await expect(bar).toHaveAttribute('max', '4032');
    await expect.poll(() => savedCount(form), { timeout: 30_000 }).toBe(200);
    await expect(bar).toHaveAttribute('value', '200');
    creation.allow(500);
    await expect.poll(() => savedCount(form), { timeout: 30_000 }).toBe(500);
    await expect(bar).toHaveAttribute('value', '500');

    // 3. Reload halfway: the list says what was saved and offers Resume and Delete. The 21st batch is
    // held, so never saved; the gate goes only after the reload dropped it (unrouting first would send it).
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
    await expect(card.getByText('Creation interrupted: 500 of 4,032 matches saved')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

    // 4. Resume: the bar goes on from 500 until every match is saved, and the notice leaves.
    const resume = await MatchWriteGate.install(page);
    resume.allow(250);
    await card.getByRole('button', { name: 'Resume' }).click();
    const resumeBar = card.getByRole('progressbar', { name: 'Creating matches' });
    await expect.poll(() => savedCount(card), { timeout: 30_000 }).toBe(750);
    await expect(resumeBar).toHaveAttribute('value', '750');
    resume.open();
    // The bar leaves once the setup is done; a notice back in its place would mean it stopped again.
    await expect(resumeBar).toBeHidden({ timeout: 90_000 });
    await expect(card.getByText(/Creation interrupted/)).toBeHidden();
    await page.unrouteAll();

    // 5. The tournament has exactly 4,032 matches: none missing, none twice.
    // The page reads all 4,032 matches through the gateway: seconds, more on a busy machine.
    await card.getByRole('link', { name: `View ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('4032 matches', { exact: true })).toBeVisible();
    await expect(page.getByText(/Creation interrupted/)).toBeHidden();
  });
});
