import type { Tournament, TournamentFormat } from './entities';
import { canCreateTournament, normalizeTournamentFormat } from './tournament-format';
import { DEFAULT_VISIBILITY } from './visibility';

/** What the create-tournament form collects (spec §2). */
export interface NewTournamentInput {
  name: string;
  teamIds: readonly string[];
  format?: Partial<TournamentFormat>;
}

/**
 * A new tournament (spec §3, §4, §5): trimmed name, distinct team ids, normalized format, private.
 * Returns null when creation is not allowed (blank name, fewer than 2 teams, or no organizer
 * selected: then nothing happens).
 * @example createTournament({ name: ' Cup ', teamIds: ['a', 'b'] }, { id: 'tournament_1_x', organizerId: 'org_1_y', createdAtISO: '2024-01-01T00:00:00.000Z' })
 * // { id: 'tournament_1_x', name: 'Cup', format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b'], organizerId: 'org_1_y', createdAtISO: '2024-01-01T00:00:00.000Z', visibility: 'private' }
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
  };
}
