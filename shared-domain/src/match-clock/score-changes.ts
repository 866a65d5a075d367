import { createGoalEvent } from '../match/goal-events';
import type { CardColour, CardEvent, GoalEvent, Match, MatchSide } from '../match/entities';
import type { MatchPatch } from '../match/match-patch';
import { clockStepChanges, type ClockStep } from './clock-steps';

/**
 * One tap on the touchline's score screen (issue 25), kept as what was meant rather than as the fields it
 * wrote: a queued change is applied to the match as stored when it is sent, so a change made offline
 * still lands right after someone else's write (the version check then only decides when to re-read).
 * `id` makes a retry idempotent: a goal already recorded is not added twice.
 */
export type ScoreChange =
  | { kind: 'goal'; id: string; side: MatchSide; playerId: string; minute: number }
  | { kind: 'undo-goal'; id: string; side: MatchSide }
  | { kind: 'card'; id: string; side: MatchSide; colour: CardColour; playerId: string; minute: number }
  | { kind: 'undo-card'; id: string; side: MatchSide }
  | { kind: 'clock'; id: string; step: ClockStep; atISO: string; halfMinutes?: number };

const goalsOf = (match: Pick<Match, 'goals'>): readonly GoalEvent[] => match.goals ?? [];
const scoreOf = (match: Pick<Match, 'homeGoals' | 'awayGoals'>, side: MatchSide): number => (side === 'home' ? match.homeGoals : match.awayGoals) ?? 0;
const scoreField = (side: MatchSide) => (side === 'home' ? 'homeGoals' : 'awayGoals');

/**
 * The fields one change writes on `match` as it is stored now: a goal adds its event (the scorer, the
 * running minute) and one to its side's score (the other side's score stored as it stands, 0 when none), and makes a match that has not started Live; undoing takes
 * the side's latest goal event away and one from its score (never below 0); a clock button stores its
 * instant and the status it implies; a card adds its event (the side, colour, player, running minute), and
 * taking a card back removes the side's latest one. An empty patch when there is nothing to do (a goal already there, no
 * goal or card to take back, a card already recorded).
 * @example scoreChangePatch({ goals: [] }, { kind: 'card', id: 'c1', side: 'away', colour: 'yellow', playerId: 'p4', minute: 30 }) // { cards: [{ id: 'c1', team: 'away', colour: 'yellow', playerId: 'p4', minute: 30 }] }
 * @example scoreChangePatch({ homeGoals: 0, goals: [] }, { kind: 'goal', id: 'g1', side: 'home', playerId: 'p9', minute: 12 }) // { homeGoals: 1, awayGoals: 0, goals: [{ id: 'g1', team: 'home', playerId: 'p9', minute: 12, type: 'goal', goalNumber: 1 }], status: 'live' }
 * @example scoreChangePatch({ awayGoals: 0, goals: [] }, { kind: 'undo-goal', id: 'u1', side: 'away' }) // {}
 */
export function scoreChangePatch(match: Pick<Match, 'homeGoals' | 'awayGoals' | 'goals' | 'cards' | 'status' | 'clock'>, change: ScoreChange): MatchPatch {
  const goals = goalsOf(match);
  if (change.kind === 'clock') return clockStepChanges(match.clock, change.step, change.atISO, change.halfMinutes);
  if (change.kind === 'card' || change.kind === 'undo-card') return cardChangePatch(match.cards ?? [], change);
  if (change.kind === 'goal') {
    if (goals.some((goal) => goal.id === change.id)) return {};
    const event: GoalEvent = { ...createGoalEvent(change.id, change.side, goals), playerId: change.playerId, minute: change.minute };
    const other: MatchSide = change.side === 'home' ? 'away' : 'home';
    return {
      [scoreField(change.side)]: scoreOf(match, change.side) + 1,
      // A score is shown once both sides have one: the first goal makes the other side's 0 a score too.
      [scoreField(other)]: scoreOf(match, other),
      goals: [...goals, event],
      ...(match.status === 'live' || match.status === 'finished' ? {} : { status: 'live' as const }),
    };
  }
  const latest = [...goals].reverse().find((goal) => goal.team === change.side);
  const score = scoreOf(match, change.side);
  if (!latest && score === 0) return {};
  return { [scoreField(change.side)]: Math.max(0, score - 1), ...(latest ? { goals: goals.filter((goal) => goal !== latest) } : {}) };
}

/** A card recorded (once, whatever the retries), or the side's latest card taken back (a tap by mistake). */
function cardChangePatch(cards: readonly CardEvent[], change: Extract<ScoreChange, { kind: 'card' | 'undo-card' }>): MatchPatch {
  if (change.kind === 'undo-card') {
    const latest = [...cards].reverse().find((card) => card.team === change.side);
    return latest ? { cards: cards.filter((card) => card !== latest) } : {};
  }
  if (cards.some((card) => card.id === change.id)) return {};
  return { cards: [...cards, { id: change.id, team: change.side, colour: change.colour, playerId: change.playerId, minute: change.minute }] };
}

/**
 * `match` with `changes` applied in order: what the score screen shows while some of them still wait to
 * be sent.
 * @example withScoreChanges({ homeGoals: 1, goals: [] }, [{ kind: 'undo-goal', id: 'u1', side: 'home' }]).homeGoals // 0
 */
export function withScoreChanges<M extends Pick<Match, 'homeGoals' | 'awayGoals' | 'goals' | 'cards' | 'status' | 'clock'>>(match: M, changes: readonly ScoreChange[]): M {
  return changes.reduce<M>((current, change) => ({ ...current, ...scoreChangePatch(current, change) }), match);
}
