import { s } from './directory-store';

/**
 * The entries of the gateway's `directory` table (store/tables.ts, GATEWAY_TABLES), each under its own
 * partition key so one table serves every lookup a public page would otherwise Scan for:
 *
 * - `player#<playerId>` / `team`: which team holds a player (players live inside their team's item),
 *   with `teamId` and `organizerId`. A pointer may go stale (the player removed, the team deleted): the
 *   public player view always reads the team and checks the player is still in it.
 * - `organizers` / `<organizerId>`: one card per organizer (name, email, description, logo, creation
 *   date), so home search lists organizers with one Query instead of a Scan of the organizers table.
 * - `meta` / `player-pointers`: written once every team's players were recorded (the one-time backfill).
 */
export const ORGANIZER_CARDS_PARTITION = 'organizers';

export const playerPointerKey = (playerId: string) => ({ pk: s(`player#${playerId}`), sk: s('team') });

export const organizerCardKey = (organizerId: string) => ({ pk: s(ORGANIZER_CARDS_PARTITION), sk: s(organizerId) });

export const BACKFILL_MARKER_KEY = { pk: s('meta'), sk: s('player-pointers') };
