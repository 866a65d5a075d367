import type { PublicTournamentDocument } from 'shared-domain';
import { etagsOf } from './document-etags';

/**
 * A public tournament's document unless the gateway's is still at `version` (the version a server-rendered
 * page was made from, the hash its ETag carries): a conditional GET, so an unchanged season costs a 304 and no
 * body. The live stream's first catch-up uses it. Kept out of the 'shared-data' singleton, which every page loads.
 * @throws Error "The tournament could not be loaded (<status>)." for a failure other than 404 (the document is then null)
 */
export async function fetchTournamentIfChanged(
  baseUrl: string,
  tournamentId: string,
  version: string,
): Promise<{ changed: false } | { changed: true; document: PublicTournamentDocument | null }> {
  const url = `${baseUrl.replace(/\/$/, '')}/api/public/tournaments/${encodeURIComponent(tournamentId)}`;
  // A conditional request the page makes itself gets the 304 back instead of the browser's cached copy.
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json', 'If-None-Match': etagsOf(version) } });
  if (response.status === 304) return { changed: false };
  if (response.status === 404) return { changed: true, document: null };
  if (!response.ok) throw new Error(`The tournament could not be loaded (${response.status}).`);
  return { changed: true, document: (await response.json()) as PublicTournamentDocument };
}
