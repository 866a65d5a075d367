import { describe, expect, it } from 'vitest';
import type { Match } from 'shared-domain';
import { withSavedMatches } from './saved-matches';

const m = (id: string, version: number, homeGoals?: number): Match => ({ id, version, homeGoals, tournamentId: 't', organizerId: 'o', homeTeamId: 'a', awayTeamId: 'b', round: 1 });

describe('withSavedMatches', () => {
  it('replaces stored copies, keeps the newer one when answers arrive out of order, adds new and drops removed ones', () => {
    const list = [m('m1', 2, 0), m('m2', 5, 1), m('m3', 1)];
    expect(withSavedMatches(list, [m('m1', 3, 2), m('m2', 4, 9), m('m4', 1)], ['m3'])).toEqual([m('m1', 3, 2), m('m2', 5, 1), m('m4', 1)]);
    expect(list).toHaveLength(3);
  });
});
