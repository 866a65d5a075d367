import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { GatewayError, gatewayUrl, useSession } from 'shared-data';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';

/** A link just made: the only time its address (with the token) and QR code exist anywhere. */
export interface CreatedScorekeeperLink {
  link: ScorekeeperLinkView;
  address: string;
  qrCode: string;
}

/** What a new link covers: one match, one pitch on one day, or one referee's matches on one day (issue 25). */
export type ScorekeeperLinkTarget = { matchId: string } | { pitchId: string; dateISO: string } | { refereeId: string; dateISO: string };

async function post<T>(path: string, token: string | null, body: object): Promise<T> {
  const response = await fetch(gatewayUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as T & { message?: string }) : ({} as T & { message?: string });
  if (!response.ok) throw new GatewayError(response.status, parsed.message ?? `Request failed (${response.status})`);
  return parsed;
}

/**
 * A tournament's scorekeeper links (issue 25, the gateway's /scorekeeper/links): the list, "Create" (one
 * match or one pitch on a day) and "Revoke"; the list holds the links that still work. The signed-in organizer's session token authorizes each call.
 */
export function useScorekeeperLinks(tournamentId: string) {
  const session = useSession();
  const token = session.status === 'signed-in' ? session.token : null;
  const queryClient = useQueryClient();
  const queryKey = ['scorekeeper-links', tournamentId];
  // The links that still work: neither revoked nor past the end of their day.
  const list = useQuery({
    queryKey,
    queryFn: async () => {
      const { links } = await post<{ links: ScorekeeperLinkView[] }>('/scorekeeper/links/list', token, { tournamentId });
      return links.filter((link) => link.revokedAt === undefined && Date.parse(link.expiresAt) > Date.now());
    },
    enabled: token !== null,
  });
  const [created, setCreated] = useState<CreatedScorekeeperLink | null>(null);
  const [actionError, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refresh();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const create = (target: ScorekeeperLinkTarget) =>
    run(async () => setCreated(await post<CreatedScorekeeperLink>('/scorekeeper/links', token, { tournamentId, ...target })));
  const revoke = (id: string) =>
    run(async () => {
      await post('/scorekeeper/links/revoke', token, { tournamentId, id });
      setCreated((shown) => (shown?.link.id === id ? null : shown));
    });
  const error = actionError ?? (list.error ? list.error.message : null);
  return { links: list.data ?? [], created, error, busy, create, revoke };
}
