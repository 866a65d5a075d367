import * as v from 'valibot';
import type { Tournament, TournamentFormat } from '../competition/entities';
import { TOURNAMENT_MODES } from '../competition/tournament-format';
import { TIE_BREAKER_PRESETS } from '../league/tie-breakers';
import { bracketRoundSchema, customPlayoffConfigSchema } from './playoff-schemas';
import { socialMediaSchema } from './social-media-schema';

/** How a tournament is played: its mode and that mode's settings. */
const tournamentFormatSchema = v.looseObject({
  mode: v.picklist(TOURNAMENT_MODES),
  rounds: v.optional(v.number()),
  playoffQualifiers: v.optional(v.number()),
  customPlayoffConfig: v.optional(customPlayoffConfigSchema),
  customRounds: v.optional(v.array(v.looseObject({ roundNumber: v.number(), name: v.string() }))),
  tieBreakers: v.optional(v.picklist(TIE_BREAKER_PRESETS)),
}) satisfies v.GenericSchema<unknown, TournamentFormat>;

/**
 * A tournament item with its nested settings. `pendingWrite` is the marker of a multi-item write that
 * stopped halfway (shared-data's claim → write → mark done); `visibility` is one of the two values the
 * toggle writes, or absent on older items (which count as public).
 */
export const tournamentSchema = v.looseObject({
  id: v.string(),
  name: v.string(),
  format: tournamentFormatSchema,
  teamIds: v.array(v.string()),
  organizerId: v.string(),
  createdAtISO: v.string(),
  playoffBracket: v.optional(v.array(bracketRoundSchema)),
  settings: v.optional(v.record(v.string(), v.unknown())),
  visibility: v.optional(v.picklist(['private', 'public'])),
  location: v.optional(v.looseObject({ name: v.optional(v.string()), link: v.optional(v.string()) })),
  socialMedia: v.optional(socialMediaSchema),
  logo: v.optional(v.string()),
  backgroundImage: v.optional(v.string()),
  pendingWrite: v.optional(v.picklist(['creation', 'playoff-start'])),
  version: v.optional(v.number()),
}) satisfies v.GenericSchema<unknown, Tournament>;
