import { GetObjectCommand } from '@aws-sdk/client-s3';
import { Resvg } from '@resvg/resvg-js';
import { matchStartMs } from 'shared-domain';
import { afterAll, describe, expect, it } from 'vitest';
import { cardContent } from '../src/share-cards/card-content';
import type { CardDocument } from '../src/share-cards/card-documents';
import { cardTree } from '../src/share-cards/card-layout';
import { CardRenderPool, RenderQueueFull } from '../src/share-cards/card-render-pool';
import { renderCardPng } from '../src/share-cards/card-renderer';
import { CrestImages } from '../src/share-cards/crest-images';
import { shareCardImage } from '../src/share-cards/share-card-image';
import { parseShareCardPath, shareCardPath } from '../src/share-cards/share-card-paths';
import { ShareCards } from '../src/share-cards/share-cards';
import { composeHtml } from '../src/ssr/html-document';
import { PublicTournamentCache } from '../src/views/public-tournament-cache';
import { tableNames } from '../src/store/tables';
import { cupDocument, leagueDocument, matchDocument, MATCHES, playerDocument, teamDocument } from './share-card-samples';

const NOW = Date.parse('2024-06-01T12:00:00Z');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's IHDR chunk. */
const sizeOf = (png: Uint8Array) => {
  const view = Buffer.from(png);
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
};

const render = (card: CardDocument, images: ReadonlyMap<string, string> = new Map()) => renderCardPng(cardTree(cardContent(card, NOW), images));

/** A real 64×64 red PNG, as an uploaded crest would be. */
const RED_CREST = Buffer.from(new Resvg('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#d00"/></svg>').render().asPng());

describe('a share card', () => {
  it.each([
    ['tournament', { kind: 'tournament', document: leagueDocument() }],
    ['team', { kind: 'team', document: teamDocument() }],
    ['player', { kind: 'player', document: playerDocument() }],
    ['match', { kind: 'match', document: matchDocument() }],
  ] as const)('of a %s is a 1200×630 PNG', async (_kind, card) => {
    const png = await render(card);
    expect(Buffer.from(png.subarray(0, 8)).equals(PNG_SIGNATURE)).toBe(true);
    expect(sizeOf(png)).toEqual({ width: 1200, height: 630 });
  });

  it('shows the score: another score is another picture, the same score the same one', async () => {
    const [won, again, drawn] = await Promise.all([render({ kind: 'match', document: matchDocument([3, 1]) }), render({ kind: 'match', document: matchDocument([3, 1]) }), render({ kind: 'match', document: matchDocument([1, 1]) })]);
    expect(Buffer.from(won).equals(Buffer.from(again))).toBe(true);
    expect(Buffer.from(won).equals(Buffer.from(drawn))).toBe(false);
  });

  it('draws an uploaded crest instead of the initials', async () => {
    const card = { kind: 'match', document: matchDocument() } as const;
    const crest = `data:image/png;base64,${RED_CREST.toString('base64')}`;
    const logo = card.document.home.logo ?? '/media/teams/ars/logo-1.png';
    const withLogo = { kind: 'match', document: { ...card.document, home: { ...card.document.home, logo } } } as const;
    const [initials, drawn] = await Promise.all([render(withLogo), render(withLogo, new Map([[logo, crest]]))]);
    expect(Buffer.from(initials).equals(Buffer.from(drawn))).toBe(false);
  });
});

describe('what a card says', () => {
  it('a league: the standings’ top rows (position, team, played, points), as the page’s table orders them', () => {
    const content = cardContent({ kind: 'tournament', document: leagueDocument() }, NOW);
    expect(content.layout === 'standings' && content.rows.map((r) => [r.position, r.team.name, r.played, r.points])).toEqual([
      [1, 'Newcastle United', 2, 4],
      [2, 'Arsenal', 1, 3],
      [3, 'ŁKS Łódź', 1, 1],
      [4, 'Зенит', 1, 1],
      [5, 'Manchester United', 1, 1],
    ]);
    expect(content.alt).toBe('Premier League 2022/23 standings: 1. Newcastle United, 4 points; 2. Arsenal, 3 points; 3. ŁKS Łódź, 1 point; 4. Зенит, 1 point; 5. Manchester United, 1 point.');
  });

  it('a finished league names its champion', () => {
    const played = MATCHES.map((m) => (m.homeGoals === undefined ? { ...m, homeGoals: 0, awayGoals: 4 } : m));
    const content = cardContent({ kind: 'tournament', document: leagueDocument(played) }, NOW);
    expect(content.layout === 'standings' && content.banner).toBe('Champion: Arsenal');
  });

  it('a cup: its latest round with results, then its champion', () => {
    const round = (final: [number, number] | null) => {
      const content = cardContent({ kind: 'tournament', document: cupDocument(final) }, NOW);
      return content.layout === 'results' && [content.caption, content.results.map((r) => `${r.home.name} ${r.score} ${r.away.name}`), content.banner];
    };
    expect(round(null)).toEqual(['1/2 Final', ['Newcastle United 1–1 (3–4 pens) Arsenal', 'ŁKS Łódź 0–2 Зенит'], null]);
    expect(round([2, 1])).toEqual(['Final', ['Arsenal 2–1 Зенит'], 'Champion: Arsenal']);
  });

  it('a match: "Full time" when played, the kick-off before, "Live" during', () => {
    const state = (document: ReturnType<typeof matchDocument>, now: number) => {
      const content = cardContent({ kind: 'match', document }, now);
      return content.layout === 'match' ? [content.score, content.status] : null;
    };
    expect(state(matchDocument([2, 0]), NOW)).toEqual(['2–0', 'Full time']);
    const upcoming = matchDocument(null, { dateISO: '2030-05-01', time: '15:00' });
    expect(state(upcoming, NOW)).toEqual([null, 'Wed, May 1, 2030, 15:00 BST']);
    // Half an hour after kick-off, as the status rule reads the stored date and time.
    expect(state(upcoming, matchStartMs('2030-05-01', '15:00')! + 30 * 60_000)).toEqual([null, 'Live']);
  });

  it('a team: its crest, name and league record; a player: name, team and goals', () => {
    const team = cardContent({ kind: 'team', document: teamDocument() }, NOW);
    expect(team.layout === 'profile' && [team.title, team.facts.map((f) => `${f.label} ${f.value}`)]).toEqual(['Arsenal', ['Played 1', 'Won 1', 'Drawn 0', 'Lost 0', 'Titles 0']]);
    const player = cardContent({ kind: 'player', document: playerDocument() }, NOW);
    expect(player.layout === 'profile' && [player.title, player.caption, player.facts[0]]).toEqual(['Striker Arsenal', 'Arsenal · Forward', { label: 'Goals', value: '3' }]);
  });
});

describe('the card’s address', () => {
  it('names the item and the document’s version, and reads back', () => {
    expect(shareCardPath({ kind: 'match', tournamentId: 't 1', matchId: 'm1' }, 'abc')).toBe('/share-cards/tournaments/t%201/matches/m1.png?v=abc');
    expect(parseShareCardPath('/share-cards/tournaments/t%201/matches/m1.png')).toEqual({ kind: 'match', tournamentId: 't 1', matchId: 'm1' });
    expect(parseShareCardPath('/share-cards/players/p7.png')).toEqual({ kind: 'player', id: 'p7' });
    expect(parseShareCardPath('/share-cards/players/p7.jpg')).toBeNull();
    expect(parseShareCardPath('/share-cards/players/%E0%A4%A.png')).toBeNull();
  });

  it('is the page’s og:image: absolute, with its size, its text and the large preview', () => {
    const image = shareCardImage({ kind: 'team', document: teamDocument() }, 'v1', NOW);
    const html = composeHtml('<html><head><title>x</title></head><body><div id="root"></div></body></html>', {
      rootHtml: '',
      state: {},
      title: 'Arsenal · KickOff Hub',
      meta: { title: 'Arsenal', description: 'd', image: '/media/teams/ars/logo-1.png' },
      url: 'https://kickoff.example/public/teams/ars',
      shareCard: image,
    });
    expect(html).toContain('<meta property="og:image" content="https://kickoff.example/share-cards/teams/ars.png?v=v1" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:alt" content="Arsenal: 1 league game: 1 won, 0 drawn, 0 lost; 0 titles." />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('never takes its page down: a document its rules cannot read (no format) is named plainly', () => {
    const { tournament, ...rest } = leagueDocument();
    const { format: _format, ...formatless } = tournament;
    const image = shareCardImage({ kind: 'tournament', document: { ...rest, tournament: formatless as typeof tournament } }, 'v1', NOW);
    expect(image).toEqual({ path: '/share-cards/tournaments/pl.png?v=v1', width: 1200, height: 630, alt: 'Premier League 2022/23 · share card' });
  });
});

describe('the crests', () => {
  const s3Holding = (objects: Record<string, Buffer>) => {
    const reads: string[] = [];
    const send = async (command: GetObjectCommand) => {
      const key = command.input.Key ?? '';
      reads.push(key);
      const body = objects[key];
      if (!body) throw Object.assign(new Error('NoSuchKey'), { $metadata: { httpStatusCode: 404 } });
      return { ContentLength: body.length, Body: { transformToByteArray: async () => new Uint8Array(body) } };
    };
    return { s3: { send } as never, reads };
  };

  it('are read once from the bucket: PNG and JPEG are drawn, anything else (WebP, another site’s https logo, a missing upload) is not', async () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    const { s3, reads } = s3Holding({ 'teams/a/logo-1.png': RED_CREST, 'teams/b/logo-2.webp': webp });
    const crests = new CrestImages(s3, 'bucket', () => undefined);
    const urls = ['https://gw.example/media/teams/a/logo-1.png', '/media/teams/b/logo-2.webp', 'https://cdn.example/crest.png', '/media/teams/c/logo-3.png'];
    const first = await crests.read(urls);
    expect([...first.keys()]).toEqual(['https://gw.example/media/teams/a/logo-1.png']);
    expect(first.get(urls[0]!)).toMatch(/^data:image\/png;base64,/);
    await crests.read(urls);
    expect(reads).toEqual(['teams/a/logo-1.png', 'teams/b/logo-2.webp', 'teams/c/logo-3.png']);
  });
});

describe('the cards service', () => {
  const cup = leagueDocument();
  const tournaments = new PublicTournamentCache(async (id) => (id === 'pl' ? cup : null), tableNames('test-'));
  const sources = { tournaments, directory: { team: async () => null, player: async () => null }, matches: { read: async () => null } };
  const countingPool = () => {
    const pool = { renders: 0, render: async () => (pool.renders++, Buffer.from(`png ${pool.renders}`)), close: async () => undefined };
    return pool;
  };

  it('renders a card once per document version and answers the versioned URL for good, any other briefly', async () => {
    const pool = countingPool();
    const cards = new ShareCards({ sources, crests: { read: async () => new Map() }, pool, clock: () => NOW });
    const version = (await tournaments.get('pl')).json!.hash;
    const [a, b] = await Promise.all([cards.card({ kind: 'tournament', id: 'pl' }, version), cards.card({ kind: 'tournament', id: 'pl' }, version)]);
    const old = await cards.card({ kind: 'tournament', id: 'pl' }, 'an-old-version');
    expect(pool.renders).toBe(1);
    expect([a, b, old].map((answer) => answer.status === 200 && answer.cacheControl)).toEqual(['public, max-age=31536000, immutable', 'public, max-age=31536000, immutable', 'public, max-age=60']);
    expect(await cards.card({ kind: 'tournament', id: 'private-or-missing' }, null)).toEqual({ status: 404 });
  });

  it('answers 503 when the renders are queued to capacity', async () => {
    const busy = { render: async () => Promise.reject(new RenderQueueFull()), close: async () => undefined };
    const cards = new ShareCards({ sources, crests: { read: async () => new Map() }, pool: busy });
    expect(await cards.card({ kind: 'tournament', id: 'pl' }, null)).toEqual({ status: 503 });
  });
});

describe('the render worker', () => {
  const pool = new CardRenderPool({ maxWaiting: 1 });
  afterAll(() => pool.close());

  it('renders off the main thread, and refuses cards beyond its queue', async () => {
    const tree = cardTree(cardContent({ kind: 'match', document: matchDocument() }, NOW), new Map());
    const running = pool.render(tree);
    const waiting = pool.render(tree);
    await expect(pool.render(tree)).rejects.toBeInstanceOf(RenderQueueFull);
    const [png, second] = await Promise.all([running, waiting]);
    expect(sizeOf(png)).toEqual({ width: 1200, height: 630 });
    expect(png.equals(second)).toBe(true);
    expect(png.equals(Buffer.from(await renderCardPng(tree)))).toBe(true);
  }, 30_000);
});
