import { useCallback, useLayoutEffect, useRef } from 'react';
import type { Match, MatchPatch } from 'shared-domain';
import { cupResultsClearedBy, type CupTournament } from 'shared-domain/groups-knockout';
import { useConfirm } from 'shared-ui';
import { ClearedResultsText } from '../components/cleared-results-text';

/**
 * Results never contradict in a Groups + Knockout cup (issue 24): a result edit of a group game or a
 * knockout leg that changes who plays a later knockout game holding a result asks first; `prepare` answers
 * the ids of the results to clear ([] when no pairing changes), or null when the organizer cancelled. Its
 * identity stays the same while the matches change (it reads the latest through a ref), so the fixtures'
 * memoized rows do not all render again after each save. Render `dialog`. A null tournament asks nothing.
 */
export function useCupResultGuard(tournament: CupTournament | null, matches: readonly Match[], nameOf: (teamId: string) => string) {
  const { dialog, ask } = useConfirm();
  const latest = useRef({ tournament, matches, nameOf });
  useLayoutEffect(() => {
    latest.current = { tournament, matches, nameOf };
  });
  const prepare = useCallback(
    async (match: Match, fields: MatchPatch): Promise<readonly string[] | null> => {
      const now = latest.current;
      const cleared = now.tournament ? cupResultsClearedBy(now.tournament, now.matches, match.id, fields) : [];
      if (cleared.length === 0) return [];
      const confirmed = await ask({ title: 'Change this result?', danger: true, body: <ClearedResultsText cleared={cleared} nameOf={now.nameOf} /> });
      return confirmed ? cleared.map((c) => c.matchId) : null;
    },
    [ask],
  );
  return { dialog, prepare };
}
