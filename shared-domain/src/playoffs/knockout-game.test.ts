import { describe, expect, it } from 'vitest';
import { isKnockoutGame } from './knockout-game';

const custom = (isElimination: boolean) => ({
  format: {
    mode: 'league_custom_playoff',
    customPlayoffConfig: { playoffTeams: 4, enableBye: true, playoffRounds: [{ roundNumber: 1, name: 'Final', quantityOfGames: 1, matches: [{ id: 'c1', homeTeamId: 'a', awayTeamId: 'b', isElimination }] }] },
  },
});

describe('isKnockoutGame', () => {
  it('is every bracket game of the knockout formats, never a league game', () => {
    expect(isKnockoutGame({ format: { mode: 'league_playoff' } }, { id: 'f', isPlayoff: true })).toBe(true);
    expect(isKnockoutGame({ format: { mode: 'swiss_elimination' } }, { id: 'f', isPlayoff: true })).toBe(true);
    expect(isKnockoutGame({ format: { mode: 'league_playoff' } }, { id: 'm1', isPlayoff: false })).toBe(false);
    expect(isKnockoutGame(null, { id: 'f', isPlayoff: true })).toBe(false);
  });

  it('is a custom playoff game only when marked as an elimination game', () => {
    expect(isKnockoutGame(custom(true), { id: 'c1', isPlayoff: true })).toBe(true);
    expect(isKnockoutGame(custom(false), { id: 'c1', isPlayoff: true })).toBe(false);
    expect(isKnockoutGame(custom(true), { id: 'other', isPlayoff: true })).toBe(false);
  });
});
