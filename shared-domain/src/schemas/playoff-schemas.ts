import * as v from 'valibot';
import type { BracketRound, CustomPlayoffConfig } from '../playoffs/entities';
import { MATCH_DATE_RANGE } from '../match/match-edit';
import type { StoredValueRules } from './stored-value-rules';

/** Goals and penalties of a result: absent or null until entered. */
const optionalScore = v.nullish(v.number());

/**
 * One round of a tournament's playoff bracket (`playoffBracket`), with `rules` for its dates.
 * @example v.is(bracketRoundSchemaWith(writeValueRules('tournament_1')), { round: 0, matches: [{ ...game, dateISO: '2024-02-30' }] }) // false
 */
export function bracketRoundSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, BracketRound> {
  const bracketMatchSchema = v.looseObject({
    matchId: v.string(),
    homeTeamId: v.string(),
    awayTeamId: v.string(),
    homeGoals: optionalScore,
    awayGoals: optionalScore,
    homePenalties: optionalScore,
    awayPenalties: optionalScore,
    dateISO: v.optional(rules.date(MATCH_DATE_RANGE)),
    winner: v.optional(v.string()),
  });
  return v.looseObject({
    round: v.number(),
    matches: v.array(bracketMatchSchema),
  });
}

/**
 * The settings of the league_custom_playoff mode (`format.customPlayoffConfig`), with `rules` for its
 * games' dates and times.
 * @example v.is(customPlayoffConfigSchemaWith(READ_VALUE_RULES), config) // true
 */
export function customPlayoffConfigSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, CustomPlayoffConfig> {
  const customPlayoffMatchSchema = v.looseObject({
    id: v.string(),
    homeTeamId: v.string(),
    awayTeamId: v.string(),
    dateISO: v.optional(rules.date(MATCH_DATE_RANGE)),
    time: v.optional(rules.time),
    isElimination: v.boolean(),
  });
  const customPlayoffRoundSchema = v.looseObject({
    roundNumber: v.number(),
    name: v.string(),
    quantityOfGames: v.number(),
    description: v.optional(v.string()),
    matches: v.array(customPlayoffMatchSchema),
  });
  return v.looseObject({
    playoffTeams: v.number(),
    enableBye: v.boolean(),
    playoffRounds: v.array(customPlayoffRoundSchema),
  });
}
