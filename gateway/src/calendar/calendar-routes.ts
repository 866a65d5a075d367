import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublicTournamentDocument } from 'shared-domain';
import { teamCalendarFeed, tournamentCalendarFeed, type CalendarFeed } from 'shared-domain/calendar-feeds';
import type { DirectoryReads } from '../directory/directory';
import { answerRaw } from '../http/error-handler';
import { sendMessage } from '../http/respond';
import { prepareJson, sendPreparedJson, type PreparedJson } from '../live/cacheable-json';
import { NOT_AVAILABLE, idOf, sendReadFailure } from '../routes/public-answers';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import { feedOrigin } from './feed-origin';
import { icsBody } from './ics-body';

export interface CalendarRouteDeps {
  /** The public tournament documents (publicServices(...).publicDeps.tournaments): a feed costs no read of its own. */
  tournaments: PublicTournamentCache;
  /** The public team documents (createDirectory(...).reads): one database request per team feed. */
  directory: Pick<DirectoryReads, 'team'>;
  /** The gateway's public origin (config.publicUrl); empty: the request's Host. */
  publicUrl: string;
  onError: (err: unknown) => void;
}

/**
 * Calendar apps poll a subscription every few hours at most, so five minutes of caching (a CDN's or the
 * app's) costs a visitor little freshness and spares the gateway; an unchanged feed then costs a 304.
 */
const CALENDAR_CACHE_CONTROL = 'public, max-age=300';
const CONTENT_TYPE = 'text/calendar; charset=utf-8';
const UNAVAILABLE = 'Calendars are unavailable right now.';
const FEED_FILE = /^([^/]+)\.ics$/;
/** Feed bodies kept per document (one per origin it was asked for), so a Host header cannot grow memory. */
const ORIGINS_PER_DOCUMENT = 4;

type FeedKind = 'tournament' | 'team';

/**
 * Tournament feeds, rendered once per cached public document and origin: the cache hands out the same
 * document object until a write changes it, and a new document leaves the old bodies to the collector.
 */
class TournamentFeedBodies {
  private readonly bodies = new WeakMap<PublicTournamentDocument, LRUCache<string, PreparedJson>>();

  get(document: PublicTournamentDocument, origin: string): PreparedJson {
    let byOrigin = this.bodies.get(document);
    if (!byOrigin) this.bodies.set(document, (byOrigin = new LRUCache({ max: ORIGINS_PER_DOCUMENT })));
    let body = byOrigin.peek(origin);
    if (!body) {
      body = prepareFeed(tournamentCalendarFeed(document, origin));
      byOrigin.set(origin, body);
    }
    return body;
  }
}

const prepareFeed = (feed: CalendarFeed): PreparedJson => prepareJson(icsBody(feed), CONTENT_TYPE);

/**
 * The calendar feeds of issue 13 (RFC 5545), read without credentials:
 * GET|HEAD /calendar/tournaments/:tournamentId.ics, one event per dated match of a public tournament,
 * and GET|HEAD /calendar/teams/:teamId.ics, a team's matches in its public tournaments. Each is
 * `text/calendar`, cacheable for 5 minutes, with an ETag (a 304 when unchanged) and br/gzip like the
 * public documents. A private or missing tournament, and a team without a public page, answer the
 * public API's 404 (`{"message":"Tournament not available"}`, `{"message":"Team not available"}`).
 */
export function registerCalendarRoutes(app: FastifyInstance, deps: CalendarRouteDeps): void {
  const tournamentBodies = new TournamentFeedBodies();
  const route = (kind: FeedKind) => (request: FastifyRequest, reply: FastifyReply) => sendFeed(request, reply, kind, { deps, tournamentBodies });
  app.route({ method: ['GET', 'HEAD'], url: '/calendar/tournaments/:file', handler: route('tournament') });
  app.route({ method: ['GET', 'HEAD'], url: '/calendar/teams/:file', handler: route('team') });
}

interface FeedContext {
  deps: CalendarRouteDeps;
  tournamentBodies: TournamentFeedBodies;
}

/** The feed's id from the raw path's last segment (`<id>.ics`), judged like the public API's ids; null: not one of ours. */
function feedId(req: IncomingMessage): string | null {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const file = FEED_FILE.exec(path.slice(path.lastIndexOf('/') + 1));
  return file ? idOf(file[1]) : null;
}

/** Like the public API, the answer is written on the raw response: it carries its own ETag and encoding. */
async function sendFeed(request: FastifyRequest, reply: FastifyReply, kind: FeedKind, context: FeedContext): Promise<void> {
  await answerRaw(request, reply, (_message, err) => context.deps.onError(err), async (req, res) => {
    const origin = feedOrigin(request, context.deps.publicUrl);
    if (kind === 'tournament') await sendTournamentFeed(req, res, feedId(req), origin, context);
    else await sendTeamFeed(req, res, feedId(req), origin, context.deps);
  });
}

async function sendTournamentFeed(req: IncomingMessage, res: ServerResponse, id: string | null, origin: string, { deps, tournamentBodies }: FeedContext): Promise<void> {
  if (id === null) return sendMessage(res, 404, NOT_AVAILABLE.tournament);
  let document;
  try {
    document = (await deps.tournaments.get(id)).document;
  } catch (err) {
    deps.onError(err);
    return sendReadFailure(res, err, UNAVAILABLE, () => sendMessage(res, 404, NOT_AVAILABLE.tournament));
  }
  if (!document) return sendMessage(res, 404, NOT_AVAILABLE.tournament);
  await sendPreparedJson(req, res, tournamentBodies.get(document, origin), CALENDAR_CACHE_CONTROL);
}

async function sendTeamFeed(req: IncomingMessage, res: ServerResponse, id: string | null, origin: string, deps: CalendarRouteDeps): Promise<void> {
  if (id === null) return sendMessage(res, 404, NOT_AVAILABLE.team);
  let view;
  try {
    view = await deps.directory.team(id);
  } catch (err) {
    deps.onError(err);
    return sendReadFailure(res, err, UNAVAILABLE, () => sendMessage(res, 404, NOT_AVAILABLE.team));
  }
  if (!view) return sendMessage(res, 404, NOT_AVAILABLE.team);
  await sendPreparedJson(req, res, prepareFeed(teamCalendarFeed(view, origin)), CALENDAR_CACHE_CONTROL);
}
