import { isMatchStatus, isOneOf, type CardEvent, type GoalEvent, type GoalType, type Lineups, type Match, type MatchStage, type TeamStatistics } from 'shared-domain';
import { each, num, numOrNull, obj, pick, text, texts, type Plain } from './stored-values';

const GOAL_TYPES: readonly GoalType[] = ['goal', 'penalty', 'own_goal'];
const STATISTICS: readonly (keyof TeamStatistics)[] = ['shots', 'shotsOnTarget', 'corners', 'fouls', 'yellowCards', 'redCards', 'possession'];
const TEXT_FIELDS = ['dateISO', 'time', 'venue', 'referee', 'pitchId', 'preview', 'report', 'videoUrl'] as const;
const SCORE_FIELDS = ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'] as const;

function goal(v: unknown): GoalEvent | null {
  const g = obj(v);
  const id = text(g?.id);
  const minute = num(g?.minute);
  if (!g || id === undefined || (g.team !== 'home' && g.team !== 'away') || minute === undefined || !isOneOf(GOAL_TYPES, g.type)) return null;
  const assist = text(g.assistPlayerId);
  return { id, team: g.team, minute, type: g.type, playerId: text(g.playerId) ?? '', goalNumber: num(g.goalNumber) ?? 0, ...(assist ? { assistPlayerId: assist } : {}) };
}

/** A card recorded from the touchline (issue 25), when well formed. */
function card(v: unknown): CardEvent | null {
  const c = obj(v);
  const id = text(c?.id);
  if (!c || id === undefined || (c.team !== 'home' && c.team !== 'away') || (c.colour !== 'yellow' && c.colour !== 'red')) return null;
  return { id, team: c.team, colour: c.colour, playerId: text(c.playerId) ?? '', minute: num(c.minute) ?? 0 };
}

function sideStatistics(v: unknown): TeamStatistics | null {
  const side = obj(v);
  const values = side ? pick(side, STATISTICS, num) : {};
  return Object.keys(values).length === STATISTICS.length ? (values as unknown as TeamStatistics) : null;
}

function statistics(v: unknown): Match['statistics'] {
  const both = obj(v);
  const home = sideStatistics(both?.home);
  const away = sideStatistics(both?.away);
  return home && away ? { home, away } : undefined;
}

function lineups(v: unknown): Lineups | undefined {
  const both = obj(v);
  if (!both) return undefined;
  const side = (s: Plain | undefined) => ({ starting: texts(s?.starting), substitutes: texts(s?.substitutes) });
  return { home: side(obj(both.home)), away: side(obj(both.away)) };
}

const STAGES: readonly MatchStage[] = ['group', 'knockout', 'third_place'];

/** Where a Groups + Knockout cup's match is (issue 24): its stage, group letter, leg and extra time, when well formed. */
function cupPlace(item: Plain): Pick<Match, 'stage' | 'group' | 'leg' | 'afterExtraTime'> {
  const group = text(item.group);
  return {
    ...(isOneOf(STAGES, item.stage) ? { stage: item.stage } : {}),
    ...(group !== undefined && /^[A-P]$/.test(group) ? { group } : {}),
    ...(item.leg === 1 || item.leg === 2 ? { leg: item.leg } : {}),
    ...(typeof item.afterExtraTime === 'boolean' ? { afterExtraTime: item.afterExtraTime } : {}),
  };
}

const CLOCK_FIELDS = ['kickOffAt', 'halfTimeAt', 'secondHalfAt', 'fullTimeAt'] as const;

/** The touchline clock (issue 25): its instants that are text, and a half's length that is a positive number. */
function matchClock(v: unknown): Match['clock'] {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
  const item = v as Plain;
  const half = num(item.halfMinutes);
  const clock = { ...pick(item, CLOCK_FIELDS, text), ...(half !== undefined && half > 0 ? { halfMinutes: half } : {}) };
  return Object.keys(clock).length > 0 ? clock : undefined;
}

/**
 * A stored match as the domain types it, or null when it is unusable (no string id, tournamentId or team
 * ids). Fields of the wrong type are left out; goals that are not goal events are dropped.
 */
export function storedMatch(item: Plain | null | undefined): Match | null {
  if (!item) return null;
  const [id, tournamentId, homeTeamId, awayTeamId] = [text(item.id), text(item.tournamentId), text(item.homeTeamId), text(item.awayTeamId)];
  if (id === undefined || tournamentId === undefined || homeTeamId === undefined || awayTeamId === undefined) return null;
  const stats = statistics(item.statistics);
  const lineup = lineups(item.lineups);
  const clock = matchClock(item.clock);
  return {
    id,
    tournamentId,
    organizerId: text(item.organizerId) ?? '',
    homeTeamId,
    awayTeamId,
    round: num(item.round) ?? 1,
    ...(typeof item.isPlayoff === 'boolean' ? { isPlayoff: item.isPlayoff } : {}),
    ...pick(item, ['playoffRound', 'playoffMatch'], num),
    ...cupPlace(item),
    ...pick(item, SCORE_FIELDS, numOrNull),
    ...pick(item, TEXT_FIELDS, text),
    ...(isMatchStatus(item.status) ? { status: item.status } : {}),
    ...(stats ? { statistics: stats } : {}),
    ...(lineup ? { lineups: lineup } : {}),
    ...(clock ? { clock } : {}),
    ...(item.goals !== undefined ? { goals: each(item.goals, goal) } : {}),
    ...(item.cards !== undefined ? { cards: each(item.cards, card) } : {}),
  };
}
