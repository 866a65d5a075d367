// @vitest-environment node
// The server entry renders where there is no DOM, as in the gateway.
import { QueryClient, hydrate } from '@tanstack/react-query';
import { queryKeys, type HomeSearchPage } from 'shared-data';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pageDocument, renderPublicPage } from './render-public-page';

// The server build bundles one router; under Vitest 'react-router' and the screens' 'react-router-dom'
// load as two copies with two contexts, so the entry's StaticRouter is taken from the screens' one.
vi.mock('react-router', async () => await import('react-router-dom'));
// This project shares one worker between test files (vitest.config.ts): the mock ends with this file.
afterAll(() => vi.doUnmock('react-router'));

const config = { gatewayUrl: 'https://kickoff.example', region: 'eu-west-2', bucket: 'media', tablePrefix: 'test-' };
const found: HomeSearchPage = {
  organizers: [{ id: 'org_1', name: 'Riverside FA' } as HomeSearchPage['organizers'][number]],
  tournaments: [],
  teams: [],
  players: [],
  organizerCount: 1,
  tournamentCount: 0,
  teamCount: 0,
  playerCount: 0,
  nextCursor: null,
};

const home = (text: string, document: HomeSearchPage | null) =>
  renderPublicPage({ screen: 'HomeScreen', pattern: '/', path: text ? `/?q=${encodeURIComponent(text)}` : '/', page: { kind: 'home', id: text, document }, config })!;

describe('the server-rendered home page', () => {
  it('depends on the search text of its address only', () => {
    expect(pageDocument('HomeScreen', {}, '?utm_source=x&q=%20Riverside%20')).toEqual({ kind: 'home', id: 'Riverside', query: '?q=Riverside' });
    expect(pageDocument('HomeScreen', {}, '')).toEqual({ kind: 'home', id: '', query: '' });
    expect(pageDocument('HomeScreen', {}, `?q=${'x'.repeat(201)}`)).toEqual({ kind: 'home', id: '', query: '' });
  });

  it('shows the search form and the way to the admin login, titled Home', () => {
    const page = home('', null);
    expect(page.html).toContain('Find tournaments and organizers');
    expect(page.html).toContain('Search organizers and tournaments');
    expect(page.html).toContain('href="/admin/login"');
    expect(page.meta).toEqual({ title: 'Home', description: expect.stringContaining('Follow leagues and cups') });
  });

  it("leaves a shared search's first page where the browser's home search reads it", () => {
    const client = new QueryClient();
    hydrate(client, home('Riverside', found).state);
    expect(client.getQueryData(queryKeys.homeSearch('riverside'))).toEqual({ pages: [found], pageParams: [null] });
  });
});
