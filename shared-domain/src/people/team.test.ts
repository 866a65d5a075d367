import { describe, expect, it } from 'vitest';
import {
  MAX_TEAM_COLORS,
  addTeamColor,
  createTeam,
  defaultTeamColors,
  normalizeTeamColors,
  normalizeTeamName,
  parseBulkTeamNames,
  removeTeamColor,
  bulkTeamNamesError,
  validateTeamName,
} from './team';
import { MESSAGES } from '../common/messages';

describe('team name: required, trimmed (spec §5)', () => {
  it.each([
    { name: 'Rovers', expected: 'Rovers' },
    { name: '  Rovers  ', expected: 'Rovers' },
    { name: '', expected: null },
    { name: '   ', expected: null },
  ])('"$name" → $expected', ({ name, expected }) => expect(normalizeTeamName(name)).toBe(expected));
});

describe('validateTeamName (spec §5: required after trimming; the text is ours)', () => {
  it.each([
    { name: 'Rovers', expected: null },
    { name: ' Rovers ', expected: null },
    { name: '', expected: MESSAGES.teamNameRequired },
    { name: '   ', expected: MESSAGES.teamNameRequired },
    { name: 'R'.repeat(100), expected: null },
    { name: 'R'.repeat(101), expected: 'Team name must be at most 100 characters.' },
  ])('"$name" → $expected', ({ name, expected }) => expect(validateTeamName(name)).toBe(expected));
});

describe('bulk add refuses names over 100 characters, naming the line', () => {
  it.each([
    { text: 'Rovers\nUnited', expected: null },
    { text: `Rovers\n${'U'.repeat(100)}\n`, expected: null },
    { text: `Rovers\r\n\r\n${'U'.repeat(101)}\nCity`, expected: 'Line 3: Team name must be at most 100 characters.' },
    { text: `${'A'.repeat(300)}\n${'B'.repeat(300)}`, expected: 'Line 1: Team name must be at most 100 characters.' },
  ])('$expected', ({ text, expected }) => expect(bulkTeamNamesError(text)).toBe(expected));
});

describe('bulk add: one name per line, blank lines ignored (spec §2)', () => {
  it.each([
    { text: 'Rovers\nUnited', expected: ['Rovers', 'United'] },
    { text: '  Rovers \n\n \r\nUnited\r\n', expected: ['Rovers', 'United'] },
    { text: '', expected: [] },
    { text: '\n\n', expected: [] },
  ])('$text → $expected', ({ text, expected }) => expect(parseBulkTeamNames(text)).toEqual(expected));
});

describe('team colours: up to 2, blue first, red added (spec §9)', () => {
  it('uses #3B82F6 first and a red second, at most 2', () => {
    expect(MAX_TEAM_COLORS).toBe(2);
    expect(defaultTeamColors()).toEqual(['#3B82F6']);
  });

  it('adds the red second colour, never a third', () => {
    expect(addTeamColor(['#3B82F6'])).toEqual(['#3B82F6', '#EF4444']);
    expect(addTeamColor(['#000000', '#FFFFFF'])).toEqual(['#000000', '#FFFFFF']);
    expect(addTeamColor([])).toEqual(['#EF4444']);
  });

  it('removes a colour but keeps the last one', () => {
    expect(removeTeamColor(['#000000', '#FFFFFF'], 0)).toEqual(['#FFFFFF']);
    expect(removeTeamColor(['#000000'], 0)).toEqual(['#000000']);
  });

  it.each([
    { colors: undefined, expected: ['#3B82F6'] },
    { colors: [], expected: ['#3B82F6'] },
    { colors: ['red'], expected: ['#3B82F6'] },
    { colors: ['#000000', 'red', '#FFFFFF', '#123456'], expected: ['#000000', '#FFFFFF'] },
  ])('normalizes $colors to $expected', ({ colors, expected }) => expect(normalizeTeamColors(colors)).toEqual(expected));

  it.each([
    { v: '#3b82f6', expected: true },
    { v: '#abc', expected: false },
    { v: '3B82F6', expected: false },
    { v: '#3B82F6 ', expected: false },
  ])('$v is kept as a #RRGGBB colour: $expected', ({ v, expected }) => expect(normalizeTeamColors([v])).toEqual(expected ? [v] : ['#3B82F6']));
});

describe('createTeam (spec §5: needs a name and a selected organizer)', () => {
  const meta = { id: 'team_1_a', organizerId: 'org_1_b', createdAtISO: '2024-01-01T00:00:00.000Z' };
  it('creates a trimmed team with default colours and no players', () => {
    expect(createTeam({ name: ' Rovers ' }, meta)).toEqual({ id: 'team_1_a', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org_1_b', createdAtISO: meta.createdAtISO, players: [] });
  });
  it('keeps up to 2 chosen colours', () => {
    expect(createTeam({ name: 'R', colors: ['#000000', '#FFFFFF', '#111111'] }, meta)?.colors).toEqual(['#000000', '#FFFFFF']);
  });
  it.each([
    { why: 'a blank name', input: { name: '  ' }, organizerId: 'org_1_b' },
    { why: 'no organizer selected', input: { name: 'Rovers' }, organizerId: null },
    { why: 'an empty organizer id', input: { name: 'Rovers' }, organizerId: '' },
  ])('does nothing with $why', ({ input, organizerId }) => {
    expect(createTeam(input, { ...meta, organizerId })).toBeNull();
  });
});
