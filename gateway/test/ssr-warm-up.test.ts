import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE, TOURNAMENT_SHELL_BUNDLE, appsWith, publicPagesOf, servePages } from './ssr-pages-world';

// A stand-in for mf-public's server build: each page lists what the build rendered before it.
const PUBLIC_BUNDLE = `
const rendered = [];
exports.pageDocument = (screen, params) => ({ kind: 'tournament', id: params.id, query: '' });
exports.renderPublicPage = ({ page }) => {
  const { teams, matches } = page.document;
  rendered.push(page.document.tournament.name + ' (' + teams.length + ' teams, ' + matches.filter((m) => m.homeGoals != null).length + ' results)');
  return { html: '<ol><li>' + rendered.join('</li><li>') + '</li></ol>', meta: { title: page.id, description: 'd' }, state: {} };
};
`;

const errors: unknown[] = [];
let server: Awaited<ReturnType<typeof servePages>>;

beforeAll(async () => {
  const appsDir = await appsWith([
    ['shell/dist', 'index.html', TEMPLATE],
    ['shell/dist-ssr', 'render.cjs', TOURNAMENT_SHELL_BUNDLE],
    ['mf-public/dist-ssr', 'render.cjs', PUBLIC_BUNDLE],
  ]);
  const cup = { tournament: { id: 't1', name: 'Spring Cup', visibility: 'public' }, matches: [], teams: [], organizer: null };
  const pages = publicPagesOf(appsDir, {
    tournaments: { get: async (id) => (id === 't1' ? { document: cup as never, json: { hash: 'v1' } as never } : { document: null, json: null }) },
    onError: (err) => errors.push(err),
  });
  await pages.start();
  server = await servePages(pages, appsDir);
});

afterAll(() => server?.close());

describe('a gateway that starts', () => {
  it('has rendered a small season with results a few times before its first visitor, so V8 has compiled the render', async () => {
    const [status, html] = await server.answer('/public/tournaments/t1');
    expect(status).toBe(200);
    const warmUp = 'Warm-up League (4 teams, 3 results)';
    expect(html).toContain(`<ol><li>${warmUp}</li><li>${warmUp}</li><li>${warmUp}</li><li>Spring Cup (0 teams, 0 results)</li></ol>`);
    expect(errors).toEqual([]);
  });
});
