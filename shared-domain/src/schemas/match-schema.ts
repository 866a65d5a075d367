import * as v from 'valibot';
import type { CardColour, GoalType, Match, MatchSide, MatchStage, TeamStatistics } from '../match/entities';
import { MATCH_DATE_RANGE } from '../match/match-edit';
import { createEmptyTeamStatistics } from '../match/match-statistics';
import { MATCH_STATUSES } from '../match/match-status';
import { READ_VALUE_RULES, type StoredValueRules } from './stored-value-rules';

const SIDES = ['home', 'away'] as const satisfies readonly MatchSide[];
const MATCH_STAGES = ['group', 'knockout', 'third_place'] as const satisfies readonly MatchStage[];
const GOAL_TYPES = ['goal', 'penalty', 'own_goal'] as const satisfies readonly GoalType[];
const CARD_COLOURS = ['yellow', 'red'] as const satisfies readonly CardColour[];

/** Goals and penalties: absent or null until entered (a cleared score is stored as null or removed). */
const optionalScore = v.nullish(v.number());

// Statistics and lineups read as the match centre reads them (matchStatisticsOrDefault, setLineupRole):
// a side or a field not stored yet is its default, so an item holding only some of them stays readable.
const EMPTY_STATISTICS = createEmptyTeamStatistics();
const statistic = (field: keyof TeamStatistics) => v.optional(v.number(), EMPTY_STATISTICS[field]);
const teamStatisticsSchema = v.looseObject({
  shots: statistic('shots'),
  shotsOnTarget: statistic('shotsOnTarget'),
  corners: statistic('corners'),
  fouls: statistic('fouls'),
  yellowCards: statistic('yellowCards'),
  redCards: statistic('redCards'),
  possession: statistic('possession'),
});
// A missing side reads as an empty object, which the wrapped schema then fills with the defaults.
const sideStatisticsSchema = v.optional(teamStatisticsSchema, () => ({}));

const playerIds = v.optional(v.array(v.string()), () => []);
const lineupSideSchema = v.optional(v.looseObject({ starting: playerIds, substitutes: playerIds }), () => ({}));

const goalEventSchema = v.looseObject({
  id: v.string(),
  team: v.picklist(SIDES),
  playerId: v.string(),
  minute: v.number(),
  type: v.picklist(GOAL_TYPES),
  assistPlayerId: v.optional(v.string()),
  goalNumber: v.number(),
});

const cardEventSchema = v.looseObject({
  id: v.string(),
  team: v.picklist(SIDES),
  colour: v.picklist(CARD_COLOURS),
  playerId: v.string(),
  minute: v.number(),
});

/** A match item with its goals, lineups and statistics, with `rules` for its day and time.
 * @example v.is(matchSchemaWith(writeValueRules('match_1')), { ...match, time: '7pm' }) // false
 */
export function matchSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, Match> {
  return v.looseObject({
    id: v.string(),
    tournamentId: v.string(),
    organizerId: v.string(),
    homeTeamId: v.string(),
    awayTeamId: v.string(),
    round: v.number(),
    isPlayoff: v.optional(v.boolean()),
    playoffRound: v.optional(v.number()),
    playoffMatch: v.optional(v.number()),
    stage: v.optional(v.picklist(MATCH_STAGES)),
    group: v.optional(v.pipe(v.string(), v.regex(/^[A-P]$/, 'must be a group letter A to P'))),
    leg: v.optional(v.picklist([1, 2])),
    afterExtraTime: v.optional(v.boolean()),
    homeGoals: optionalScore,
    awayGoals: optionalScore,
    homePenalties: optionalScore,
    awayPenalties: optionalScore,
    dateISO: v.optional(rules.date(MATCH_DATE_RANGE)),
    time: v.optional(rules.time),
    venue: v.optional(v.string()),
    referee: v.optional(v.string()),
    refereeId: v.optional(v.string()),
    pitchId: v.optional(v.string()),
    status: v.optional(v.picklist(MATCH_STATUSES)),
    preview: v.optional(v.string()),
    report: v.optional(v.string()),
    videoUrl: v.optional(v.string()),
    statistics: v.optional(v.looseObject({ home: sideStatisticsSchema, away: sideStatisticsSchema })),
    lineups: v.optional(v.looseObject({ home: lineupSideSchema, away: lineupSideSchema })),
    goals: v.optional(v.array(goalEventSchema)),
    cards: v.optional(v.array(cardEventSchema)),
    clock: v.optional(
      v.looseObject({
        kickOffAt: v.optional(rules.timestamp),
        halfTimeAt: v.optional(rules.timestamp),
        secondHalfAt: v.optional(rules.timestamp),
        fullTimeAt: v.optional(rules.timestamp),
      }),
    ),
    version: v.optional(v.number()),
  });
}

/** A match as the app reads it. */
export const matchSchema = matchSchemaWith(READ_VALUE_RULES);
