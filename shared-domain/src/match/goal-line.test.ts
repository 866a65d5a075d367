import { describe, expect, it } from 'vitest';
import type { GoalType, MatchSide } from './entities';
import { goalLineText } from './goal-line';

const teamName = (side: MatchSide) => (side === 'home' ? 'Mill Lane Juniors' : 'Riverside FC');

describe('goalLineText (issue 22: an own goal names the scorer’s own team)', () => {
  it.each<{ team: MatchSide; type: GoalType; note: string | null; named: string | null }>([
    { team: 'home', type: 'goal', note: null, named: 'Mill Lane Juniors' },
    { team: 'away', type: 'goal', note: null, named: 'Riverside FC' },
    { team: 'home', type: 'penalty', note: 'Penalty', named: 'Mill Lane Juniors' },
    // Counted for the home side, scored by an away player: the note names the away team, and no team follows.
    { team: 'home', type: 'own_goal', note: 'own goal, Riverside FC', named: null },
    { team: 'away', type: 'own_goal', note: 'own goal, Mill Lane Juniors', named: null },
  ])('a $type for $team', ({ team, type, note, named }) => {
    expect(goalLineText({ team, type }, teamName)).toEqual({ note, team: named });
  });
});
