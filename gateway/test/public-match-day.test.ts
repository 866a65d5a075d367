import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Match, PublicMatchView, PublicTeamView, PublicTournamentDocument, Tournament } from 'shared-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, TABLE, team, tournament, type World } from './world';

// Issue 25 behind the whole gateway: a match's pitch and touchline clock reach every public read (the
// tournament document, the match view, the team's seasons, the calendar feed), and a move to another pitch
// reaches them at the next read.
let w: World;
const put = (table: 'teams' | 'tournaments' | 'matches', item: object) => w.as.A.send(new PutCommand({ TableName: TABLE[table], Item: item as Record<string, unknown> }));
const json = async <T>(path: string): Promise<T> => (await fetch(`${w.t.url}${path}`)).json() as Promise<T>;

const venues = [
  {
    id: 'venue_1',
    name: 'Riverside Park',
    address: '1 River Road',
    pitches: [
      { id: 'pitch_1', name: 'Pitch 1', windows: [{ day: '2026-06-13', from: '09:00', to: '17:00' }] },
      { id: 'pitch_2', name: 'Pitch 2', windows: [{ day: '2026-06-13', from: '09:00', to: '17:00' }] },
    ],
  },
];
const clock = { kickOffAt: '2026-06-13T08:00:00.000Z', halfMinutes: 10 };

beforeAll(async () => {
  w = await createWorld();
  const own = <T extends object>(item: T) => ({ ...item, organizerId: w.A });
  for (const id of ['md_home', 'md_away']) await put('teams', { ...team(id, w.A), name: `Team ${id.slice(3)}` });
  const cup: Tournament = { ...tournament('md_cup', w.A, 'public'), name: 'Youth Day', teamIds: ['md_home', 'md_away'], timeZone: 'Europe/London', venues };
  await put('tournaments', own(cup));
  const game: Match = { id: 'md_m1', tournamentId: 'md_cup', organizerId: w.A, round: 1, homeTeamId: 'md_home', awayTeamId: 'md_away', dateISO: '2026-06-13', time: '09:00', pitchId: 'pitch_2', status: 'live', homeGoals: 1, awayGoals: 0, clock, version: 1 };
  await put('matches', own(game));
}, 60_000);
afterAll(async () => {
  await w?.dispose();
});

describe('a scheduled match on the public reads (issue 25)', () => {
  it("the tournament's public document carries the match's pitch and clock, and the venues that name the pitch", async () => {
    const document = await json<PublicTournamentDocument>('/api/public/tournaments/md_cup');
    expect(document.tournament.venues?.[0]?.pitches.map((p) => p.name)).toEqual(['Pitch 1', 'Pitch 2']);
    expect(document.matches[0]).toMatchObject({ id: 'md_m1', pitchId: 'pitch_2', clock });
  });

  it('the match view names its place and keeps the clock, with the kick-off in the tournament’s zone', async () => {
    const view = await json<PublicMatchView>('/api/public/tournaments/md_cup/matches/md_m1');
    expect(view.match.place).toBe('Pitch 2 · Riverside Park');
    expect(view.match.clock).toEqual(clock);
    expect(view.tournament.timeZone).toBe('Europe/London');
  });

  it("the team's season and calendar feed name the pitch", async () => {
    await expect
      .poll(async () => {
        const view = await json<PublicTeamView>('/api/public/teams/md_home');
        const season = view.seasons?.find((s) => s.tournament.id === 'md_cup');
        return { pitchId: season?.matches[0]?.pitchId, clock: season?.matches[0]?.clock, venue: season?.tournament.venues?.[0]?.name };
      }, { timeout: 10_000 })
      .toEqual({ pitchId: 'pitch_2', clock, venue: 'Riverside Park' });
    const ics = await (await fetch(`${w.t.url}/calendar/tournaments/md_cup.ics`)).text();
    expect(ics).toContain('LOCATION:Pitch 2 · Riverside Park');
  });

  it('a match moved to another pitch reads there at once', async () => {
    await w.as.A.send(
      new UpdateCommand({ TableName: TABLE.matches, Key: { tournamentId: 'md_cup', id: 'md_m1' }, UpdateExpression: 'SET pitchId = :p', ExpressionAttributeValues: { ':p': 'pitch_1' } }),
    );
    expect((await json<PublicTournamentDocument>('/api/public/tournaments/md_cup')).matches[0]?.pitchId).toBe('pitch_1');
    expect((await json<PublicMatchView>('/api/public/tournaments/md_cup/matches/md_m1')).match.place).toBe('Pitch 1 · Riverside Park');
  });
});
