import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { queries } from 'shared-data';
import { parsePlaceholder, placeholderLabel, type ClearedResult, type MatchPatch, type Team } from 'shared-domain';
import { useConfirm } from 'shared-ui';
import { laterResultsCleared } from '../api/match-playoff-context';
import type { MatchDetailData } from '../api/use-match-detail-query';
import { matchNotice, matchNoticeAtom } from '../atoms/match-notice-atom';
import { ClearedResultsBody } from '../components/overview/cleared-results-body';

/**
 * Names of the teams of the results about to be cleared (they may not play this match). Read only
 * when asking; if that fails the question still names the rounds and scores.
 */
async function teamNames(client: QueryClient, cleared: readonly ClearedResult[]): Promise<(teamId: string) => string> {
  let teams = new Map<string, Team>();
  try {
    teams = await client.fetchQuery(queries.teamsByIds(cleared.flatMap((c) => [c.homeTeamId, c.awayTeamId])));
  } catch (failure) {
    console.error('Reading the teams of later games failed', failure);
  }
  return (teamId) => {
    const placeholder = parsePlaceholder(teamId);
    return teams.get(teamId)?.name ?? (placeholder ? placeholderLabel(placeholder) : 'Unknown team');
  };
}

/**
 * Results never contradict (issue 8): a result edit of a playoff game that changes who plays a later
 * game holding a result asks first ("This will clear the result of …"). `confirmedClear` answers the
 * ids of the later games to clear ([] when the edit changes no later pairing), or null when the
 * organizer cancelled: then nothing may be saved, and the notice says `notSaved`. Render `dialog`.
 */
export function useResultGuard({ match, tournament, tournamentMatches }: MatchDetailData) {
  const client = useQueryClient();
  const setNotice = useSetAtom(matchNoticeAtom);
  const { dialog, ask } = useConfirm();
  const confirmedClear = async (changes: MatchPatch, notSaved: string): Promise<string[] | null> => {
    const cleared = laterResultsCleared(match, tournament, tournamentMatches, changes);
    if (cleared.length === 0) return [];
    const nameOf = await teamNames(client, cleared);
    const confirmed = await ask({ title: 'Change this result?', danger: true, body: <ClearedResultsBody cleared={cleared} nameOf={nameOf} /> });
    if (confirmed) return cleared.map((c) => c.matchId);
    setNotice(matchNotice('info', notSaved));
    return null;
  };
  return { dialog, confirmedClear };
}
