import * as v from 'valibot';
import type { BracketRound, CustomPlayoffConfig } from '../playoffs/entities';

/** Goals and penalties of a result: absent or null until entered. */
const optionalScore = v.nullish(v.number());

const bracketMatchSchema = v.looseObject({
  matchId: v.string(),
  homeTeamId: v.string(),
  awayTeamId: v.string(),
  homeGoals: optionalScore,
  awayGoals: optionalScore,
  homePenalties: optionalScore,
  awayPenalties: optionalScore,
  dateISO: v.optional(v.string()),
  winner: v.optional(v.string()),
});

/** One round of a tournament's playoff bracket (`playoffBracket`). */
export const bracketRoundSchema = v.looseObject({
  round: v.number(),
  matches: v.array(bracketMatchSchema),
}) satisfies v.GenericSchema<unknown, BracketRound>;

const customPlayoffMatchSchema = v.looseObject({
  id: v.string(),
  homeTeamId: v.string(),
  awayTeamId: v.string(),
  dateISO: v.optional(v.string()),
  time: v.optional(v.string()),
  isElimination: v.boolean(),
});

const customPlayoffRoundSchema = v.looseObject({
  roundNumber: v.number(),
  name: v.string(),
  quantityOfGames: v.number(),
  description: v.optional(v.string()),
  matches: v.array(customPlayoffMatchSchema),
});

/** The settings of the league_custom_playoff mode (`format.customPlayoffConfig`). */
export const customPlayoffConfigSchema = v.looseObject({
  playoffTeams: v.number(),
  enableBye: v.boolean(),
  playoffRounds: v.array(customPlayoffRoundSchema),
}) satisfies v.GenericSchema<unknown, CustomPlayoffConfig>;
