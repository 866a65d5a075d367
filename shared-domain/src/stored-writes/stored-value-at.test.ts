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
