import {
  DEFAULT_CUSTOM_PLAYOFF_BYE,
  DEFAULT_CUSTOM_PLAYOFF_TEAMS,
  DEFAULT_PLAYOFF_QUALIFIERS,
  DEFAULT_TOURNAMENT_MODE,
  createDefaultCustomPlayoffConfig,
  createTournamentBlocker,
  defaultLeagueRoundsFor,
  type GroupsKnockoutSettings,
  type Legs,
  type TournamentFormat,
  type TournamentMode,
} from 'shared-domain';
import { groupCountError, groupLetter, groupRulesError, groupSizes } from 'shared-domain/groups-knockout';

/** What the create form holds; selects keep their option text until the format is built. */
export interface CreateTournamentValues {
  name: string;
  /** In the order the teams are listed, not the order they were ticked. */
  teamIds: string[];
  mode: TournamentMode;
  /** The mode's default (2 for the combined format) until the organizer picks a value. */
  rounds: string;
  /** Set once the organizer picks the rounds: a later mode change keeps them. */
  roundsPicked: boolean;
  qualifiers: string;
  playoffTeams: string;
  enableBye: boolean;
  /** Groups + Knockout (issue 24): the number of groups, legs in a group, qualifiers of each group. */
  groupCount: string;
  groupLegs: string;
  qualifiersPerGroup: string;
  /** How many of the best teams of the next place qualify too; '0' for none. */
  bestOfCount: string;
  /** The knockout rounds played over two legs, by their distance from the final ('1' the final, '2' the semi-finals…). */
  twoLegRounds: string[];
  awayGoals: boolean;
  thirdPlaceMatch: boolean;
}

export const CREATE_TOURNAMENT_DEFAULTS: CreateTournamentValues = {
  name: '',
  teamIds: [],
  mode: DEFAULT_TOURNAMENT_MODE,
  rounds: String(defaultLeagueRoundsFor(DEFAULT_TOURNAMENT_MODE)),
  roundsPicked: false,
  qualifiers: String(DEFAULT_PLAYOFF_QUALIFIERS),
  playoffTeams: String(DEFAULT_CUSTOM_PLAYOFF_TEAMS),
  enableBye: DEFAULT_CUSTOM_PLAYOFF_BYE,
  groupCount: '4',
  groupLegs: '1',
  qualifiersPerGroup: '2',
  bestOfCount: '0',
  twoLegRounds: [],
  awayGoals: false,
  thirdPlaceMatch: false,
};

/** The settings of a Groups + Knockout cup as the form holds them. */
function groupsKnockoutOf(values: Partial<CreateTournamentValues>): GroupsKnockoutSettings {
  const d = CREATE_TOURNAMENT_DEFAULTS;
  const qualifiersPerGroup = Number(values.qualifiersPerGroup ?? d.qualifiersPerGroup);
  const bestOfCount = Number(values.bestOfCount ?? d.bestOfCount);
  const twoLegs = new Set((values.twoLegRounds ?? d.twoLegRounds).map(Number));
  // Listed from the final backwards, up to the furthest round played over two legs.
  const furthest = Math.max(0, ...twoLegs);
  const knockoutLegs = Array.from({ length: furthest }, (_, i): Legs => (twoLegs.has(i + 1) ? 2 : 1));
  return {
    groupCount: Number(values.groupCount ?? d.groupCount),
    groupLegs: values.groupLegs === '2' ? 2 : 1,
    qualifiersPerGroup,
    ...(bestOfCount > 0 ? { bestOfPlace: { place: qualifiersPerGroup + 1, count: bestOfCount } } : {}),
    knockoutLegs,
    awayGoals: values.awayGoals ?? d.awayGoals,
    thirdPlaceMatch: values.thirdPlaceMatch ?? d.thirdPlaceMatch,
  };
}

/** The stored format of the chosen mode: only the settings that mode has. */
export function formatOf(values: Partial<CreateTournamentValues>): Partial<TournamentFormat> {
  const mode = values.mode ?? DEFAULT_TOURNAMENT_MODE;
  const format: Partial<TournamentFormat> = { mode, rounds: Number(values.rounds ?? defaultLeagueRoundsFor(mode)) };
  if (mode === 'league_playoff') format.playoffQualifiers = Number(values.qualifiers ?? DEFAULT_PLAYOFF_QUALIFIERS);
  if (mode === 'league_custom_playoff') {
    const playoffTeams = Number(values.playoffTeams ?? DEFAULT_CUSTOM_PLAYOFF_TEAMS);
    format.customPlayoffConfig = { ...createDefaultCustomPlayoffConfig(), playoffTeams, enableBye: values.enableBye ?? DEFAULT_CUSTOM_PLAYOFF_BYE };
  }
  if (mode === 'groups_knockout') format.groupsKnockout = groupsKnockoutOf(values);
  return format;
}

/**
 * The organizer's time zone as the browser reports it: a new tournament's match times are in it (issue
 * 13) until changed in the tournament's details. The domain checks it (UTC if the browser names none).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Why a Groups + Knockout cup of these settings cannot be drawn with the ticked teams (the group count,
 * then the qualifiers against groups of the sizes the draw will make), or null.
 */
function groupsBlocker(settings: GroupsKnockoutSettings, teamCount: number): string | null {
  const countError = groupCountError(settings.groupCount, teamCount);
  if (countError) return countError;
  const groups = groupSizes(teamCount, settings.groupCount).map((size, i) => ({ letter: groupLetter(i), teamIds: Array.from({ length: size }, (_, t) => `${i}-${t}`) }));
  return groupRulesError({ ...settings, groups });
}

/** The domain's reason the form may not submit yet (name, 2 teams, 4 for League + Elimination, a cup's groups), or null. */
export function createBlocker(values: Partial<CreateTournamentValues>): string | null {
  const format = formatOf(values);
  const teamIds = values.teamIds ?? [];
  const blocker = createTournamentBlocker({ name: values.name ?? '', teamIds, format });
  if (blocker || !format.groupsKnockout) return blocker;
  return groupsBlocker(format.groupsKnockout, new Set(teamIds).size);
}
