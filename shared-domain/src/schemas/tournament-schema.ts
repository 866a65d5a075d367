import * as v from 'valibot';
import type { Tournament, TournamentFormat } from '../competition/entities';
import { TOURNAMENT_MODES } from '../competition/tournament-format';
import { TIE_BREAKER_PRESETS } from '../league/tie-breakers';
import { MATCH_DATE_RANGE } from '../match/match-edit';
import { groupsKnockoutSettingsSchema } from './groups-knockout-schema';
import { bracketRoundSchemaWith, customPlayoffConfigSchemaWith } from './playoff-schemas';
import { socialMediaSchema } from './social-media-schema';
import { READ_VALUE_RULES, type StoredValueRules } from './stored-value-rules';

/** How a tournament is played: its mode and that mode's settings. */
function tournamentFormatSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, TournamentFormat> {
  return v.pipe(
    v.looseObject({
      mode: v.picklist(TOURNAMENT_MODES),
      rounds: v.optional(v.number()),
      playoffQualifiers: v.optional(v.number()),
      customPlayoffConfig: v.optional(customPlayoffConfigSchemaWith(rules)),
      customRounds: v.optional(v.array(v.looseObject({ roundNumber: v.number(), name: v.string() }))),
      tieBreakers: v.optional(v.picklist(TIE_BREAKER_PRESETS)),
      groupsKnockout: v.optional(groupsKnockoutSettingsSchema),
    }),
    // A groups + knockout cup cannot be drawn or played without its settings.
    v.forward(
      v.check((f) => f.mode !== 'groups_knockout' || f.groupsKnockout !== undefined, 'is missing (a Groups + Knockout tournament needs its settings)'),
      ['groupsKnockout'],
    ),
  );
}

/** An issue's place inside the item, as keys (issueReason reads only the keys). */
function keyPath(keys: readonly string[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const [first, ...rest] = keys.map((key): v.IssuePathItem => ({ type: 'object', origin: 'value', input: {}, key, value: undefined }));
  return [first!, ...rest];
}

/** Only the tournament's own teams are placed in its groups. */
function strangerInGroups(tournament: Pick<Tournament, 'format' | 'teamIds'>): string | undefined {
  const teams = new Set(tournament.teamIds);
  return tournament.format.groupsKnockout?.groups?.flatMap((g) => g.teamIds).find((id) => !teams.has(id));
}

/** Venues and their pitches (issue 25): each window a day and two times, checked like a match's. */
function venueSchemaWith(rules: StoredValueRules) {
  const window = v.looseObject({ day: rules.date(MATCH_DATE_RANGE), from: rules.time, to: rules.time });
  const pitch = v.looseObject({ id: v.string(), name: v.string(), windows: v.array(window) });
  return v.looseObject({ id: v.string(), name: v.string(), address: v.optional(v.string()), link: v.optional(v.string()), pitches: v.array(pitch) });
}

/** Whole minutes, as the planner's rules take them. */
const minutes = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(24 * 60));

/**
 * A tournament item with its nested settings, with `rules` for its dates, timestamp and images.
 * `pendingWrite` is the marker of a multi-item write that stopped halfway (shared-data's claim → write
 * → mark done); `visibility` is one of the two values the toggle writes, or absent on older items
 * (which count as public).
 * @example v.is(tournamentSchemaWith(writeValueRules('tournament_1')), { ...tournament, backgroundImage: 'data:,x' }) // false
 */
export function tournamentSchemaWith(rules: StoredValueRules): v.GenericSchema<unknown, Tournament> {
  const tournament = v.looseObject({
    id: v.string(),
    name: v.string(),
    format: tournamentFormatSchemaWith(rules),
    teamIds: v.array(v.string()),
    organizerId: v.string(),
    createdAtISO: rules.timestamp,
    playoffBracket: v.optional(v.array(bracketRoundSchemaWith(rules))),
    settings: v.optional(v.record(v.string(), v.unknown())),
    visibility: v.optional(v.picklist(['private', 'public'])),
    location: v.optional(v.looseObject({ name: v.optional(v.string()), link: v.optional(v.string()) })),
    socialMedia: v.optional(socialMediaSchema),
    logo: v.optional(rules.image('tournament-logo')),
    backgroundImage: v.optional(rules.image('tournament-background')),
    venues: v.optional(v.array(venueSchemaWith(rules))),
    matchDayRules: v.optional(v.looseObject({ matchMinutes: minutes(1), breakMinutes: minutes(0), minRestMinutes: minutes(0) })),
    pendingWrite: v.optional(v.picklist(['creation', 'playoff-start', 'playoff-reseed'])),
    version: v.optional(v.number()),
  });
  return v.pipe(
    tournament,
    v.rawCheck(({ dataset, addIssue }) => {
      const stranger = dataset.typed ? strangerInGroups(dataset.value) : undefined;
      if (stranger !== undefined) addIssue({ message: `${stranger} is not one of the tournament's teams`, path: keyPath(['format', 'groupsKnockout', 'groups']) });
    }),
  );
}

/** A tournament as the app reads it. */
export const tournamentSchema = tournamentSchemaWith(READ_VALUE_RULES);
