import { uniqueName } from '../support/api';
import { expect, test } from '../support/fixtures';
import { seedTeams, seedTournament } from '../support/seed-tournament';

test.describe('link previews with pictures', () => {
  test("a public tournament page's og:image is its share card, a 1200×630 PNG the server draws", async ({ request, baseURL, organizer }, testInfo) => {
    const names = [uniqueName('Manchester City', testInfo.workerIndex), uniqueName('Arsenal', testInfo.workerIndex)];
    const [city, arsenal] = await seedTeams(baseURL!, organizer, names.map((name) => ({ name, players: [] })));
    const { tournamentId } = await seedTournament(baseURL!, organizer, {
      name: uniqueName('Premier League', testInfo.workerIndex),
      teamIds: [city!.id, arsenal!.id],
      visibility: 'public',
      format: { mode: 'league', rounds: 1 },
      matches: [{ round: 1, homeTeamId: city!.id, awayTeamId: arsenal!.id, homeGoals: 4, awayGoals: 1 }],
    });

    const html = await (await request.get(`/public/tournaments/${tournamentId}`)).text();
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`^${baseURL}/share-cards/tournaments/${tournamentId}\\.png\\?v=[\\w-]+$`));
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(new RegExp(`<meta property="og:image:alt" content="[^"]*standings: 1\\. ${names[0]}, 3 points; 2\\. ${names[1]}, 0 points\\. Champion: ${names[0]}\\." />`));

    const card = await request.get(image);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await card.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
