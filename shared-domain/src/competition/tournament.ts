import type { Tournament, TournamentFormat } from './entities';
import { canCreateTournament, normalizeTournamentFormat } from './tournament-format';
import { DEFAULT_TOURNAMENT_TIME_ZONE, canonicalTimeZone } from './tournament-time-zone';
import { DEFAULT_VISIBILITY } from './visibility';

/** What the create-tournament form collects (spec §2). */
export interface NewTournamentInput {
  name: string;
  teamIds: readonly string[];
  format?: Partial<TournamentFormat>;
  /** The organizer's browser zone (IANA name); UTC when absent or unknown. */
  timeZone?: string;
}

/**
 * A new tournament (spec §3, §4, §5): trimmed name, distinct team ids, normalized format, private, and
 * the time zone its match times are in (issue 13: the organizer's browser zone, else UTC).
 * Returns null when creation is not allowed (blank name, fewer than 2 teams, or no organizer
 * selected: then nothing happens).
 * @example createTournament({ name: ' Cup ', teamIds: ['a', 'b'], timeZone: 'Europe/London' }, { id: 'tournament_1_x', organizerId: 'org_1_y', createdAtISO: '2024-01-01T00:00:00.000Z' })
 * // { id: 'tournament_1_x', name: 'Cup', format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b'], organizerId: 'org_1_y', createdAtISO: '2024-01-01T00:00:00.000Z', visibility: 'private', timeZone: 'Europe/London' }
 */
export function createTournament(input: NewTournamentInput, meta: { id: string; organizerId: string | null | undefined; createdAtISO: string }): Tournament | null {
  if (!meta.organizerId || !canCreateTournament(input)) return null;
  return {
    id: meta.id,
    name: input.name.trim(),
    format: normalizeTournamentFormat(input.format),
    teamIds: [...new Set(input.teamIds)],
    organizerId: meta.organizerId,
    createdAtISO: meta.createdAtISO,
    visibility: DEFAULT_VISIBILITY,
    timeZone: canonicalTimeZone(input.timeZone) ?? DEFAULT_TOURNAMENT_TIME_ZONE,
  };
}
