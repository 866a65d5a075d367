import { describe, expect, it } from 'vitest';
import type { GoalEvent } from './entities';
import { MAX_GOAL_MINUTE, MIN_GOAL_MINUTE, createGoalEvent, deleteGoalInGoalsTab, isValidGoalMinute, removeGoalFromTimeline } from './goal-events';

const goal = (id: string, team: 'home' | 'away', goalNumber: number): GoalEvent => ({ id, team, playerId: 'p', minute: 10, type: 'goal', goalNumber });
const goals = [goal('g1', 'home', 1), goal('g2', 'away', 1), goal('g3', 'home', 2)];

describe('goal minute 1..120 (spec §5, §9)', () => {
  it('ranges from 1 to 120', () => {
    expect(MIN_GOAL_MINUTE).toBe(1);
    expect(MAX_GOAL_MINUTE).toBe(120);
  });
  it.each([
    { minute: 1, expected: true },
    { minute: 120, expected: true },
    { minute: 45, expected: true },
    { minute: 0, expected: false },
    { minute: 121, expected: false },
    { minute: 12.5, expected: false },
    { minute: Number.NaN, expected: false },
  ])('$minute valid: $expected', ({ minute, expected }) => expect(isValidGoalMinute(minute)).toBe(expected));
});

describe('goal events (spec §4)', () => {
  it('counts the score from goal events by side', () => {
    expect(removeGoalFromTimeline(goals, 'no_such_goal')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect(removeGoalFromTimeline([], 'no_such_goal')).toEqual({ goals: [], homeGoals: 0, awayGoals: 0 });
  });

  it('recalculates the score when a goal is removed in the overview timeline', () => {
    expect(removeGoalFromTimeline(goals, 'g3')).toEqual({ goals: goals.slice(0, 2), homeGoals: 1, awayGoals: 1 });
  });

  it('recalculates even when the removed id is unknown (score follows the events)', () => {
    expect(removeGoalFromTimeline(goals, 'nope')).toEqual({ goals, homeGoals: 2, awayGoals: 1 });
  });

  it('does not recalculate when a goal is deleted in the Goals tab', () => {
    const result = deleteGoalInGoalsTab(goals, 'g1');
    expect(result).toEqual(goals.slice(1));
    expect(Array.isArray(result)).toBe(true);
    expect(result).not.toHaveProperty('homeGoals');
  });

  it.each([
    { team: 'home' as const, goalNumber: 3 },
    { team: 'away' as const, goalNumber: 2 },
  ])('adds a $team goal with empty player, minute 0, type goal, goalNumber $goalNumber', ({ team, goalNumber }) => {
    expect(createGoalEvent('g9', team, goals)).toEqual({ id: 'g9', team, playerId: '', minute: 0, type: 'goal', goalNumber });
  });

  it('numbers the first goal of a team 1', () => {
    expect(createGoalEvent('g1', 'away', []).goalNumber).toBe(1);
  });
});
