import { describe, expect, it } from 'vitest';
import { skippedTeamsText, splitNewTeamNames } from './team-name-duplicates';

describe('bulk add skips team names that exist (case- and space-insensitive)', () => {
  it.each([
    { names: ['Eagles', 'Lions'], existing: ['eagles'], toAdd: ['Lions'], skipped: ['Eagles'] },
    { names: ['Eagles  FC'], existing: [' eagles fc '], toAdd: [], skipped: ['Eagles  FC'] },
    { names: ['Lions', 'LIONS', 'Tigers'], existing: [], toAdd: ['Lions', 'Tigers'], skipped: ['LIONS'] },
    { names: ['Eagles'], existing: ['Eagle'], toAdd: ['Eagles'], skipped: [] },
  ])('$names against $existing', ({ names, existing, toAdd, skipped }) => {
    expect(splitNewTeamNames(names, existing)).toEqual({ toAdd, skipped });
  });

  it('compares names without case and extra spaces', () => {
    expect(splitNewTeamNames(['  Eagles \t  FC '], ['eagles fc'])).toEqual({ toAdd: [], skipped: ['  Eagles \t  FC '] });
  });

  it.each([
    { skipped: [], text: null },
    { skipped: ['Eagles'], text: 'Skipped 1 team that already exists: Eagles.' },
    { skipped: ['Eagles', 'Lions'], text: 'Skipped 2 teams that already exist: Eagles, Lions.' },
  ])('says which were skipped: $skipped', ({ skipped, text }) => {
    expect(skippedTeamsText(skipped)).toBe(text);
  });
});
