import {
  DEFAULT_CUSTOM_PLAYOFF_BYE,
  DEFAULT_CUSTOM_PLAYOFF_TEAMS,
  DEFAULT_PLAYOFF_QUALIFIERS,
  DEFAULT_TOURNAMENT_MODE,
  createDefaultCustomPlayoffConfig,
  createTournamentBlocker,
  defaultLeagueRoundsFor,
  type TournamentFormat,
  type TournamentMode,
} from 'shared-domain';

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
};

/** The stored format of the chosen mode: only the settings that mode has. */
export function formatOf(values: Partial<CreateTournamentValues>): Partial<TournamentFormat> {
  const mode = values.mode ?? DEFAULT_TOURNAMENT_MODE;
  const format: Partial<TournamentFormat> = { mode, rounds: Number(values.rounds ?? defaultLeagueRoundsFor(mode)) };
  if (mode === 'league_playoff') format.playoffQualifiers = Number(values.qualifiers ?? DEFAULT_PLAYOFF_QUALIFIERS);
  if (mode === 'league_custom_playoff') {
    const playoffTeams = Number(values.playoffTeams ?? DEFAULT_CUSTOM_PLAYOFF_TEAMS);
    format.customPlayoffConfig = { ...createDefaultCustomPlayoffConfig(), playoffTeams, enableBye: values.enableBye ?? DEFAULT_CUSTOM_PLAYOFF_BYE };
  }
  return format;
}

/**
 * The organizer's time zone as the browser reports it: a new tournament's match times are in it (issue
 * 13) until changed in the tournament's details. The domain checks it (UTC if the browser names none).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The domain's reason the form may not submit yet (name, 2 teams, 4 for League + Elimination), or null. */
export function createBlocker(values: Partial<CreateTournamentValues>): string | null {
  return createTournamentBlocker({ name: values.name ?? '', teamIds: values.teamIds ?? [], format: formatOf(values) });
}
