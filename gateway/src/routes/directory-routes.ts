import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DirectoryReads } from '../directory/directory';
import { decodeCursor, searchPage } from '../directory/home-search';
import { sendMessage } from '../http/respond';
import { sendCacheableJson } from '../live/cacheable-json';
import { idOf, sendReadFailure } from './public-answers';

export interface DirectoryRouteDeps {
  /** createDirectory(...).reads */
  reads: DirectoryReads;
  onError: (err: unknown) => void;
}

/** One text for private, missing and malformed alike, so the answer never tells which (privacy). */
const PLAYER_NOT_AVAILABLE = 'Player not available';
const PLAYER_PATH = /^\/api\/public\/players\/([^/]+)$/;
const SEARCH_PATH = '/api/public/search';
const MAX_TEXT_LENGTH = 200;

async function sendPlayer(req: IncomingMessage, res: ServerResponse, playerId: string | null, deps: DirectoryRouteDeps): Promise<void> {
  if (playerId === null) return sendMessage(res, 404, PLAYER_NOT_AVAILABLE);
  let view;
  try {
    view = await deps.reads.player(playerId);
  } catch (err) {
    deps.onError(err);
    return sendReadFailure(res, err, 'Players are unavailable right now.', () => sendMessage(res, 404, PLAYER_NOT_AVAILABLE));
  }
  if (!view) return sendMessage(res, 404, PLAYER_NOT_AVAILABLE);
  await sendCacheableJson(req, res, JSON.stringify(view));
}

async function sendSearch(req: IncomingMessage, res: ServerResponse, deps: DirectoryRouteDeps): Promise<void> {
  const params = new URL(req.url ?? '/', 'http://gateway').searchParams;
  const text = params.get('q') ?? '';
  if (text.trim() === '' || text.length > MAX_TEXT_LENGTH) return sendMessage(res, 400, `Search text of 1 to ${MAX_TEXT_LENGTH} characters is required (q).`);
  const cursor = decodeCursor(params.get('cursor'));
  if (!cursor) return sendMessage(res, 400, 'Unknown cursor.');
  let snapshot;
  try {
    snapshot = await deps.reads.searchSnapshot();
  } catch (err) {
    deps.onError(err);
    return sendReadFailure(res, err, 'Search is unavailable right now.', () => sendMessage(res, 500, 'Search failed.'));
  }
  await sendCacheableJson(req, res, JSON.stringify(searchPage(snapshot, text, cursor)));
}

/**
 * The public directory's reads, without credentials (CORS as every /api/public route):
 * GET|HEAD /api/public/players/:playerId, the public player page's document (PublicPlayerView) in two
 * database reads, 404 `{"message":"Player not available"}` for a missing, hidden or malformed player; and
 * GET|HEAD /api/public/search?q=<text>&cursor=<opaque>, one page of home search (SearchPage), from
 * memory or two database reads. Both `no-cache` with an ETag (a 304 when nothing changed).
 * @returns false when no route matches
 */
export async function handleDirectoryRoute(req: IncomingMessage, res: ServerResponse, path: string, deps: DirectoryRouteDeps): Promise<boolean> {
  const player = PLAYER_PATH.exec(path);
  if (!player && path !== SEARCH_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendMessage(res, 405, 'Method not allowed');
  } else if (player) await sendPlayer(req, res, idOf(player[1]), deps);
  else await sendSearch(req, res, deps);
  return true;
}
