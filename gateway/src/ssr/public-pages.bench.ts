import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bench, describe } from 'vitest';
import { premierLeagueDocument } from '../../test/premier-league-document';
import { prepareJson } from '../live/cacheable-json';
import type { CachedTournament } from '../views/public-tournament-cache';
import { PublicPages } from './public-pages';

// The Premier League 2022/23 page (20 teams × 25 players, 380 results) served by the real server builds
// (shell/ and mf-public/dist-ssr: build first) over HTTP, brotli accepted, as a phone asks for it.
// Cold: every iteration is the first request after a write (a new document version: rendered, composed,
// compressed). Warm: the same page again (its compressed bytes reused).
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
if (!fs.existsSync(path.join(ROOT, 'mf-public', 'dist-ssr', 'render.cjs')) || !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  throw new Error('The server builds are missing: run `node scripts/build.mjs` first.');
}

const league = premierLeagueDocument();
/** The cache's answer after a write: the document serialised and hashed once, as PublicTournamentCache does. */
const written = (edition: number): CachedTournament => {
  const document = { ...league, tournament: { ...league.tournament, name: `Premier League 2022/23 (${edition})` } };
  return { document, json: prepareJson(JSON.stringify(document)) };
};
let edition = 0;
let answer = written(edition);

const pages = new PublicPages({
  appsDir: ROOT,
  tournaments: { get: async () => answer },
  directory: { team: async () => null, player: async () => null, searchSnapshot: async () => ({ organizers: [], tournaments: [], teams: [], tournamentsByTeam: new Map() }) },
      matches: { read: async () => null },
  config: { gatewayUrl: '', region: 'us-east-1', bucket: 'bench', tablePrefix: 'bench-' },
  publicUrl: 'http://bench.local',
  onError: (err) => {
    throw err;
  },
});
await pages.start();
const server = http.createServer((req, res) => {
  void pages.send(req, res, req.url ?? '/').then((sent) => {
    if (!sent) res.writeHead(500).end('not rendered');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
server.unref();
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/public/tournaments/${league.tournament.id}`;

async function visit(): Promise<void> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${res.status} for ${url}`);
}

describe('Premier League page (server-rendered)', () => {
  bench(
    'cold: first request after a write (render, compose, brotli)',
    async () => {
      answer = written(++edition);
      await visit();
    },
    { warmupIterations: 3, iterations: 20 },
  );
  bench('warm: the same page again (kept bytes)', visit, { warmupIterations: 5 });
});
