import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PublicMatchView } from 'shared-domain';

/**
 * What a server-rendered match page leaves for the browser's first render (the gateway's ssr-state, hydrated
 * into the page's query cache): the view it was rendered from, or null when the page said the match is not
 * there, and that view's version (the hash its ETag carries), which the live stream's first catch-up
 * revalidates. The organizer's name is part of the key: the gateway judged that address, not another.
 */
export interface ServedMatchView {
  view: PublicMatchView | null;
  version: string | null;
}

export const serverMatchViewKey = (tournamentId: string, matchId: string, orgName: string | undefined) =>
  ['public-match-page', tournamentId, matchId, orgName ?? null] as const;

/**
 * The view the server rendered this page from: undefined when it did not (a page reached inside the app).
 * Taken once, when the screen opens on these ids; the entry then leaves the cache and is forgotten once
 * the screen shows another match, so a later visit of the same match reads it afresh instead of
 * starting from an old view.
 */
export function useServerMatchView(tournamentId: string, matchId: string, orgName: string | undefined): ServedMatchView | undefined {
  const client = useQueryClient();
  const key = serverMatchViewKey(tournamentId, matchId, orgName);
  const id = JSON.stringify(key);
  const [taken, setTaken] = useState(() => ({ id, view: client.getQueryData<ServedMatchView>(key) }));
  useEffect(() => {
    client.removeQueries({ queryKey: JSON.parse(id) as unknown[], exact: true });
  }, [client, id]);
  if (taken.id === id) return taken.view;
  // Another match on the same screen: the server's view belonged to the first one only.
  setTaken({ id, view: undefined });
  return undefined;
}
