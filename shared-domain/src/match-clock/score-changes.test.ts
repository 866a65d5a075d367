import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Match } from '../match/entities';
import { createEmptyTeamStatistics } from '../match/match-statistics';
import { statisticsWithCards } from './card-counts';
import { scoreChangePatch, withScoreChanges, type ScoreChange } from './score-changes';

const start: Pick<Match, 'homeGoals' | 'awayGoals' | 'goals' | 'cards' | 'status'> = { homeGoals: 0, awayGoals: 0, goals: [], status: 'scheduled' };

describe('score changes from the touchline', () => {
  it('records a goal with its scorer and minute, adds it to the score and makes the match Live', () => {
    const after = withScoreChanges(start, [{ kind: 'goal', id: 'g1', side: 'home', playerId: 'p9', minute: 12 }]);
    expect(after).toMatchObject({ homeGoals: 1, awayGoals: 0, status: 'live', goals: [{ id: 'g1', team: 'home', playerId: 'p9', minute: 12, goalNumber: 1 }] });
  });

  it('gives the other side a 0 with the first goal, so the score shows', () => {
    expect(withScoreChanges({ goals: [] }, [{ kind: 'goal', id: 'g1', side: 'away', playerId: '', minute: 1 }])).toMatchObject({ homeGoals: 0, awayGoals: 1 });
  });

  it('never adds one goal twice (a retried send)', () => {
    const goal: ScoreChange = { kind: 'goal', id: 'g1', side: 'away', playerId: '', minute: 3 };
    expect(withScoreChanges(start, [goal, goal]).awayGoals).toBe(1);
  });

  it('applies a queued goal on top of a goal someone else stored meanwhile', () => {
    const stored = withScoreChanges(start, [{ kind: 'goal', id: 'theirs', side: 'home', playerId: '', minute: 5 }]);
    const after = withScoreChanges(stored, [{ kind: 'goal', id: 'mine', side: 'home', playerId: 'p1', minute: 7 }]);
    expect(after.homeGoals).toBe(2);
    expect((after.goals ?? []).map((g) => g.id)).toEqual(['theirs', 'mine']);
  });

  it('undoes the side’s latest goal, never below zero', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<'home' | 'away'>('home', 'away'), { maxLength: 12 }), fc.integer({ min: 0, max: 15 }), (sides, undos) => {
        const goals = sides.map((side, i): ScoreChange => ({ kind: 'goal', id: `g${i}`, side, playerId: '', minute: i }));
        const taken = Array.from({ length: undos }, (_, i): ScoreChange => ({ kind: 'undo-goal', id: `u${i}`, side: 'home' }));
        const after = withScoreChanges(start, [...goals, ...taken]);
        const home = sides.filter((side) => side === 'home').length;
        expect(after.homeGoals).toBe(Math.max(0, home - undos));
        expect((after.goals ?? []).filter((g) => g.team === 'home')).toHaveLength(Math.max(0, home - undos));
        expect(after.awayGoals).toBe(sides.length - home);
      }),
    );
  });

  it('stores the clock buttons and their status', () => {
    expect(scoreChangePatch(start, { kind: 'clock', id: 'c', step: 'kickOff', atISO: '2026-06-13T09:00:00.000Z' })).toEqual({ clock: { kickOffAt: '2026-06-13T09:00:00.000Z' }, status: 'live' });
    const ended = withScoreChanges(start, [{ kind: 'clock', id: 'c1', step: 'kickOff', atISO: 'a' }, { kind: 'clock', id: 'c2', step: 'fullTime', atISO: 'b' }]);
    expect(ended).toMatchObject({ status: 'finished', clock: { kickOffAt: 'a', fullTimeAt: 'b' } });
  });
});

describe('cards from the touchline', () => {
  const card = (id: string, side: 'home' | 'away', colour: 'yellow' | 'red', playerId = 'p1'): ScoreChange => ({ kind: 'card', id, side, colour, playerId, minute: 14 });

  it('records a card with its player and minute, once even when the send is retried, and leaves the score alone', () => {
    const after = withScoreChanges(start, [card('c1', 'away', 'yellow', 'p7'), card('c1', 'away', 'yellow', 'p7'), card('c2', 'home', 'red')]);
    expect(after.cards).toEqual([
      { id: 'c1', team: 'away', colour: 'yellow', playerId: 'p7', minute: 14 },
      { id: 'c2', team: 'home', colour: 'red', playerId: 'p1', minute: 14 },
    ]);
    expect(after).toMatchObject({ homeGoals: 0, awayGoals: 0, goals: [], status: 'scheduled' });
  });

  it("takes back the side's latest card (a tap by mistake), and nothing when the side has none", () => {
    const booked = withScoreChanges(start, [card('c1', 'home', 'yellow'), card('c2', 'away', 'red'), card('c3', 'home', 'red')]);
    expect(withScoreChanges(booked, [{ kind: 'undo-card', id: 'u1', side: 'home' }]).cards?.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(scoreChangePatch(start, { kind: 'undo-card', id: 'u2', side: 'away' })).toEqual({});
  });

  it('shows the public at least the recorded cards, and never adds them to a count the organizer typed', () => {
    const typed = { home: { ...createEmptyTeamStatistics(), yellowCards: 3, shots: 9 }, away: createEmptyTeamStatistics() };
    const recorded = withScoreChanges(start, [card('c1', 'home', 'yellow'), card('c2', 'away', 'yellow'), card('c3', 'away', 'red')]).cards;
    expect(statisticsWithCards(typed, recorded)).toEqual({ home: { ...typed.home, yellowCards: 3 }, away: { ...typed.away, yellowCards: 1, redCards: 1 } });
    expect(statisticsWithCards(undefined, recorded)?.home).toEqual({ ...createEmptyTeamStatistics(), yellowCards: 1 });
    expect(statisticsWithCards(typed, [])).toBe(typed);
    expect(statisticsWithCards(undefined, undefined)).toBeUndefined();
  });
});
