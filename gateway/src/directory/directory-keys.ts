import { s } from './directory-store';

/**
 * The entries of the gateway's `directory` table (store/tables.ts, GATEWAY_TABLES), each under its own
 * partition key so one table serves every lookup a public page would otherwise Scan for:
 *
 * - `player#<playerId>` / `team`: which team holds a player (players live inside their team's item),
 *   with `teamId` and `organizerId`. A pointer may go stale (the player removed, the team deleted): the
 *   public player view always reads the team and checks the player is still in it.
 * - `organizers` / `<organizerId>`: one card per organizer (name, public contact, description, logo, creation
 *   date), so home search lists organizers with one Query instead of a Scan of the organizers table.
 * - `team#<teamId>` / `profile`: the public team page's profile (the team's public fields and public
 *   players) as JSON in `doc`; beside it `season#<tournamentId>`, the team's public season in each public
 *   tournament it plays in (team-documents.ts). One Query of the partition reads the whole team page.
 * - `tournament#<tournamentId>` / `season-teams`: the team ids whose seasons the tournament's last
 *   regeneration wrote (JSON in `teamIds`), so a team that left, or a tournament made private or
 *   deleted, gets its season items deleted.
 * - `meta` / `team-documents-2`: written once every team's pointers and documents were made (the one-time
 *   backfill). It replaced `meta` / `team-documents` (profiles without their organizer's name), which had
 *   replaced `meta` / `player-pointers` (the pointers only): a new marker makes the backfill run once more.
 * - `meta` / `hot-pages`: the tournament pages visitors asked for last (JSON in `pages`), which a starting gateway
 *   makes before its port answers (ssr/hot-pages.ts).
 * - `organizer-deletes` / `<organizerId>`: an organizer delete under way, with the team and tournament ids
 *   it deletes, so an interrupted delete is finished at the next start (admin/pending-organizer-deletes.ts).
 */
export const ORGANIZER_CARDS_PARTITION = 'organizers';

export const playerPointerKey = (playerId: string) => ({ pk: s(`player#${playerId}`), sk: s('team') });

/** The player id of a pointer's key (plain pk and sk), or null for any other entry. */
export const pointerPlayerId = (pk: unknown, sk: unknown): string | null => (typeof pk === 'string' && pk.startsWith('player#') && sk === 'team' ? pk.slice('player#'.length) : null);

export const organizerCardKey = (organizerId: string) => ({ pk: s(ORGANIZER_CARDS_PARTITION), sk: s(organizerId) });

export const BACKFILL_MARKER_KEY = { pk: s('meta'), sk: s('team-documents-2') };

export const TEAM_PROFILE_SK = 'profile';
const SEASON_PREFIX = 'season#';

export const teamPartition = (teamId: string) => `team#${teamId}`;

export const teamProfileKey = (teamId: string) => ({ pk: s(teamPartition(teamId)), sk: s(TEAM_PROFILE_SK) });

export const teamSeasonKey = (teamId: string, tournamentId: string) => ({ pk: s(teamPartition(teamId)), sk: s(`${SEASON_PREFIX}${tournamentId}`) });

/** The tournament id of a season's sort key, or null for any other entry of a team's partition. */
export const seasonTournamentId = (sk: unknown): string | null => (typeof sk === 'string' && sk.startsWith(SEASON_PREFIX) ? sk.slice(SEASON_PREFIX.length) : null);

export const seasonTeamsKey = (tournamentId: string) => ({ pk: s(`tournament#${tournamentId}`), sk: s('season-teams') });
