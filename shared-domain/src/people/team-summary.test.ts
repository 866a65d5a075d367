import { describe, expect, it } from 'vitest';
import { computeTeamSeasonSummary, publicTeamCounts, yesNo } from './team-summary';

const team = {
  id: 'team_1700000000000_abcdx9k2',
  players: [],
  establishedDate: '1892-03-15',
  colors: ['#3B82F6', '#EF4444'],
  socialMedia: { facebook: '', instagram: 'https://instagram.com/club' },
};

describe('team Season Summary (spec §2)', () => {
  it('counts tournaments, players, founded year, id suffix, colours, social media', () => {
    expect(computeTeamSeasonSummary(team, [{ teamIds: [team.id, 'x'] }, { teamIds: ['x'] }, { teamIds: [team.id] }])).toEqual({
      tournaments: 2,
      players: 0,
      foundedYear: 1892,
      idSuffix: 'x9k2',
      colors: 2,
      hasSocialMedia: true,
    });
  });

  it.each([
    { establishedDate: undefined, expected: null },
    { establishedDate: '', expected: null },
    { establishedDate: 'long ago', expected: null },
    { establishedDate: '2001', expected: 2001 },
    { establishedDate: '2001-01-01T00:00:00.000Z', expected: 2001 },
  ])('founded year of $establishedDate is $expected', ({ establishedDate, expected }) => {
    expect(computeTeamSeasonSummary({ ...team, establishedDate }, []).foundedYear).toBe(expected);
  });

  it.each([
    { socialMedia: undefined, expected: false },
    { socialMedia: {}, expected: false },
    { socialMedia: { facebook: '  ' }, expected: false },
    { socialMedia: { website: 'https://club.example' }, expected: true },
  ])('social media $socialMedia → $expected', ({ socialMedia, expected }) => {
    expect(computeTeamSeasonSummary({ ...team, socialMedia }, []).hasSocialMedia).toBe(expected);
  });

  it('shows Yes/No', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });
});

describe('public team counts (spec §2, §9)', () => {
  it('counts only public players; Goalkeeper counts as Keeper', () => {
    const players = [
      { isPublic: true, position: 'Goalkeeper' },
      { isPublic: true, position: 'Forward' },
      { isPublic: true, position: 'Defender' },
      { isPublic: false, position: 'Goalkeeper' },
      { position: 'Midfielder' },
    ];
    expect(publicTeamCounts({ colors: ['#3B82F6'], players })).toEqual({ players: 3, colors: 1, keepers: 1, outfield: 2 });
  });

  it('handles a team without players or colours', () => {
    expect(publicTeamCounts({})).toEqual({ players: 0, colors: 0, keepers: 0, outfield: 0 });
  });
});
