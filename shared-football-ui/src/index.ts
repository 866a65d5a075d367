/// <reference path="./css.d.ts" />
/**
 * shared-football-ui: the football view kit every remote and the widget use (standings, fixtures,
 * bracket, score, match header, team badge, date formats). Components take data as props, never
 * fetch and never import a router; styles are CSS Modules over shared-ui's theme tokens.
 */
export { formatCalendarDate, formatDate } from './format/date-time';
export { teamLabel, type TeamLinkProps, type TeamLookup } from './teams/team-info';

export { StandingsTable } from './standings-table/standings-table';
export { RoundSection } from './round-section/round-section';
export { FixturesList } from './fixtures-list/fixtures-list';
export { FixtureRow } from './fixtures-list/fixture-row';
export { RoundNav, type RoundLinkProps } from './round-nav/round-nav';
export type { MatchLinkProps } from './matches/match-link';
export { PlayoffBracket } from './playoff-bracket/playoff-bracket';
export { ChampionBanner } from './champion-banner/champion-banner';
export { TrophyIcon } from './trophy-icon/trophy-icon';
export { MatchHeader, type MatchHeaderSide } from './match-header/match-header';
export { MatchStatusBadge } from './match-header/match-status-badge';
export { MatchMinute } from './match-header/match-minute';
export { Score } from './score/score';
export { ReconnectingStatus } from './live-status/reconnecting-status';
