import type { QueryClient } from '@tanstack/react-query';
import { readPublicTournamentIfChanged } from '../public/public-tournament-source';
import { queryKeys } from './query-keys';

/**
 * Whether a public tournament changed since `version` (the document a server-rendered page was made from);
 * when it did, its new document is put under `queryKeys.publicTournament` so the page reads it from there
 * without a second download. The live stream's first catch-up uses it: an unchanged season costs a 304.
 * @returns true when the document changed (it is then in the cache)
 */
export async function revalidatePublicTournament(client: QueryClient, tournamentId: string, version: string): Promise<boolean> {
  const answer = await readPublicTournamentIfChanged(tournamentId, version);
  if (!answer.changed) return false;
  client.setQueryData(queryKeys.publicTournament(tournamentId), answer.document);
  return true;
}
