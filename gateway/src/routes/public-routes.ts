import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { sendJson, sendMessage } from '../http/respond';
import { sendCacheableJson, sendPreparedJson } from '../live/cacheable-json';
import type { LiveHub } from '../live/live-hub';
import type { PublicMatchReader } from '../live/public-match-reader';
import type { DirectoryReads } from '../directory/directory';
import type { TableNames } from '../store/tables';
import { handleDirectoryRoute } from './directory-routes';
import { NOT_AVAILABLE, idOf, PUBLIC_DOCUMENT_CACHE_CONTROL, sendReadFailure } from './public-answers';
import type { PublicTournamentCache } from '../views/public-tournament-cache';

export interface PublicRouteDeps {
  reader: PublicMatchReader;
  tournaments: PublicTournamentCache;
  /** Public players and home search (directory/). */
  directory: DirectoryReads;
  hub: LiveHub;
  send: DynamoDbSend;
  tables: TableNames;
  onError: (err: unknown) => void;
}

/** One text for private, missing and mismatched alike, so the answer never tells which (privacy). */
const TOURNAMENT_PATH = /^\/api\/public\/tournaments\/([^/]+)$/;
const MATCH_PATH = /^\/api\/public\/tournaments\/([^/]+)\/matches\/([^/]+)$/;
const EVENTS_PATH = /^\/api\/public\/tournaments\/([^/]+)\/events$/;
/**
 * The public API, read without credentials: GET|HEAD /api/public/tournaments/:tournamentId (the public
 * tournament page's PublicTournamentDocument, cacheable by a CDN for a few seconds),
 * GET|HEAD /api/public/tournaments/:tournamentId/matches/:matchId (the PublicMatchView document of the public
 * match page and the embeddable widget) and
 * GET /api/public/tournaments/:tournamentId/events (Server-Sent Events of its changes).
 * @returns false when no route matches
 */
export async function handlePublicRoute(req: IncomingMessage, res: ServerResponse, path: string, deps: PublicRouteDeps, clientAddress: string): Promise<boolean> {
  if (await handleDirectoryRoute(req, res, path, { reads: deps.directory, onError: deps.onError })) return true;
  const tournament = TOURNAMENT_PATH.exec(path);
  if (tournament) {
    await sendTournament(req, res, idOf(tournament[1]), deps);
    return true;
  }
  const match = MATCH_PATH.exec(path);
  if (match) {
    await sendMatchView(req, res, [idOf(match[1]), idOf(match[2])], deps);
    return true;
  }
  const events = EVENTS_PATH.exec(path);
  if (events) {
    if (req.method !== 'GET') {
      res.setHeader('Allow', 'GET');
      sendMessage(res, 405, 'Method not allowed');
    } else await openEventStream(req, res, idOf(events[1]), deps, clientAddress);
    return true;
  }
  return false;
}

async function sendMatchView(req: IncomingMessage, res: ServerResponse, [tournamentId, matchId]: [string | null, string | null], deps: PublicRouteDeps): Promise<void> {
  if (tournamentId === null || matchId === null) return sendMessage(res, 404, NOT_AVAILABLE.match);
  let view;
  try {
    view = await deps.reader.read(tournamentId, matchId);
  } catch (err) {
    deps.onError(err);
    return sendUnavailable(res, err);
  }
  if (!view) return sendMessage(res, 404, NOT_AVAILABLE.match);
  await sendCacheableJson(req, res, JSON.stringify(view));
}

async function sendTournament(req: IncomingMessage, res: ServerResponse, tournamentId: string | null, deps: PublicRouteDeps): Promise<void> {
  if (tournamentId === null) return sendMessage(res, 404, NOT_AVAILABLE.tournament);
  let cached;
  try {
    cached = await deps.tournaments.get(tournamentId);
  } catch (err) {
    deps.onError(err);
    return sendReadFailure(res, err, 'Public pages are unavailable right now.', () => sendMessage(res, 404, NOT_AVAILABLE.tournament));
  }
  if (!cached.json) return sendMessage(res, 404, NOT_AVAILABLE.tournament);
  // Live pages see changes sooner than a CDN's 5 s: they revalidate when an event says something changed.
  await sendPreparedJson(req, res, cached.json, PUBLIC_DOCUMENT_CACHE_CONTROL);
}

/** A match read that failed (sendReadFailure): an unusable item reads as not available. */
function sendUnavailable(res: ServerResponse, err: unknown): void {
  sendReadFailure(res, err, 'The match centre is unavailable right now.', () => sendMessage(res, 404, NOT_AVAILABLE.match));
}

/** Last-Event-ID from the header EventSource sends on reconnect, or `?lastEventId=` for clients that cannot set headers. */
function lastEventIdOf(req: IncomingMessage): bigint | number | null {
  const header = req.headers['last-event-id'];
  const raw = (typeof header === 'string' && header) || new URL(req.url ?? '/', 'http://gateway').searchParams.get('lastEventId');
  if (!raw) return null;
  // Anything but a plain number (a stream sequence number has up to 40 digits) is an id we never sent: NaN
  // makes the hub answer with a resync.
  return /^\d{1,40}$/.test(raw) ? BigInt(raw) : NaN;
}

/** `clientAddress`: the proxy-aware address (Fastify's request.ip under TRUST_PROXY), so clients behind one balancer each get their own bound. */
async function openEventStream(req: IncomingMessage, res: ServerResponse, tournamentId: string | null, deps: PublicRouteDeps, clientAddress: string): Promise<void> {
  if (tournamentId === null) return sendMessage(res, 404, NOT_AVAILABLE.match);
  const slot = deps.hub.reserve(clientAddress);
  if (!slot) return sendJson(res, 429, { message: 'Too many live connections.' }, { 'Retry-After': '10' });
  let visible: boolean;
  try {
    // The cached public document answers (a write this gateway forwards drops it at once): no read per stream.
    visible = (await deps.tournaments.get(tournamentId)).document !== null;
  } catch (err) {
    slot.release();
    deps.onError(err);
    return sendUnavailable(res, err);
  }
  if (!visible || res.destroyed || req.socket.destroyed) {
    slot.release();
    // A client that left during the read gets nothing.
    if (!visible && !res.destroyed) sendMessage(res, 404, NOT_AVAILABLE.match);
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // nginx and similar proxies would otherwise buffer the stream and deliver events late.
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  req.socket.setNoDelay(true);
  // Errors of a dead connection are ended by its 'close'; without a listener one would crash the process.
  res.on('error', () => undefined);
  deps.hub.subscribe(slot, tournamentId, res, lastEventIdOf(req));
}
