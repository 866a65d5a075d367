import { describe, expect, it } from 'vitest';
import { createDefaultPlayer } from '../people/player';
import { storedRemovalProblem, storedValueProblem } from './stored-value-at';

const player = createDefaultPlayer('player_1_a', '2024-01-01T00:00:00.000Z');

describe('storedValueProblem (one attribute or element written by an update)', () => {
  it.each([
    ['a team name', 'team', 'Rovers', ['name']],
    ['the whole squad', 'team', [player], ['players']],
    ['one player', 'team', player, ['players', 4]],
    ['one player field', 'team', 7, ['players', 0, 'number']],
    ['a cleared player number', 'team', null, ['players', 0, 'number']],
    ['a social link of any network', 'team', 'https://social.example', ['socialMedia', 'mastodon']],
    ['an attribute the schema does not name', 'team', { any: 'shape' }, ['notes']],
    ['anything below a settings map', 'tournament', [1, 2], ['settings', 'theme', 'colors']],
    ['the match version', 'match', 3, ['version']],
    ["an organizer's public contact", 'organizer', 'hello@riverside.test', ['contactEmail']],
    ["a tournament's venues and pitches (issue 25)", 'tournament', [{ id: 'v1', name: 'Riverside Park', address: '1 River Rd', pitches: [{ id: 'p1', name: 'Pitch 1', windows: [{ day: '2025-06-07', from: '09:00', to: '17:00' }] }] }], ['venues']],
    ["a tournament's match-day rules (issue 25)", 'tournament', { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 }, ['matchDayRules']],
    ["a match's pitch (issue 25)", 'match', 'p1', ['pitchId']],
  ] as const)('accepts %s', (_what, entity, value, at) => {
    expect(storedValueProblem(entity, value, at)).toBeNull();
  });

  it.each([
    ['a number as a name', 'team', 12, ['name'], 'name: expected string, received 12'],
    ['a squad that is not a list', 'team', 'none', ['players'], 'players: expected Array, received "none"'],
    ['a player without a first name', 'team', { ...player, firstName: undefined }, ['players', 2], 'players[2].firstName is missing'],
    ['a text number', 'team', '9x', ['players', 0, 'number'], 'players[0].number: expected number, received "9x"'],
    ['an unknown visibility', 'tournament', 'hidden', ['visibility'], 'visibility: expected ("private" | "public"), received "hidden"'],
    ['a field inside a text', 'team', 'x', ['name', 'first'], 'name.first is not a place in a team'],
    ['an index into a map', 'match', 1, ['statistics', 0], 'statistics[0] is not a place in a match'],
    ['a public contact that is no address', 'organizer', 'call us', ['contactEmail'], 'contactEmail: must be a valid email address (no spaces, double quotes or markup)'],
    ['markup as a public contact', 'organizer', '<b>@x.io', ['contactEmail'], 'contactEmail: must be a valid email address (no spaces, double quotes or markup)'],
    ['a pitch window that is no time (issue 25)', 'tournament', { day: '2025-06-07', from: '9am', to: '17:00' }, ['venues', 0, 'pitches', 1, 'windows', 0], 'venues[0].pitches[1].windows[0].from: must be a time written HH:MM (00:00 to 23:59)'],
    ['a pitch window on no day (issue 25)', 'tournament', '2025-02-30', ['venues', 0, 'pitches', 0, 'windows', 0, 'day'], 'venues[0].pitches[0].windows[0].day: must be a real day written YYYY-MM-DD'],
    ['a match length in part minutes (issue 25)', 'tournament', 20.5, ['matchDayRules', 'matchMinutes'], 'matchDayRules.matchMinutes: Invalid integer: Received 20.5'],
    ['a pitch id that is not text (issue 25)', 'match', 1, ['pitchId'], 'pitchId: expected string, received 1'],
  ] as const)('refuses %s', (_what, entity, value, at, problem) => {
    expect(storedValueProblem(entity, value, at)).toBe(problem);
  });

  it('checks a whole item when no place is given', () => {
    expect(storedValueProblem('organizer', { id: 'org_1' })).toBe('name is missing');
  });
});

describe('storedRemovalProblem (REMOVE of an attribute)', () => {
  it.each([
    ['an optional attribute', 'team', ['logo']],
    ['an unknown attribute', 'team', ['notes']],
    ['a list element', 'team', ['players', 0]],
    ['a social network', 'team', ['socialMedia', 'facebook']],
    ['a cleared score', 'match', ['homeGoals']],
    ['the unfinished-write marker', 'tournament', ['pendingWrite']],
    ["an organizer's public contact (cleared)", 'organizer', ['contactEmail']],
  ] as const)('allows removing %s', (_what, entity, at) => {
    expect(storedRemovalProblem(entity, at)).toBeNull();
  });

  it.each([
    ['team', ['players'], 'players cannot be removed (every team has it)'],
    ['team', ['players', 1, 'isPublic'], 'players[1].isPublic cannot be removed (every team has it)'],
    ['tournament', ['format', 'mode'], 'format.mode cannot be removed (every tournament has it)'],
    ['match', ['round'], 'round cannot be removed (every match has it)'],
  ] as const)('refuses removing what a %s needs: %j', (entity, at, problem) => {
    expect(storedRemovalProblem(entity, at)).toBe(problem);
  });
});
