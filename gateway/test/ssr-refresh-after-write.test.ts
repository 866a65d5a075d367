import type { Match, PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNames } from '../src/store/tables';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { TEMPLATE, TOURNAMENT_SHELL_BUNDLE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// A stand-in for mf-public's server build: a tournament page that shows its first match's score
// and counts its renders (per page: the gateway's warm-up at start renders one of its own).
const PUBLIC_BUNDLE = `
const renders = {};
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id, query: '' });
exports.renderPublicPage = ({ page }) => {
  renders[page.id] = (renders[page.id] ?? 0) + 1;
  return {
    html: '<h1>' + page.document.tournament.name + ' ' + page.document.matches[0].homeGoals + '</h1><p>render ' + renders[page.id] + '</p>',
    meta: { title: page.id, description: 'd' },
    state: {},
  };
};
`;

const tables = tableNames('test-');
const stored = new Map<string, PublicTournamentDocument>();
const cupOf = (id: string, name: string): PublicTournamentDocument => ({
  tournament: { id, name, organizerId: 'org_1', visibility: 'public' } as Tournament,
  matches: [{ id: 'm1', tournamentId: id, homeTeamId: 'team_a', awayTeamId: 'team_b', round: 1, homeGoals: 1, awayGoals: 0 } as Match],
  teams: [],
  organizer: { id: 'org_1', name: 'Riverside FA' },
});
const reads = new Map<string, number>();
const errors: unknown[] = [];
let tournaments: PublicTournamentCache;
let server: Awaited<ReturnType<typeof servePages>>;

/** What the DynamoDB proxy does after an acknowledged write of a new score: the store has it, then onWrite. */
function writeScore(tournamentId: string, homeGoals: number): void {
  const document = stored.get(tournamentId)!;
  stored.set(tournamentId, { ...document, matches: [{ ...document.matches[0]!, homeGoals }] });
  tournaments.onWrite('UpdateItem', { TableName: tables.matches, Key: { tournamentId: { S: tournamentId }, id: { S: 'm1' } } });
}

beforeAll(async () => {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', TOURNAMENT_SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
  ]);
  stored.set('t1', cupOf('t1', 'Spring Cup'));
  stored.set('t2', cupOf('t2', 'Autumn Cup'));
  tournaments = new PublicTournamentCache(async (id) => {
    reads.set(id, (reads.get(id) ?? 0) + 1);
    return stored.get(id) ?? null;
  }, tables);
  const pages = publicPagesOf(appsDir, { tournaments, onError: (err) => errors.push(err) });
  await pages.start();
  server = await servePages(pages, appsDir);
});

afterAll(() => server?.close());

const page = async (id: string) => {
  const [status, html] = await server.answer(`/public/tournaments/${id}`);
  expect(status).toBe(200);
  return /<h1>(.*)<\/h1><p>render (\d+)<\/p>/.exec(html)!.slice(1);
};

describe('a visited tournament page after a write', () => {
  it('is read and rendered again at once, so the next visitor gets the new score without a read or a render of their own', async () => {
    expect(await page('t1')).toEqual(['Spring Cup 1', '1']);
    expect(reads.get('t1')).toBe(1);

    writeScore('t1', 2);
    // Nobody asked yet: the refresh alone reads the new document and renders the page.
    await expect.poll(() => reads.get('t1')).toBe(2);
    const [shown, render] = await page('t1');
    expect(shown).toBe('Spring Cup 2');
    expect(reads.get('t1')).toBe(2);
    // Render 2 was the refresh's; had the visit rendered, this page would say render 3.
    expect(Number(render)).toBe(2);
    expect(errors).toEqual([]);
  });

  it('costs nothing for a tournament nobody visited, and a burst of writes at most two refreshes', async () => {
    writeScore('t2', 5);
    expect(reads.get('t2')).toBeUndefined();

    expect((await page('t2'))[0]).toBe('Autumn Cup 5');
    const before = reads.get('t2')!;
    for (let goals = 6; goals <= 10; goals++) writeScore('t2', goals);
    await expect.poll(() => page('t2').then(([shown]) => shown)).toBe('Autumn Cup 10');
    expect(reads.get('t2')! - before).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});
