import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import { organizerExport, type OrganizerExport } from './export-document';
import { importedImageKey, teamImageFields, tournamentImageFields } from './import-image-plan';
import { planOrganizerImport, type ImportTarget, type OrganizerImportPlan } from './import-plan';
import { importedId, importedIdSources, importIdSeed } from './import-references';

const SOURCE = 'org_1_source';
const TARGET = 'org_2_target';
const CREATED = '2024-01-01T00:00:00.000Z';
const GW = 'https://gw.example/media';

const player = (id: string, firstName: string, lastName: string, extra: Partial<Player> = {}): Player => ({ id, firstName, lastName, position: 'Forward', number: 9, isPublic: true, createdAtISO: CREATED, ...extra });
const team = (id: string, name: string, players: Player[], extra: Partial<Team> = {}): Team => ({ id, name, colors: ['#112233'], organizerId: SOURCE, createdAtISO: CREATED, players, version: 2, ...extra });

const rovers = team('team_1_rov', 'Rovers', [
  player('player_1_ada', 'Ada', 'Keeper', { photo: `${GW}/teams/team_1_rov/players/player_1_ada/photo-1700000000001.jpg` }),
  player('player_1_bo', 'Bo', 'Back'),
], { logo: `${GW}/teams/team_1_rov/logo-1700000000000.webp` });
const united = team('team_2_uni', 'United', [player('player_2_cy', 'Cy', 'Striker'), player('player_2_di', 'Di', 'Wing')], { photo: 'https://cdn.example.com/united.png' });
const athletic = team('team_3_ath', 'Athletic', [player('player_3_ed', 'Ed', 'Mid')]);
const wanderers = team('team_4_wan', 'Wanderers', [player('player_4_fi', 'Fi', 'Nine')]);

const cup: Tournament = {
  id: 'tournament_1_cup',
  name: 'Cup',
  format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 4 },
  teamIds: [rovers.id, united.id, athletic.id, wanderers.id],
  organizerId: SOURCE,
  createdAtISO: CREATED,
  visibility: 'public',
  logo: `${GW}/tournaments/tournament_1_cup/logo-1700000000002.png`,
  playoffBracket: [
    { round: 0, matches: [{ matchId: 'match_5', homeTeamId: rovers.id, awayTeamId: wanderers.id, winner: rovers.id }, { matchId: 'match_6', homeTeamId: united.id, awayTeamId: athletic.id }] },
    { round: 1, matches: [{ matchId: 'match_7', homeTeamId: rovers.id, awayTeamId: 'winner-2' }] },
  ],
  version: 5,
};
const custom: Tournament = {
  id: 'tournament_2_lg',
  name: 'League',
  format: {
    mode: 'league_custom_playoff',
    customPlayoffConfig: { playoffTeams: 4, enableBye: false, playoffRounds: [{ roundNumber: 1, name: 'Final', quantityOfGames: 1, matches: [{ id: 'match_9', homeTeamId: united.id, awayTeamId: '', isElimination: true }] }] },
  },
  teamIds: [rovers.id, united.id],
  organizerId: SOURCE,
  createdAtISO: CREATED,
  visibility: 'private',
};
const broken = { ...custom, id: 'tournament_3_brk', name: 'Broken', pendingWrite: 'creation' } as Tournament;

const match = (tournamentId: string, id: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({ id, tournamentId, organizerId: SOURCE, homeTeamId: home, awayTeamId: away, round: 1, ...extra });
const matches = [
  match(cup.id, 'match_1', rovers.id, united.id, {
    homeGoals: 2,
    awayGoals: 1,
    goals: [
      { id: 'goal_1', team: 'home', playerId: 'player_1_bo', minute: 10, type: 'goal', assistPlayerId: 'player_1_ada', goalNumber: 1 },
      { id: 'goal_2', team: 'away', playerId: '', minute: 50, type: 'own_goal', goalNumber: 1 },
    ],
    lineups: { home: { starting: ['player_1_ada', 'player_1_bo'], substitutes: [] }, away: { starting: ['player_2_cy'], substitutes: ['player_2_di'] } },
  }),
  match(cup.id, 'match_2', athletic.id, wanderers.id),
  match(cup.id, 'match_5', rovers.id, wanderers.id, { isPlayoff: true, playoffRound: 0, playoffMatch: 0, homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }),
  match(cup.id, 'match_6', united.id, athletic.id, { isPlayoff: true, playoffRound: 0, playoffMatch: 1 }),
  match(cup.id, 'match_7', rovers.id, 'winner-2', { isPlayoff: true, playoffRound: 1, playoffMatch: 0 }),
  match(custom.id, 'match_8', rovers.id, united.id),
  match(broken.id, 'match_1', rovers.id, united.id),
];

const document: OrganizerExport = organizerExport({
  organizer: { id: SOURCE, name: 'Source FA' },
  teams: [rovers, united, athletic, wanderers],
  tournaments: [cup, custom, broken],
  matches,
  exportedAtISO: '2024-06-01T12:00:00.000Z',
});

/** A stand-in for SHA-256 (shared-data's): deterministic hex from the text. */
function digest(text: string): string {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0').repeat(2);
}
const newIdsFor = (doc: OrganizerExport, target: string) => new Map(importedIdSources(doc).map((id) => [id, importedId(id, digest(importIdSeed(target, id)))]));
const empty = (organizerId = TARGET): ImportTarget => ({ organizerId, teams: [], tournaments: [], matchIds: new Map() });

/** The target after the plan's writes, as shared-data makes them (images uploaded, tournaments finished). */
function applied(target: ImportTarget, plan: OrganizerImportPlan, only?: { matches: number }): ImportTarget {
  const url = (image: OrganizerImportPlan['images'][number]) => ({ target: image.target, url: `${GW}/${importedImageKey(image, 'webp')}` });
  const uploads = plan.images.map(url);
  const teams = [...target.teams, ...plan.newTeams].map((t) => {
    const added = plan.playersToAdd.find((a) => a.teamId === t.id)?.players ?? [];
    const withPlayers = { ...t, players: [...t.players, ...added] };
    return { ...withPlayers, ...teamImageFields(withPlayers, uploads) };
  });
  const written = plan.matches.slice(0, only?.matches ?? plan.matches.length);
  const tournaments = [...target.tournaments, ...plan.newTournaments].map((t) => {
    const finish = only ? undefined : plan.finish.find((f) => f.tournamentId === t.id);
    return { ...t, ...tournamentImageFields(t, uploads), ...(finish ? { visibility: finish.visibility } : {}) };
  });
  const matchIds = new Map([...target.matchIds].map(([id, set]) => [id, new Set(set)]));
  for (const m of written) matchIds.set(m.tournamentId, new Set([...(matchIds.get(m.tournamentId) ?? []), m.id]));
  return { organizerId: target.organizerId, teams, tournaments, matchIds };
}

describe('planOrganizerImport into another organizer', () => {
  const newIds = newIdsFor(document, TARGET);
  const plan = planOrganizerImport(document, empty(), newIds);
  const idOf = (id: string) => newIds.get(id)!;

  it('writes every team, player, tournament and match of the file, and says how many', () => {
    expect(plan.sameOrganizer).toBe(false);
    expect(plan.inFile).toEqual({ teams: 4, players: 6, tournaments: 3, matches: 7, images: 4 });
    expect(plan.toImport).toEqual({ teams: 4, players: 6, tournaments: 2, matches: 6, images: 4 });
    expect(plan.alreadyHere).toEqual({ teams: 0, players: 0, tournaments: 0, matches: 0, images: 0 });
    expect(plan.steps).toBe(4 + 2 + 6 + 3);
    expect(plan.problems).toEqual([]);
    expect(plan.conflicts).toEqual([]);
  });

  it('gives teams, players and tournaments new ids that keep the source’s prefix and time, owned by the target', () => {
    expect(plan.newTeams.map((t) => t.id)).toEqual([rovers, united, athletic, wanderers].map((t) => idOf(t.id)));
    expect(plan.newTeams[0]!.id).toMatch(/^team_1_[0-9a-f]{16}$/);
    expect(plan.newTeams[0]!.players.map((p) => p.id)).toEqual([idOf('player_1_ada'), idOf('player_1_bo')]);
    expect(new Set([...plan.newTeams, ...plan.newTournaments, ...plan.matches].map((item) => item.organizerId))).toEqual(new Set([TARGET]));
    expect(plan.newTournaments.map((t) => t.id)).toEqual([idOf(cup.id), idOf(custom.id)]);
  });

  it('moves every reference onto the new ids: bracket, custom playoff, matches, goals and lineups; placeholders and empty picks stay', () => {
    const [newCup, newLeague] = plan.newTournaments;
    expect(newCup!.teamIds).toEqual(cup.teamIds.map(idOf));
    expect(newCup!.playoffBracket).toEqual([
      { round: 0, matches: [{ matchId: 'match_5', homeTeamId: idOf(rovers.id), awayTeamId: idOf(wanderers.id), winner: idOf(rovers.id) }, { matchId: 'match_6', homeTeamId: idOf(united.id), awayTeamId: idOf(athletic.id) }] },
      { round: 1, matches: [{ matchId: 'match_7', homeTeamId: idOf(rovers.id), awayTeamId: 'winner-2' }] },
    ]);
    expect(newLeague!.format.customPlayoffConfig!.playoffRounds[0]!.matches[0]).toEqual({ id: 'match_9', homeTeamId: idOf(united.id), awayTeamId: '', isElimination: true });
    const first = plan.matches[0]!;
    expect(first).toMatchObject({ id: 'match_1', tournamentId: idOf(cup.id), organizerId: TARGET, homeTeamId: idOf(rovers.id), awayTeamId: idOf(united.id), homeGoals: 2 });
    expect(first.goals!.map((g) => [g.id, g.playerId, g.assistPlayerId])).toEqual([['goal_1', idOf('player_1_bo'), idOf('player_1_ada')], ['goal_2', '', undefined]]);
    expect(first.lineups).toEqual({ home: { starting: [idOf('player_1_ada'), idOf('player_1_bo')], substitutes: [] }, away: { starting: [idOf('player_2_cy')], substitutes: [idOf('player_2_di')] } });
    expect(plan.matches.find((m) => m.id === 'match_7')!.awayTeamId).toBe('winner-2');
  });

  it('writes tournaments private and makes the public ones public once their matches are written', () => {
    expect(plan.newTournaments.map((t) => t.visibility)).toEqual(['private', 'private']);
    expect(plan.finish).toEqual([{ tournamentId: idOf(cup.id), visibility: 'public' }]);
  });

  it('plans uploads again under the new items’ keys, keeping each upload’s time; https addresses stay in their item', () => {
    expect(plan.images.map((image) => [importedImageKey(image, 'webp'), image.label])).toEqual([
      [`teams/${idOf(rovers.id)}/players/${idOf('player_1_ada')}/photo-1700000000001.webp`, 'the photo of player “Ada Keeper” (Rovers)'],
      [`teams/${idOf(rovers.id)}/logo-1700000000000.webp`, 'the logo of team “Rovers”'],
      [`tournaments/${idOf(cup.id)}/logo-1700000000002.webp`, 'the logo of tournament “Cup”'],
    ]);
    expect(plan.newTeams[0]!.logo).toBeUndefined();
    expect(plan.newTeams[0]!.players[0]!.photo).toBeUndefined();
    expect(plan.newTournaments[0]!.logo).toBeUndefined();
    expect(plan.newTeams[1]!.photo).toBe('https://cdn.example.com/united.png');
  });

  it('does not import a tournament whose creation was interrupted, and says why', () => {
    expect(plan.skipped).toEqual([{ name: 'Broken', text: 'Not imported: its creation was interrupted before the export (1 of its matches were saved). Finish or delete it where it was made, then export again.' }]);
    expect(plan.matches.some((m) => m.tournamentId === idOf(broken.id))).toBe(false);
  });

  it('run again after it finished, writes nothing and counts everything as already here', () => {
    const again = planOrganizerImport(document, applied(empty(), plan), newIds);
    expect(again.toImport).toEqual({ teams: 0, players: 0, tournaments: 0, matches: 0, images: 0 });
    expect(again.alreadyHere).toEqual({ teams: 4, players: 6, tournaments: 2, matches: 6, images: 4 });
    expect([again.steps, again.newTeams, again.playersToAdd, again.newTournaments, again.matches, again.images, again.finish, again.conflicts]).toEqual([0, [], [], [], [], [], [], []]);
  });

  it('run again after it stopped halfway, writes only what is missing and then makes the tournament public', () => {
    const stopped = applied(empty(), { ...plan, images: [] }, { matches: 2 });
    const again = planOrganizerImport(document, stopped, newIds);
    expect(again.toImport).toEqual({ teams: 0, players: 0, tournaments: 0, matches: 4, images: 3 });
    expect(again.matches.map((m) => m.id)).toEqual(['match_5', 'match_6', 'match_7', 'match_8']);
    expect(again.finish).toEqual([{ tournamentId: idOf(cup.id), visibility: 'public' }]);
  });
});

/** Any organizer's data: teams with squads, tournaments of some of them, matches with goals and lineups naming players. */
const worldArb = fc
  .record({
    squads: fc.array(fc.nat(3), { minLength: 2, maxLength: 5 }),
    tournaments: fc.array(fc.record({ public: fc.boolean(), matches: fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(20), fc.boolean()), { maxLength: 6 }) }), { minLength: 1, maxLength: 3 }),
    random: fc.stringMatching(/^[a-z0-9]{9}$/),
  })
  .map(({ squads, tournaments, random }): OrganizerExport => {
    const teams = squads.map((size, t) => team(`team_${t}_${random}`, `Team ${t}`, Array.from({ length: size + 1 }, (_, p) => player(`player_${t}${p}_${random}`, 'P', `${t}-${p}`))));
    const players = teams.flatMap((x) => x.players.map((p) => p.id));
    const teamAt = (n: number) => (n === 9 ? 'winner-1' : teams[n % teams.length]!.id);
    const cups = tournaments.map((c, i): Tournament => ({ id: `tournament_${i}_${random}`, name: `Cup ${i}`, format: { mode: 'league' }, teamIds: teams.map((x) => x.id), organizerId: SOURCE, createdAtISO: CREATED, visibility: c.public ? 'public' : 'private' }));
    const games = tournaments.flatMap((c, i) =>
      c.matches.map(([home, away, scorer, lined], m) =>
        match(cups[i]!.id, `match_${m}_${random}`, teamAt(home), teamAt(away), {
          goals: [{ id: `goal_${m}`, team: 'home', playerId: players[scorer % players.length] ?? '', minute: 5, type: 'goal', assistPlayerId: players[(scorer + 1) % players.length], goalNumber: 1 }],
          ...(lined ? { lineups: { home: { starting: players.slice(0, 2), substitutes: [] }, away: { starting: [], substitutes: players.slice(-1) } } } : {}),
        }),
      ),
    );
    return organizerExport({ organizer: { id: SOURCE, name: 'Any' }, teams, tournaments: cups, matches: games, exportedAtISO: CREATED });
  });

describe('planOrganizerImport, for any organizer’s data', () => {
  it('into another organizer, leaves no team, player or tournament id of the source in anything it writes', () => {
    fc.assert(
      fc.property(worldArb, (world) => {
        const plan = planOrganizerImport(world, empty(), newIdsFor(world, TARGET));
        const written = JSON.stringify([plan.newTeams, plan.playersToAdd, plan.newTournaments, plan.matches]);
        for (const id of importedIdSources(world)) expect(written).not.toContain(`"${id}"`);
      }),
    );
  });

  it('run again, writes nothing; run after stopping anywhere, writes exactly what is missing', () => {
    fc.assert(
      fc.property(worldArb, fc.nat(), (world, cut) => {
        const newIds = newIdsFor(world, TARGET);
        const plan = planOrganizerImport(world, empty(), newIds);
        expect(planOrganizerImport(world, applied(empty(), plan), newIds).steps).toBe(0);
        const stoppedAt = cut % (plan.matches.length + 1);
        const rest = planOrganizerImport(world, applied(empty(), plan, { matches: stoppedAt }), newIds);
        expect(rest.matches).toEqual(plan.matches.slice(stoppedAt));
        expect(rest.newTeams.length + rest.newTournaments.length + rest.playersToAdd.length).toBe(0);
      }),
    );
  });
});
