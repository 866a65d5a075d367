/// <reference path="./css.d.ts" />
/**
 * shared-football-ui: the football view kit every remote and the widget use (standings, fixtures,
 * bracket, score, match header, team badge, date formats). Components take data as props, never
 * fetch and never import a router; styles are CSS Modules over shared-ui's theme tokens.
 */
export { formatCalendarDate, formatDate, formatKickoff, parseStoredDate, type DateStyle, type DateTimeOptions } from './format/date-time';
export { teamLabel, type TeamInfo, type TeamLinkProps, type TeamLinking, type TeamLookup } from './teams/team-info';

export { TeamBadge, type TeamBadgeProps, type TeamBadgeSize } from './team-badge/team-badge';
export { Score, type ScoreProps } from './score/score';
export { StandingsTable, type StandingsTableProps } from './standings-table/standings-table';
export { RoundSection, type RoundSectionProps } from './round-section/round-section';
export { FixtureState } from './fixtures-list/fixture-state';
export { FixtureRow, type FixtureMatch } from './fixtures-list/fixture-row';
export { FixturesList, type FixturesListProps } from './fixtures-list/fixtures-list';
export { PlayoffBracket, type PlayoffBracketProps } from './playoff-bracket/playoff-bracket';
export { BracketMatch } from './playoff-bracket/bracket-match';
export { MatchHeader, type MatchHeaderMatch, type MatchHeaderProps, type MatchHeaderSide } from './match-header/match-header';
export { MATCH_STATUS_LABELS, MatchStatusBadge } from './match-header/match-status-badge';
