import type { Browser, Page } from '@playwright/test';
import type { Theme } from 'shared-domain';
import { LOGIN_PATH, SUPER_ADMIN_LOGIN_PATH, remoteRoutes, type RemoteRoute } from '../../shell/src/features/routing/route-table';
import { SUPER_ADMIN } from '../support/api';
import { untilAppTookOver } from '../support/app-takeover';
import { auditBothThemes, axeFindings, darkPage, inBothThemes, RULES_IN } from '../support/axe-audit';
import { expect, test } from '../support/fixtures';
import { watchPolicyViolations } from '../support/policy-violations';
import { routePath, screenHeading, seedRouteWalk } from '../support/route-walk-seed';
import { seededOncePerWorker } from '../support/worker-seed';
import { signInByApi } from '../support/session';

/** The route walk's data, seeded once per worker: these tests only read it. */
const routeWalk = seededOncePerWorker('Walk Org', seedRouteWalk);

// Issue 13: every page of the route table, with real data and in both themes, passes axe's WCAG 2.1 A
// and AA rules without a serious or critical violation; so do the states a page opens into (a form
// showing its errors, an inline editor, a confirmation, each tab of the match page). The standings and
// the bracket are read as a table and as named rounds, and every keyboard stop shows its focus.

// No trace unless E2E_TRACE asks (doubles the walk's time); no test.use (would give the file workers of their own).

/**
 * Opens `path`, waits until its screen shows with nothing loading (and whatever `ready` expects besides), then
 * audits it in both themes.
 */
async function audit(page: Page, path: string, heading: { name: string; level?: number }, ready?: (page: Page) => Promise<void>): Promise<string[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { exact: true, ...heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await ready?.(page);
  return auditBothThemes(page, path);
}

/** The states the tournament pages are audited in: a league table with results and a started bracket. */
const READY: Partial<Record<RemoteRoute['screen'], (page: Page) => Promise<void>>> = {
  PublicTournamentScreen: async (page) => {
    await expect(page.getByRole('table', { name: 'League table' }).getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Playoff Bracket' }).getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
  },
  TournamentDetailScreen: async (page) => {
    await expect(page.getByRole('table', { name: 'Standings' }).getByRole('row')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();
  },
};

/** The route walk's organizer signed in on a page of its own that starts in the dark theme, with the walk's data. */
async function organizerWalk(browser: Browser, baseURL: string, workerIndex: number): Promise<{ page: Page; seed: Awaited<ReturnType<typeof routeWalk>>['seeded'] }> {
  const { organizer, seeded: seed } = await routeWalk(baseURL, workerIndex);
  const page = await darkPage(browser);
  await signInByApi(page, organizer.email, organizer.password);
  return { page, seed };
}

const isPublic = (route: RemoteRoute) => route.access === 'public';

/**
 * An admin page under /admin/… whose short address (/teams for /admin/teams) shows the same screen: it is audited
 * under the short address only, the one the bar's links go to (there the bar also shows its current link, a state
 * of its own colours). The admin console's walk opens both addresses.
 */
const hasShortAddress = (route: RemoteRoute) =>
  route.path.startsWith('/admin/') && remoteRoutes.some((other) => other.path === route.path.slice('/admin'.length) && other.screen === route.screen);

/**
 * Tabs through a page just loaded, from the top, `presses` times, and names every focused element that shows no
 * focus indicator: neither an outline (of some width, not transparent) nor a box-shadow ring.
 */
async function unringedStops(page: Page, presses: number): Promise<string[]> {
  const unringed: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(async () => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      // The ring as it ends up: a control's ring fades in (a transition starting from none).
      const ending = element.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished));
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !/rgba\(0, 0, 0, 0\)|transparent/.test(style.outlineColor);
      const ringed = style.boxShadow !== 'none';
      const labels = 'labels' in element ? [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent) : [];
      const name = element.getAttribute('aria-label') ?? (labels.join(' ') || element.textContent?.trim().slice(0, 40)) ?? '';
      return outlined || ringed ? null : `<${element.tagName.toLowerCase()}> ${name}`;
    });
    if (stop) unringed.push(stop);
  }
  return unringed;
}

/** The page's failure message: every finding, one after the other. */
const report = (findings: string[]) => `axe found serious or critical violations:\n${findings.join('\n')}`;

test.describe('accessibility in both themes', () => {
  test('every public page of the route table, the two logins and the 404 page', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { seeded: seed } = await routeWalk(baseURL!, testInfo.workerIndex);
    const page = await darkPage(browser);
    const violations = await watchPolicyViolations(page.context()); // issue 12's walk of the public pages, too
    const findings: string[] = [];
    for (const route of remoteRoutes.filter(isPublic)) {
      await test.step(route.path, async () => {
        // The embed guide with a match chosen shows the real widget (a shadow root) in its preview.
        const query = route.screen === 'EmbedScreen' ? `?tournament=${seed.tournamentId}&match=${seed.matchId}` : '';
        const heading = { name: screenHeading(route.screen, seed), level: 1 };
        findings.push(...(await audit(page, routePath(route.path, seed) + query, heading, READY[route.screen])));
        if (route.screen === 'EmbedScreen') await expect(page.locator('match-center-widget [part="score"]')).toHaveText('2 – 1');
      });
    }
    await test.step('the public match page, Lineups tab', async () => {
      await page.goto(`/public/tournaments/${seed.tournamentId}/matches/${seed.matchId}`);
      await untilAppTookOver(page);
      await page.getByRole('tab', { name: 'Lineups' }).click();
      await expect(page.getByRole('tabpanel')).toContainText(seed.playerName);
      findings.push(...(await auditBothThemes(page, 'public match, Lineups')));
    });
    const shellScreens = { [LOGIN_PATH]: 'Admin Login', [SUPER_ADMIN_LOGIN_PATH]: 'Super Admin Login', '/no/such/page/here': '404 - Page Not Found' };
    for (const [path, name] of Object.entries(shellScreens)) {
      await test.step(path, async () => findings.push(...(await audit(page, path, { name }))));
    }
    await test.step('the login form refusing a sign-in', async () => {
      await page.goto(LOGIN_PATH);
      await page.getByLabel('Email or Username').fill(`nobody-${testInfo.workerIndex}@example.test`);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      findings.push(...(await auditBothThemes(page, `${LOGIN_PATH} refusing a sign-in`)));
      await expect(page.getByRole('alert')).toBeVisible();
    });
    await page.context().close();
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
    expect(findings, report(findings)).toEqual([]);
  });

  test('every organizer page of the route table', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { page, seed } = await organizerWalk(browser, baseURL!, testInfo.workerIndex);
    const findings: string[] = [];
    for (const route of remoteRoutes.filter((r) => (r.access === 'guarded' || r.access === 'organizer') && !hasShortAddress(r))) {
      await test.step(route.path, async () => {
        const heading = { name: screenHeading(route.screen, seed), level: 1 };
        findings.push(...(await audit(page, routePath(route.path, seed), heading, READY[route.screen])));
      });
    }
    await page.context().close();
    expect(findings, report(findings)).toEqual([]);
  });

  test('the states admin pages open into, and the super admin\'s pages', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const { page, seed } = await organizerWalk(browser, baseURL!, testInfo.workerIndex);
    const findings: string[] = [];
    await test.step('the match page, tab by tab', async () => {
      await page.goto(`/tournaments/${seed.tournamentId}/matches/${seed.matchId}`);
      const tabByTab = async (theme: Theme) => {
        const findings: string[] = [];
        for (const tab of ['Statistics', 'Lineups', 'Goals & Events', 'Content']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          if (tab === 'Lineups') await expect(page.getByRole('tabpanel')).toContainText(seed.playerName);
          findings.push(...(await axeFindings(page, `match page, ${tab} (${theme})`, RULES_IN[theme])));
        }
        return findings;
      };
      findings.push(...(await inBothThemes(page, tabByTab)));
    });
    await test.step('the tournament page asking to confirm a delete', async () => {
      await page.goto(`/tournaments/${seed.tournamentId}`);
      const confirmation = page.getByRole('alertdialog');
      // The dialog is modal (its backdrop would take the toggle's click): it is asked again in the bright theme.
      const asked = async (theme: Theme) => {
        await page.getByRole('button', { name: 'Delete Tournament' }).click();
        await expect(confirmation).toBeVisible();
        const found = await axeFindings(page, `tournament page, delete confirmation (${theme})`, RULES_IN[theme]);
        await confirmation.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirmation).toBeHidden();
        return found;
      };
      findings.push(...(await inBothThemes(page, asked)));
    });
    await test.step('the teams page, Create Team showing its error', async () => {
      await page.goto('/teams');
      await page.getByRole('button', { name: 'Create Team' }).click();
      await expect(page.getByLabel('Team Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      findings.push(...(await auditBothThemes(page, '/teams with an error')));
      await expect(page.getByLabel('Team Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });
    await test.step('the team page, a player being added', async () => {
      await page.goto(`/teams/${seed.teamId}`);
      await page.getByRole('button', { name: '+ Add Player' }).click();
      await expect(page.getByLabel('First Name', { exact: true })).toBeVisible();
      findings.push(...(await auditBothThemes(page, 'team page, adding a player')));
      await expect(page.getByLabel('First Name', { exact: true })).toBeVisible();
    });

    const superAdmin = await darkPage(browser);
    await signInByApi(superAdmin, SUPER_ADMIN.username, SUPER_ADMIN.password);
    for (const route of remoteRoutes.filter((r) => r.access === 'superAdmin')) {
      await test.step(`${route.path} as the super admin`, async () => {
        findings.push(...(await audit(superAdmin, routePath(route.path, seed), { name: screenHeading(route.screen, seed), level: 1 })));
      });
    }
    await test.step('/admin as the super admin', async () => {
      findings.push(...(await audit(superAdmin, '/admin', { name: 'Admin Panel', level: 1 })));
    });
    await Promise.all([page.context().close(), superAdmin.context().close()]);
    expect(findings, report(findings)).toEqual([]);
  });
});

test.describe('keyboard and screen reader', () => {
  test('the league table reads as a table, the bracket as named rounds; Tab reaches every game and every stop shows its focus', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    const { organizer, seeded: seed } = await routeWalk(baseURL!, testInfo.workerIndex);
    const [first, second, third, fourth] = seed.teamNames;
    await page.goto(`/public/tournaments/${seed.tournamentId}`);
    // Keyboard focus is the app's: the server's HTML it replaces would take the focus with it.
    await untilAppTookOver(page);

    const table = page.getByRole('table', { name: 'League table' });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(['#', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    // Column headers by markup, each abbreviation with its full name.
    const headerMarkup = await headers.evaluateAll((cells) => cells.map((cell) => [cell.getAttribute('scope'), cell.querySelector('abbr')?.title ?? null]));
    expect(headerMarkup).toEqual([
      ['col', 'Position'], ['col', null], ['col', 'Played'], ['col', 'Won'], ['col', 'Drawn'], ['col', 'Lost'],
      ['col', 'Goals for'], ['col', 'Goals against'], ['col', 'Goal difference'], ['col', 'Points'],
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([first, second, third, fourth]);

    // The bracket: one region per round, named by its heading, each a list of games.
    const bracket = page.getByRole('region', { name: 'Playoff rounds' });
    await expect(bracket.getByRole('region')).toHaveCount(2);
    await expect(bracket.getByRole('region', { name: '1/2 Final' }).getByRole('listitem')).toHaveCount(2);
    await expect(bracket.getByRole('region', { name: 'Final', exact: true }).getByRole('listitem')).toHaveCount(1);
    // From the bracket's own scroll region, Tab goes through the games round by round.
    // Each game's name says who plays and how it ended; the final names the semifinal's winner.
    const games = [
      `Match details: ${first} 1–1 (4–3 pens) ${fourth}`,
      `Match details: ${second} vs ${third}`,
      `Match details: ${first} vs Winner of match 2`,
    ];
    await bracket.focus();
    for (const name of games) {
      await page.keyboard.press('Tab');
      await expect(bracket.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${first} vs`);
    const finalPath = new URL(page.url()).pathname;

    // Focus is visible at every stop: public pages, then the organizer's tournament and match pages.
    const stops: string[] = [];
    const walk = async (path: string, presses: number) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await untilAppTookOver(page);
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      stops.push(...(await unringedStops(page, presses)).map((stop) => `${path}: ${stop}`));
    };
    await walk(`/public/tournaments/${seed.tournamentId}`, 60);
    await walk(finalPath, 25);
    await signInByApi(page, organizer.email, organizer.password);
    await walk(`/tournaments/${seed.tournamentId}`, 80);
    await walk(`/tournaments/${seed.tournamentId}/matches/${seed.matchId}`, 40);
    expect(stops, 'focused elements without a focus indicator').toEqual([]);
  });
});
