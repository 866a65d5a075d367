import { publicTournamentDocument, publicTournamentTeamIds, type Match, type Organizer, type PublicTournamentDocument, type Team, type Tournament } from 'shared-domain';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument, fetchPublicDocumentIfChanged } from './public-fetch';

/** Where public tournament documents come from: the gateway, or an in-memory world in tests and stories. */
type PublicTournamentSource = (tournamentId: string) => Promise<PublicTournamentDocument | null>;

const documentPath = (tournamentId: string) => `/api/public/tournaments/${encodeURIComponent(tournamentId)}`;

/** The gateway's public document: one cacheable answer instead of a read per table. */
const fetchPublicTournament: PublicTournamentSource = (tournamentId) => fetchPublicDocument<PublicTournamentDocument>(documentPath(tournamentId), 'The tournament');

/** The same document read from a storage port, for in-memory worlds (the gateway does this on the server). */
export function storagePublicTournaments(port: StoragePort): PublicTournamentSource {
  return async (tournamentId) => {
    const tournament = await port.get<Tournament>('tournaments', { id: tournamentId });
    if (!tournament || !publicTournamentDocument({ tournament, matches: [], teams: [] })) return null;
    const matches = await port.query<Match>('matches', { equals: { tournamentId } });
    const [teams, organizer] = await Promise.all([
      port.getMany<Team>('teams', publicTournamentTeamIds(tournament, matches).map((id) => ({ id }))),
      tournament.organizerId ? port.get<Organizer>('organizers', { id: tournament.organizerId }) : null,
    ]);
    return publicTournamentDocument({ tournament, matches, teams, organizer });
  };
}

let source: PublicTournamentSource = fetchPublicTournament;

/** Installs another source (the in-memory world does); null restores the gateway, the default. */
export function setPublicTournamentSource(next: PublicTournamentSource | null): void {
  source = next ?? fetchPublicTournament;
}

export function readPublicTournament(tournamentId: string): Promise<PublicTournamentDocument | null> {
  return tournamentId ? source(tournamentId) : Promise.resolve(null);
}

/**
 * The tournament's public document unless the gateway's is still at `version` (the version a server-rendered
 * page was made from): `{ changed: false }` costs a 304 and no download. An in-memory world has no versions: it reads.
 */
export async function readPublicTournamentIfChanged(
  tournamentId: string,
  version: string,
): Promise<{ changed: false } | { changed: true; document: PublicTournamentDocument | null }> {
  if (!tournamentId) return { changed: true, document: null };
  if (source !== fetchPublicTournament) return { changed: true, document: await source(tournamentId) };
  return fetchPublicDocumentIfChanged<PublicTournamentDocument>(documentPath(tournamentId), 'The tournament', version);
}
