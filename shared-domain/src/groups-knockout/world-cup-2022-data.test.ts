import { describe, expect, it } from 'vitest';
import { worldCupGroupMatches, worldCupGroups, worldCupMatches, worldCupStage } from '../../test/world-cup-2022';

describe('the World Cup 2022 test data as the loader reads it', () => {
  it('has 64 matches: 48 in 8 groups of 4, then 8 + 4 + 2 + 1 + 1 knockout matches', () => {
    expect(worldCupMatches).toHaveLength(64);
    expect(worldCupGroupMatches).toHaveLength(48);
    expect(worldCupGroups.map((g) => [g.letter, g.teamIds.length])).toEqual(['ABCDEFGH'].flatMap((s) => [...s].map((l) => [l, 4])));
    expect(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Match for third place', 'Final'].map((s) => worldCupStage(s).length)).toEqual([8, 4, 2, 1, 1]);
  });

  it('reads the final as 3–3 after extra time, 4–2 on penalties', () => {
    expect(worldCupStage('Final')[0]).toEqual({
      stage: 'Final',
      homeTeamId: 'Argentina',
      awayTeamId: 'France',
      homeGoals: 3,
      awayGoals: 3,
      afterExtraTime: true,
      homePenalties: 4,
      awayPenalties: 2,
    });
  });
});
