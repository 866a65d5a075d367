import { publicTournamentDocument, publicTournamentTeamIds, type Match, type Organizer, type PublicTournamentDocument, type Team, type Tournament } from 'shared-domain';
import { withMatchDayFacts } from 'shared-domain/kickoff';
import type { StoragePort } from '../storage/storage-port';
import { fetchPublicDocument } from './public-fetch';

/** Where public tournament documents come from: the gateway, or an in-memory world in tests and stories. */
type PublicTournamentSource = (tournamentId: string) => Promise<PublicTournamentDocument | null>;

/** The gateway's public document: one cacheable answer instead of a read per table. */
const fetchPublicTournament: PublicTournamentSource = (tournamentId) =>
  fetchPublicDocument<PublicTournamentDocument>(`/api/public/tournaments/${encodeURIComponent(tournamentId)}`, 'The tournament');

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
    const document = publicTournamentDocument({ tournament, matches, teams, organizer });
    // The pitch and clock the gateway's reader adds (issue 25, views/public-tournament-reader.ts).
    const stored = new Map(matches.map((m) => [m.id, m]));
    return document && { ...document, matches: document.matches.map((m) => withMatchDayFacts(m, stored.get(m.id))) };
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
