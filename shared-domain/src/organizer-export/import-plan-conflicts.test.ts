import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import type { Player, Team } from '../people/entities';
import { organizerExport } from './export-document';
import { planOrganizerImport } from './import-plan';
import { importedIdSources } from './import-references';

const CREATED = '2024-01-01T00:00:00.000Z';
const player = (id: string, firstName: string, lastName: string): Player => ({ id, firstName, lastName, position: 'Forward', isPublic: true, createdAtISO: CREATED });
const team = (id: string, organizerId: string, name: string, players: Player[], extra: Partial<Team> = {}): Team => ({ id, name, colors: ['#112233'], organizerId, createdAtISO: CREATED, players, ...extra });
const tournament = (id: string, organizerId: string, name: string, teamIds: string[]): Tournament => ({ id, name, format: { mode: 'league' }, teamIds, organizerId, createdAtISO: CREATED, visibility: 'public' });
const match = (tournamentId: string, organizerId: string, home: string, away: string, extra: Partial<Match> = {}): Match => ({ id: 'match_1', tournamentId, organizerId, homeTeamId: home, awayTeamId: away, round: 1, ...extra });

const rovers = team('team_1_rov', 'org_src', 'Rovers', [player('player_1_ada', 'Ada', 'Keeper'), player('player_1_bo', 'Bo', 'Back')], { logo: 'https://gw.example/media/teams/team_1_rov/logo-5.webp' });
const united = team('team_2_uni', 'org_src', 'United', [player('player_2_cy', 'Cy', 'Striker')]);
const cup = tournament('tournament_1_cup', 'org_src', 'Cup', [rovers.id, united.id]);
const goals = [{ id: 'goal_1', team: 'home' as const, playerId: 'player_1_ada', minute: 3, type: 'goal' as const, assistPlayerId: 'player_1_bo', goalNumber: 1 }];
const document = organizerExport({
  organizer: { id: 'org_src', name: 'Source' },
  teams: [rovers, united],
  tournaments: [cup],
  matches: [match(cup.id, 'org_src', rovers.id, united.id, { goals })],
  exportedAtISO: '2024-06-01T00:00:00.000Z',
});
const newIds = new Map(importedIdSources(document).map((id) => [id, `${id}_new`]));

describe('planOrganizerImport: conflicts by name', () => {
  // The target's own Rovers (another id, name in another case) already has Ada, and a Cup.
  const ownRovers = team('team_9_own', 'org_dst', '  rovers ', [player('player_9_ada', 'ada', 'KEEPER')], { logo: 'https://cdn.example.com/own.png' });
  const target = { organizerId: 'org_dst', teams: [ownRovers], tournaments: [tournament('tournament_9_cup', 'org_dst', 'cup', [])], matchIds: new Map() };
  const plan = planOrganizerImport(document, target, newIds);

  it('a team named like one of yours joins it: its players join the squad by name, the rest of your team stays', () => {
    expect(plan.newTeams.map((t) => t.name)).toEqual(['United']);
    expect(plan.playersToAdd).toEqual([{ teamId: 'team_9_own', players: [{ ...player('player_1_bo_new', 'Bo', 'Back') }] }]);
    expect(plan.conflicts[0]).toEqual({
      name: 'Rovers',
      text: "You have a team of this name already: the file's team joins it, and 1 of its players is added to its squad (a player of the same name is the same player). Your team's colours, images and links stay as they are.",
    });
    expect(plan.images).toEqual([]);
    expect(plan.toImport).toMatchObject({ teams: 1, players: 2 });
    expect(plan.alreadyHere).toMatchObject({ teams: 0, players: 1 });
  });

  it('references to the joined team and its players point at yours', () => {
    const [imported] = plan.matches;
    expect(plan.newTournaments[0]!.teamIds).toEqual(['team_9_own', 'team_2_uni_new']);
    expect(imported!.homeTeamId).toBe('team_9_own');
    expect(imported!.goals![0]).toMatchObject({ playerId: 'player_9_ada', assistPlayerId: 'player_1_bo_new' });
  });

  it('a tournament named like one of yours is imported beside it, renamed, and the preview says so', () => {
    expect(plan.newTournaments.map((t) => t.name)).toEqual(['Cup (imported)']);
    expect(plan.conflicts[1]).toEqual({ name: 'Cup', text: 'You have a tournament of this name already: this one is imported beside it as “Cup (imported)”.' });
  });

  it('run again, the joined team gains nobody twice and the renamed tournament is found by its id', () => {
    const after = {
      ...target,
      teams: [{ ...ownRovers, players: [...ownRovers.players, ...plan.playersToAdd[0]!.players] }, ...plan.newTeams],
      tournaments: [...target.tournaments, ...plan.newTournaments],
      matchIds: new Map([[plan.newTournaments[0]!.id, new Set(['match_1'])]]),
    };
    const again = planOrganizerImport(document, after, newIds);
    expect(again.steps).toBe(0);
    expect(again.conflicts.map((c) => c.text)).toEqual([
      "You have a team of this name already: the file's team joins it, and all its players are in that squad already (a player of the same name is the same player). Your team's colours, images and links stay as they are.",
    ]);
  });
});

describe('planOrganizerImport into the organizer the file comes from', () => {
  it('keeps ids and image addresses, and writes back only what was deleted since', () => {
    const afterDelete = { organizerId: 'org_src', teams: [rovers], tournaments: [], matchIds: new Map() };
    const plan = planOrganizerImport(document, afterDelete, new Map());
    expect(plan.sameOrganizer).toBe(true);
    expect(plan.newTeams).toEqual([{ ...united, version: 1 }]);
    expect(plan.newTournaments.map((t) => [t.id, t.teamIds])).toEqual([[cup.id, cup.teamIds]]);
    expect(plan.matches[0]!.goals).toEqual(goals);
    expect(plan.images).toEqual([]);
    expect(plan.alreadyHere).toMatchObject({ teams: 1, players: 2, images: 1 });
  });
});

describe('planOrganizerImport refuses, before writing, what the gateway would refuse', () => {
  it('names each item with a value the app no longer stores, and why', () => {
    const old = organizerExport({
      ...document,
      organizer: document.organizer,
      teams: [{ ...united, colors: ['red'] }],
      tournaments: [{ ...cup, teamIds: [united.id] }],
      matches: [match(cup.id, 'org_src', united.id, united.id, { time: '7pm' })],
      exportedAtISO: document.exportedAtISO,
    });
    const plan = planOrganizerImport(old, { organizerId: 'org_dst', teams: [], tournaments: [], matchIds: new Map() }, new Map(importedIdSources(old).map((id) => [id, `${id}_new`])));
    expect(plan.problems).toEqual([
      { path: 'team “United”', reason: 'colors[0]: must be a color written #RRGGBB' },
      { path: 'match match_1 of “Cup”', reason: 'time: must be a time written HH:MM (00:00 to 23:59)' },
    ]);
  });
});
