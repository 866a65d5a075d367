import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DirectoryReads } from '../directory/directory';
import { decodeCursor, searchPage } from '../directory/home-search';
import { sendMessage } from '../http/respond';
import { prepareJson, sendCacheableJson, sendPreparedJson } from '../live/cacheable-json';
import { NOT_AVAILABLE, idOf, PUBLIC_DOCUMENT_CACHE_CONTROL, sendReadFailure } from './public-answers';

export interface DirectoryRouteDeps {
  /** createDirectory(...).reads */
  reads: DirectoryReads;
  onError: (err: unknown) => void;
}

/** One text for private, missing and malformed alike, so the answer never tells which (privacy). */
const PLAYER_PATH = /^\/api\/public\/players\/([^/]+)$/;
const TEAM_PATH = /^\/api\/public\/teams\/([^/]+)$/;
const SEARCH_PATH = '/api/public/search';
const MAX_TEXT_LENGTH = 200;

/** A team's or a player's document: read, then sent cacheable by a CDN, or the one 404 text of its kind. */
async function sendDocument(
  req: IncomingMessage,
  res: ServerResponse,
  read: () => Promise<unknown>,
  { notAvailable, unavailable, onError }: { notAvailable: string; unavailable: string; onError: (err: unknown) => void },
): Promise<void> {
  let view;
  try {
    view = await read();
  } catch (err) {
    onError(err);
    return sendReadFailure(res, err, unavailable, () => sendMessage(res, 404, notAvailable));
  }
  if (!view) return sendMessage(res, 404, notAvailable);
  await sendPreparedJson(req, res, prepareJson(JSON.stringify(view)), PUBLIC_DOCUMENT_CACHE_CONTROL);
}

function sendPlayer(req: IncomingMessage, res: ServerResponse, playerId: string | null, deps: DirectoryRouteDeps): Promise<void> {
  const answers = { notAvailable: NOT_AVAILABLE.player, unavailable: 'Players are unavailable right now.', onError: deps.onError };
  return sendDocument(req, res, () => (playerId === null ? Promise.resolve(null) : deps.reads.player(playerId)), answers);
}

function sendTeam(req: IncomingMessage, res: ServerResponse, teamId: string | null, deps: DirectoryRouteDeps): Promise<void> {
  const answers = { notAvailable: NOT_AVAILABLE.team, unavailable: 'Teams are unavailable right now.', onError: deps.onError };
  return sendDocument(req, res, () => (teamId === null ? Promise.resolve(null) : deps.reads.team(teamId)), answers);
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
 * GET|HEAD /api/public/teams/:teamId, the public team page's document (PublicTeamView) in one database
 * read, 404 `{"message":"Team not available"}` for a missing or deleted team;
 * GET|HEAD /api/public/players/:playerId, the public player page's document (PublicPlayerView) in two
 * database reads, 404 `{"message":"Player not available"}` for a missing, hidden or malformed player
 * (both cacheable by a CDN for a few seconds, with an ETag); and
 * GET|HEAD /api/public/search?q=<text>&cursor=<opaque>, one page of home search (SearchPage), from
 * memory or two database reads, `no-cache` with an ETag (a 304 when nothing changed).
 * @returns false when no route matches
 */
export async function handleDirectoryRoute(req: IncomingMessage, res: ServerResponse, path: string, deps: DirectoryRouteDeps): Promise<boolean> {
  const player = PLAYER_PATH.exec(path);
  const team = player ? null : TEAM_PATH.exec(path);
  if (!player && !team && path !== SEARCH_PATH) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendMessage(res, 405, 'Method not allowed');
  } else if (player) await sendPlayer(req, res, idOf(player[1]), deps);
  else if (team) await sendTeam(req, res, idOf(team[1]), deps);
  else await sendSearch(req, res, deps);
  return true;
}
