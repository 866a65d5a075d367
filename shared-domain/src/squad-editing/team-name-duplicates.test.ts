import { describe, expect, it } from 'vitest';
import { skippedTeamsText, splitNewTeamNames } from './team-name-duplicates';

describe('bulk add skips team names that exist and repeats within the list (case- and space-insensitive)', () => {
  it.each([
    { names: ['Eagles', 'Lions'], existing: ['eagles'], toAdd: ['Lions'], found: ['Eagles'], repeated: [] },
    { names: ['Eagles  FC'], existing: [' eagles fc '], toAdd: [], found: ['Eagles  FC'], repeated: [] },
    { names: ['Lions', 'LIONS', 'Tigers'], existing: [], toAdd: ['Lions', 'Tigers'], found: [], repeated: [{ name: 'Lions', times: 2 }] },
    { names: ['Eagles'], existing: ['Eagle'], toAdd: ['Eagles'], found: [], repeated: [] },
    // A stored name given twice is one team that exists, not a repeat to add once.
    { names: ['Eagles', 'eagles'], existing: ['Eagles'], toAdd: [], found: ['Eagles'], repeated: [] },
    { names: ['A', 'b', 'a', 'B', 'a'], existing: [], toAdd: ['A', 'b'], found: [], repeated: [{ name: 'A', times: 3 }, { name: 'b', times: 2 }] },
  ])('$names against $existing', ({ names, existing, toAdd, found, repeated }) => {
    expect(splitNewTeamNames(names, existing)).toEqual({ toAdd, existing: found, repeated });
  });

  it('compares names without case and extra spaces', () => {
    expect(splitNewTeamNames(['  Eagles \t  FC '], ['eagles fc'])).toEqual({ toAdd: [], existing: ['  Eagles \t  FC '], repeated: [] });
  });

  it.each([
    { existing: [], repeated: [], text: null },
    { existing: ['Eagles'], repeated: [], text: 'Skipped 1 team that already exists: Eagles.' },
    { existing: ['Eagles', 'Lions'], repeated: [], text: 'Skipped 2 teams that already exist: Eagles, Lions.' },
    { existing: [], repeated: [{ name: 'Alpha', times: 2 }], text: 'Listed twice: Alpha (added once).' },
    {
      existing: ['Eagles'],
      repeated: [{ name: 'Gamma', times: 3 }, { name: 'Alpha', times: 2 }, { name: 'Beta', times: 2 }],
      text: 'Skipped 1 team that already exists: Eagles. Listed twice: Alpha, Beta (each added once). Listed 3 times: Gamma (added once).',
    },
  ])('says which were skipped and why: $existing, $repeated', ({ existing, repeated, text }) => {
    expect(skippedTeamsText(existing, repeated)).toBe(text);
  });
});
