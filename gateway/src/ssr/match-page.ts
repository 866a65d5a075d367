import { organizerNameMatches, type PublicMatchView } from 'shared-domain';
import { idOf } from '../routes/public-answers';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import { documentVersion } from './document-version';
import type { ReadDocument } from './read-document';

/** What the public match page is read from: the public API's own reads (GET /api/public/tournaments/:t[/matches/:m]). */
export interface MatchPageReads {
  /** The public match view (PublicMatchReader.read); null: the public may not see it. */
  matches: { read(tournamentId: string, matchId: string): Promise<PublicMatchView | null> };
  /** The cached public tournament documents: whose tournament it is, for an organizer's address. */
  tournaments: Pick<PublicTournamentCache, 'get'>;
}

/**
 * The public match page's document: the match's public view, as GET /api/public/tournaments/:t/matches/:m
 * answers it (the ids decoded as there). A match the public may not see (missing, private, or at an
 * `/:orgName/…` address that is not its organizer's) is a page that says so, answered with 404.
 * @param wanted its ids as the path holds them (%-escaped)
 * @param orgName the `/:orgName/` segment of the address, undecoded; undefined at `/public/…`
 * @throws PublicReadError when the backend cannot answer
 */
export async function readMatchPage(reads: MatchPageReads, wanted: { tournamentId: string; id: string }, orgName: string | undefined): Promise<ReadDocument> {
  const tournamentId = idOf(wanted.tournamentId);
  const matchId = idOf(wanted.id);
  const missing: ReadDocument = { page: { kind: 'match', tournamentId: tournamentId ?? '', id: matchId ?? '', document: null }, version: 'missing', notFound: true };
  if (tournamentId === null || matchId === null) return missing;
  let organizerName: string | undefined;
  if (orgName !== undefined) {
    // The match view does not name the organizer; the tournament's cached document does (no further read when warm).
    organizerName = (await reads.tournaments.get(tournamentId)).document?.organizer?.name;
    if (!organizerNameMatches(orgName, organizerName)) return missing;
  }
  const view = await reads.matches.read(tournamentId, matchId);
  if (!view) return missing;
  return { page: { kind: 'match', tournamentId, id: matchId, document: view }, version: documentVersion(view), ...(organizerName === undefined ? {} : { organizerName }) };
}

/** The embed guide: no document, one version. */
export const readEmbedPage = (): ReadDocument => ({ page: { kind: 'embed', id: '', document: null }, version: 'embed' });
