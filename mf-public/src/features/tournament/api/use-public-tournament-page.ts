import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { queries, queryKeys, screenState, type ScreenState } from 'shared-data';
import { STATISTICS_TOP_ROWS, seasonPageView, type SeasonPageView } from 'shared-domain/season-page';

/**
 * What the server puts under `queryKeys.publicTournamentPage` (ssr/render-public-page.tsx): the first view,
 * and the version of the document it was made from (the document's ETag hash), against which the live
 * stream's first catch-up revalidates.
 */
export interface ServedTournamentPage {
  view: SeasonPageView | null;
  version: string | null;
}

export interface PublicTournamentPage {
  state: ScreenState<SeasonPageView | null>;
  /** The served version while the page still shows the server's view; null once it reads the document. */
  servedVersion: string | null;
  /** Read the whole document from now on (a live change arrived). */
  readDocument: () => void;
  /** Whether the document is being read for what the visitor asked (another round, all statistics). */
  loading: boolean;
  /** That read failed (the last view stays on screen): `retry` reads again. */
  failed: boolean;
  retry: () => void;
}

/**
 * A public tournament page's view for its round (null: the default rounds) and the statistics rows asked for.
 * The first render after a server-rendered load reads the view the server dehydrated (never stale: the live
 * stream keeps the page current) and downloads nothing. Another round, "Show all" or a live change reads the
 * full public document once, and the view is then computed from it by the same shared-domain rule
 * (`seasonPageView`), so both renders agree. Meanwhile the last view stays on screen.
 */
export function usePublicTournamentPage(id: string, round: number | null, allStatistics: boolean): PublicTournamentPage {
  const served = useQuery<ServedTournamentPage>({ queryKey: queryKeys.publicTournamentPage(id, round), queryFn: skipToken, staleTime: Infinity });
  const [documentWanted, setDocumentWanted] = useState(false);
  const wantsDocument = documentWanted || allStatistics || served.data === undefined;
  // Once read for the page, the document stays its source (it is what the live stream keeps current).
  if (wantsDocument && !documentWanted) setDocumentWanted(true);
  const document = useQuery({ ...queries.publicTournament(id), enabled: wantsDocument });
  const statisticsRows = allStatistics ? Infinity : STATISTICS_TOP_ROWS;
  const computed = useMemo(
    () => (document.data === undefined ? undefined : document.data && seasonPageView(document.data, { round, statisticsRows })),
    [document.data, round, statisticsRows],
  );
  const current = computed !== undefined ? computed : wantsDocument ? undefined : served.data?.view;
  const [last, setLast] = useState(current);
  if (current !== undefined && current !== last) setLast(current);
  const view = current ?? last;
  const state: ScreenState<SeasonPageView | null> =
    view !== undefined ? { status: 'success', data: view } : screenState([document], () => null);
  return {
    state,
    servedVersion: wantsDocument ? null : (served.data?.version ?? null),
    readDocument: () => setDocumentWanted(true),
    loading: current === undefined && view !== undefined && !document.isError,
    failed: current === undefined && view !== undefined && document.isError,
    retry: () => void document.refetch(),
  };
}
