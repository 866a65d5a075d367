/**
 * Live changes of one public tournament, from the gateway's Server-Sent Events
 * (`/api/public/tournaments/:id/events`). Deliberately free of the AWS SDK and of React Query: the
 * embeddable widget imports this module and has a size budget.
 */

/** A write touched the tournament: `matchId` names the match when the write was one. `resync`: events may have been missed, read again. */
export type LiveChange = { kind: 'change'; tournamentId: string; matchId?: string } | { kind: 'resync'; tournamentId: string };

type Listener = (change: LiveChange) => void;

/** Whether a tournament's stream is down and being retried (true) or connecting for the first time or open (false). */
type ConnectionListener = (reconnecting: boolean) => void;

interface Channel {
  listeners: Set<Listener>;
  connectionListeners: Set<ConnectionListener>;
  source: EventSource | null;
  retryTimer: ReturnType<typeof setTimeout> | null;
  failures: number;
  /** Set by the first error, cleared when the stream opens again: the first connect is never "reconnecting". */
  reconnecting: boolean;
}

/** One connection per tournament and page, however many widgets or screens listen. */
const channels = new Map<string, Channel>();

/** Back-off after the browser gave up (a refused connection is not retried by EventSource itself). */
const retryDelayMs = (failures: number): number => Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5));

function tournamentEventsUrl(baseUrl: string, tournamentId: string): string {
  return `${baseUrl.replace(/\/$/, '')}/api/public/tournaments/${encodeURIComponent(tournamentId)}/events`;
}

function parseChange(tournamentId: string, data: string): LiveChange | null {
  try {
    const body = JSON.parse(data) as { tournamentId?: unknown; matchId?: unknown };
    if (body.tournamentId !== tournamentId) return null;
    return typeof body.matchId === 'string' ? { kind: 'change', tournamentId, matchId: body.matchId } : { kind: 'change', tournamentId };
  } catch {
    return null;
  }
}

function setReconnecting(channel: Channel, reconnecting: boolean): void {
  if (channel.reconnecting === reconnecting) return;
  channel.reconnecting = reconnecting;
  channel.connectionListeners.forEach((listener) => listener(reconnecting));
}

function connect(key: string, url: string, tournamentId: string, channel: Channel): void {
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource(url);
  channel.source = source;
  const emit = (change: LiveChange) => channel.listeners.forEach((listener) => listener(change));
  source.addEventListener('open', () => {
    // Whatever was written before the stream opened (between a screen's first read and now, or while
    // reconnecting) is not in it: everyone reads again once.
    emit({ kind: 'resync', tournamentId });
    channel.failures = 0;
    setReconnecting(channel, false);
  });
  source.addEventListener('change', (event) => {
    const change = parseChange(tournamentId, (event as MessageEvent<string>).data);
    if (change) emit(change);
  });
  source.addEventListener('resync', () => emit({ kind: 'resync', tournamentId }));
  source.addEventListener('error', () => {
    if (channels.get(key) !== channel) return;
    // Down, whether the browser retries by itself or we do (below): until 'open' the page may miss changes.
    setReconnecting(channel, true);
    // EventSource retries by itself unless the server refused (429, 404): then it is CLOSED for good.
    if (source.readyState !== EventSource.CLOSED) return;
    channel.source = null;
    channel.failures += 1;
    channel.retryTimer = setTimeout(() => {
      channel.retryTimer = null;
      if (channels.get(key) === channel) connect(key, url, tournamentId, channel);
    }, retryDelayMs(channel.failures));
  });
}

/**
 * Calls `listener` for every live change of the tournament until the returned function is called.
 * @example const stop = subscribeToTournament('', 't1', (change) => refetch()); stop();
 */
export function subscribeToTournament(baseUrl: string, tournamentId: string, listener: Listener): () => void {
  const url = tournamentEventsUrl(baseUrl, tournamentId);
  let channel = channels.get(url);
  if (!channel) {
    channel = { listeners: new Set(), connectionListeners: new Set(), source: null, retryTimer: null, failures: 0, reconnecting: false };
    channels.set(url, channel);
    connect(url, url, tournamentId, channel);
  }
  const mine = channel;
  mine.listeners.add(listener);
  return () => {
    mine.listeners.delete(listener);
    if (mine.listeners.size > 0 || channels.get(url) !== mine) return;
    channels.delete(url);
    mine.source?.close();
    if (mine.retryTimer) clearTimeout(mine.retryTimer);
  };
}

/**
 * Calls `listener` with whether the tournament's live stream is down and being retried: at once with the
 * state now, then on every change (true after an error, false once it is open again; never true while
 * it first connects). Shares the page's one connection, and keeps it open until the returned function is called.
 * @example const stop = watchTournamentConnection('', 't1', (reconnecting) => show(reconnecting)); stop();
 */
export function watchTournamentConnection(baseUrl: string, tournamentId: string, listener: ConnectionListener): () => void {
  const stop = subscribeToTournament(baseUrl, tournamentId, () => undefined);
  const channel = channels.get(tournamentEventsUrl(baseUrl, tournamentId));
  channel?.connectionListeners.add(listener);
  listener(channel?.reconnecting ?? false);
  return () => {
    channel?.connectionListeners.delete(listener);
    stop();
  };
}
