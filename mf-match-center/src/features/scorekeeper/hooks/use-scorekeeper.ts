import { useCallback, useEffect, useRef, useState } from 'react';
import { loadRuntimeConfig } from 'shared-data';
import { ChangeQueue, LinkClosedError, ScorekeeperStore, openScorekeeperLink, sendQueuedChanges, type QueuedChange } from 'shared-data/scorekeeper';
import type { Match, Team, Tournament } from 'shared-domain';
import type { ScoreChange, ScorekeeperLinkView } from 'shared-domain/match-clock';

/** Where the score screen is: opening its link, refused (with the gateway's reason), or working. */
export type ScorekeeperPhase = { kind: 'opening' } | { kind: 'closed'; message: string } | { kind: 'ready'; link: ScorekeeperLinkView };

const keyOf = (match: Pick<Match, 'tournamentId' | 'id'>) => `${match.tournamentId}/${match.id}`;
/** How often a queue that could not be sent tries again while the page waits (besides the browser's "online"). */
const RETRY_MS = 3000;

/**
 * The score screen's state (issue 25): the link opened with its token, its matches and their teams, and the
 * changes made on it, queued in localStorage and sent in order: at once when the network carries them,
 * otherwise when the browser says it is back online (or on the next retry). `pending` is what still waits.
 */
export function useScorekeeper(token: string | null) {
  const [phase, setPhase] = useState<ScorekeeperPhase>(() => (token ? { kind: 'opening' } : { kind: 'closed', message: 'This address holds no scorekeeper link. Open the link or QR code the organizer gave you.' }));
  const [matches, setMatches] = useState<Match[]>([]);
  const [teams, setTeams] = useState<Record<string, Team>>({});
  const [tournament, setTournament] = useState<Tournament | null>(null);
  const [pending, setPending] = useState<QueuedChange[]>([]);
  const [offline, setOffline] = useState(false);
  const store = useRef<ScorekeeperStore | null>(null);
  const queue = useRef<ChangeQueue | null>(null);
  const known = useRef(new Map<string, Match>());
  const sending = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const stored = useCallback((match: Match) => setMatches((all) => all.map((m) => (keyOf(m) === keyOf(match) ? match : m))), []);

  const send = useCallback((): Promise<void> => {
    if (sending.current) {
      again.current = true;
      return sending.current;
    }
    const run = async () => {
      do {
        again.current = false;
        if (!store.current || !queue.current) return;
        const outcome = await sendQueuedChanges(queue.current, store.current, known.current, stored);
        setPending(queue.current.all());
        setOffline(outcome === 'offline');
        if (outcome === 'closed') setPhase({ kind: 'closed', message: 'This scorekeeper link was revoked or has expired. Ask the organizer for a new one. Changes not sent are kept on this phone.' });
        if (outcome !== 'sent') return;
      } while (again.current);
    };
    sending.current = run().finally(() => {
      sending.current = null;
    });
    return sending.current;
  }, [stored]);

  useEffect(() => {
    if (!token) return undefined;
    let cancelled = false;
    void (async () => {
      try {
        const config = await loadRuntimeConfig();
        const opened = await openScorekeeperLink(config, token);
        const opener = new ScorekeeperStore(config, opened);
        const [found, cup] = await Promise.all([opener.matches(opened.link), opener.tournament(opened.link.tournamentId)]);
        const teamIds = [...new Set(found.flatMap((m) => [m.homeTeamId, m.awayTeamId]))];
        const loaded = (await Promise.all(teamIds.map((id) => opener.team(id)))).filter((t): t is Team => t !== null);
        if (cancelled) return opener.destroy();
        store.current = opener;
        queue.current = new ChangeQueue(`scorekeeper-queue:${opened.link.id}`);
        found.forEach((m) => known.current.set(keyOf(m), m));
        setMatches(found);
        setTournament(cup);
        setTeams(Object.fromEntries(loaded.map((t) => [t.id, t])));
        setPending(queue.current.all());
        setPhase({ kind: 'ready', link: opened.link });
        void send();
      } catch (err) {
        if (cancelled) return;
        const message = err instanceof LinkClosedError ? err.message : 'Could not open the scorekeeper link. Check the connection and reload.';
        setPhase({ kind: 'closed', message });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [token, send]);

  // Back online: send what waits; while something waits, try again now and then (a field's signal comes and goes).
  useEffect(() => {
    const online = () => void send();
    globalThis.addEventListener('online', online);
    const timer = pending.length > 0 ? setInterval(online, RETRY_MS) : undefined;
    return () => {
      globalThis.removeEventListener('online', online);
      if (timer) clearInterval(timer);
    };
  }, [send, pending.length]);

  /** Records a tap: kept at once (localStorage), then sent in order. */
  const record = (match: Match, change: ScoreChange) => {
    if (!queue.current) return;
    queue.current.push({ tournamentId: match.tournamentId, matchId: match.id, change });
    setPending(queue.current.all());
    void send();
  };

  return { phase, matches, teams, tournament, pending, offline, record };
}
