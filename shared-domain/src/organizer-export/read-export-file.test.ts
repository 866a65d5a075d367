import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Tournament } from '../competition/entities';
import type { Team } from '../people/entities';
import { organizerExport, organizerExportFileName } from './export-document';
import { organizerExportJson, organizerExportZip } from './export-zip';
import { readOrganizerExportFile } from './read-export-file';

const CREATED = '2024-01-01T00:00:00.000Z';
const logo = 'http://127.0.0.1:8080/media/teams/team_1_a/logo-1700000000000.png';
const rovers: Team = { id: 'team_1_a', name: 'Rovers', colors: ['#112233'], organizerId: 'org_1', createdAtISO: CREATED, logo, players: [{ id: 'player_1_b', firstName: 'Ada', lastName: 'Keeper', position: 'Goalkeeper', number: 1, isPublic: true, createdAtISO: CREATED }] };
const cup: Tournament = { id: 'tournament_1_c', name: 'Cup', format: { mode: 'league' }, teamIds: [rovers.id], organizerId: 'org_1', createdAtISO: CREATED, visibility: 'public', backgroundImage: 'https://cdn.example.com/bg.jpg' };
const game = { id: 'match_1', tournamentId: cup.id, organizerId: 'org_1', homeTeamId: rovers.id, awayTeamId: rovers.id, round: 1, homeGoals: 1, awayGoals: 0 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const input = { organizer: { id: 'org_1', name: 'Sunday League' }, teams: [rovers], tournaments: [cup], matches: [game], exportedAtISO: '2024-05-01T10:00:00.000Z' };

const bytesOf = (value: unknown) => strToU8(JSON.stringify(value));
const problemsOf = (bytes: Uint8Array) => {
  const read = readOrganizerExportFile(bytes);
  return read.ok ? [] : read.problems;
};

describe('organizer export files', () => {
  it('a JSON export reads back as the same document, with its image references', () => {
    const document = organizerExport(input);
    expect(document.images).toEqual([
      { target: { kind: 'team-logo', teamId: rovers.id }, url: logo },
      { target: { kind: 'tournament-background', tournamentId: cup.id }, url: 'https://cdn.example.com/bg.jpg' },
    ]);
    expect(readOrganizerExportFile(strToU8(organizerExportJson(document)))).toEqual({ ok: true, document, images: new Map() });
  });

  it('a zip export reads back with its images, each referenced by its entry', () => {
    const document = organizerExport({ ...input, zippedImageKeys: new Set(['teams/team_1_a/logo-1700000000000.png']) });
    expect(document.images[0]).toEqual({ target: { kind: 'team-logo', teamId: rovers.id }, url: logo, file: 'images/teams/team_1_a/logo-1700000000000.png' });
    const zip = organizerExportZip(document, new Map([['teams/team_1_a/logo-1700000000000.png', PNG]]));
    expect(readOrganizerExportFile(zip)).toEqual({ ok: true, document, images: new Map([['teams/team_1_a/logo-1700000000000.png', PNG]]) });
    expect(organizerExportZip(document, new Map([['teams/team_1_a/logo-1700000000000.png', PNG]]))).toEqual(zip);
  });

  it('leaves out matches of a tournament it does not hold', () => {
    expect(organizerExport({ ...input, tournaments: [] }).matches).toEqual([]);
  });

  it('names the file after the organizer and the day', () => {
    expect(organizerExportFileName('Sunday League', input.exportedAtISO, 'json')).toBe('sunday-league-export-2024-05-01.json');
    expect(organizerExportFileName('⚽', input.exportedAtISO, 'zip')).toBe('organizer-export-2024-05-01.zip');
  });
});

describe('readOrganizerExportFile refuses what it cannot import, saying why', () => {
  const document = organizerExport(input);
  const the = (reason: string) => [{ path: 'the file', reason }];

  it.each([
    ['a file that is no JSON', strToU8('team,firstName\nRovers,Ada'), 'The file is not JSON: choose the .json or .zip file that Export made.'],
    ['JSON of another kind', bytesOf({ teams: [] }), 'The file is not an organizer export: choose the .json or .zip file that Export made.'],
    ['a zip without organizer.json', zipSync({ 'notes.txt': strToU8('hi') }), 'The zip holds no organizer.json: it is not an organizer export.'],
    ['a damaged zip', organizerExportZip(document, new Map()).slice(0, 40), 'The zip file could not be opened: it is damaged, or unpacks to more than 200 MB.'],
    [
      'a newer format version',
      bytesOf({ ...document, version: 2 }),
      'The file was exported in format version 2, newer than this app reads (version 1). Import it with the app that made it, or an up-to-date one.',
    ],
  ])('%s', (_what, bytes, reason) => {
    expect(problemsOf(bytes)).toEqual(the(reason));
  });

  it('lists every item the stored-item schemas cannot read, with the item and the place inside it', () => {
    const bad = { ...document, teams: [{ ...rovers, players: [{ ...rovers.players[0], number: '9x' }] }, { ...rovers, id: 'team_2', colors: 'red' }], matches: [{ ...game, round: undefined }] };
    expect(problemsOf(bytesOf(bad))).toEqual([
      { path: 'teams[0]', reason: 'players[0].number: expected number, received "9x"' },
      { path: 'teams[1]', reason: 'colors: expected Array, received "red"' },
      { path: 'matches[0]', reason: 'round is missing' },
    ]);
  });

  it('refuses a file whose items contradict each other: an id given twice, a match without its tournament', () => {
    const bad = { ...document, teams: [rovers, { ...rovers, name: 'Copy' }], matches: [game, { ...game, tournamentId: 'tournament_gone' }, game] };
    expect(problemsOf(bytesOf(bad))).toEqual([
      { path: 'teams[1]', reason: 'id "team_1_a" is also the id of teams[0]' },
      { path: 'teams[1].players[0]', reason: 'id "player_1_b" is also the id of teams[0].players[0]' },
      { path: 'matches[2]', reason: 'id "match_1" is also the id of matches[0]' },
      { path: 'matches[1]', reason: 'tournamentId "tournament_gone" names no tournament of this file' },
    ]);
  });

  it('lists at most 100 problems and says how many more there are', () => {
    const bad = { ...document, matches: Array.from({ length: 150 }, (_, i) => ({ ...game, id: `m${i}`, round: 'one' })) };
    const problems = problemsOf(bytesOf(bad));
    expect(problems).toHaveLength(101);
    expect(problems.at(-1)).toEqual({ path: 'the file', reason: '50 more problems are not listed.' });
  });
});
