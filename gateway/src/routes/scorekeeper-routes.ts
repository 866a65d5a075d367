import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MATCH_DATE_RANGE, calendarDateError, isPublicVisibility, isSuperAdmin, tournamentTimeZone, type AuthUser, type Match, type Organizer, type Tournament } from 'shared-domain';
import { scorekeeperAddress } from 'shared-domain/match-clock';
import { scorekeeperLinkExpiry } from 'shared-domain/match-day';
import { feedOrigin } from '../calendar/feed-origin';
import type { AuthService } from '../auth/auth-service';
import type { CredentialIssuer } from '../auth/credentials';
import { bearerToken, jsonBody, textFieldsBody } from '../http/json-api';
import { linkQrCode } from '../scorekeeper/link-qr-code';
import type { LinkTarget, ScorekeeperLinks } from '../scorekeeper/scorekeeper-links';
import type { TableNames } from '../store/tables';

interface ScorekeeperRouteDeps {
  auth: AuthService;
  issuer: CredentialIssuer;
  links: ScorekeeperLinks;
  doc: DynamoDBDocumentClient;
  tables: TableNames;
  /** The configured public URL ('' : the address the request came to), for the link's address. */
  publicUrl: string;
  clock: () => number;
}

/** The texts of the scorekeeper links (ours; the spec has none). */
const SCOREKEEPER_MESSAGES = {
  notSignedIn: 'Not signed in or session expired.',
  notYours: 'Tournament not found.',
  matchNotFound: 'Match not found.',
  privateTournament: 'Make the tournament public first: a scorekeeper link sees what the public sees.',
  matchWithoutDay: 'Give the match a date first: a scorekeeper link lasts until the end of its match day.',
  pitchNotFound: 'Pitch not found.',
  refereeNotFound: 'Referee not found.',
  badDay: 'Choose the match day as YYYY-MM-DD.',
  dayOver: 'That match day is over: a scorekeeper link lasts until the end of its match day.',
  target: 'Name a match (matchId), a pitch and a day (pitchId and dateISO), or a referee and a day (refereeId and dateISO).',
  linkNotFound: 'Scorekeeper link not found.',
  closed: 'This scorekeeper link was revoked or has expired. Ask the organizer for a new one.',
} as const;

const ID_FIELD = { label: 'Id', maxLength: 200 };
const LINK_BODY = textFieldsBody({ tournamentId: ID_FIELD, matchId: ID_FIELD, pitchId: ID_FIELD, refereeId: ID_FIELD, dateISO: { label: 'Day', maxLength: 10 } });
const LIST_BODY = textFieldsBody({ tournamentId: ID_FIELD });
const REVOKE_BODY = textFieldsBody({ tournamentId: ID_FIELD, id: ID_FIELD });
const OPEN_BODY = textFieldsBody({ token: { label: 'Token', maxLength: 100 } });

class RouteRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Scorekeeper links (issue 25), in the JSON API scope:
 * - POST /scorekeeper/links { tournamentId, matchId }, { tournamentId, pitchId, dateISO } or { tournamentId,
 *   refereeId, dateISO } (a referee of the tournament's organizer, issue 25): the tournament's
 *   organizer (or the super admin) makes a link, answered 201 { token, address, qrCode, link }: the only time
 *   the token is told, with the score screen's address (/score#<token>) and its QR code (an SVG data URI);
 * - POST /scorekeeper/links/list { tournamentId }: its links, { links };
 * - POST /scorekeeper/links/revoke { tournamentId, id }: 204, at once for every instance (the link's item);
 * - POST /scorekeeper/session { token }: no account; credentials of the link (GWK1, auth/credentials.ts) and
 *   what it covers, or 401 when it was revoked or has expired.
 * Refusals answer { message } with 400, 401 or 404; a tournament of another organizer reads as not found.
 */
export function registerScorekeeperRoutes(scope: FastifyInstance, deps: ScorekeeperRouteDeps): void {
  scope.post('/scorekeeper/links', LINK_BODY, (request, reply) =>
    answer(reply, async () => {
      const body = jsonBody(request);
      const { tournament, user } = await ownTournament(request, deps, body.tournamentId);
      if (!isPublicVisibility(tournament.visibility)) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.privateTournament);
      const target = await linkTarget(deps, tournament, body);
      const expiresAtMs = scorekeeperLinkExpiry(target.dateISO, tournamentTimeZone(tournament));
      const now = deps.clock();
      if (expiresAtMs === null) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.badDay);
      if (expiresAtMs <= now) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.dayOver);
      const created = await deps.links.create(target, tournament.organizerId ?? user.organizerId ?? '', expiresAtMs, now);
      const address = scorekeeperAddress(feedOrigin(request, deps.publicUrl), created.token);
      return { status: 201, body: { ...created, address, qrCode: await linkQrCode(address) } };
    }),
  );
  scope.post('/scorekeeper/links/list', LIST_BODY, (request, reply) =>
    answer(reply, async () => {
      const { tournament } = await ownTournament(request, deps, jsonBody(request).tournamentId);
      return { status: 200, body: { links: await deps.links.list(tournament.id) } };
    }),
  );
  scope.post('/scorekeeper/links/revoke', REVOKE_BODY, (request, reply) =>
    answer(reply, async () => {
      const body = jsonBody(request);
      const { tournament } = await ownTournament(request, deps, body.tournamentId);
      const id = typeof body.id === 'string' ? body.id : '';
      if (!(await deps.links.revoke(id, tournament.id, tournament.organizerId, deps.clock()))) throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.linkNotFound);
      return { status: 204 };
    }),
  );
  scope.post('/scorekeeper/session', OPEN_BODY, (request, reply) =>
    answer(reply, async () => {
      const token = jsonBody(request).token;
      const now = deps.clock();
      const opened = typeof token === 'string' ? await deps.links.open(token, now) : null;
      const credentials = opened ? deps.issuer.forScorekeeper(opened.link.id, opened.expiresAtMs, now) : null;
      if (!opened || !credentials) throw new RouteRefusal(401, SCOREKEEPER_MESSAGES.closed);
      return { status: 200, body: { credentials, link: opened.link } };
    }),
  );
}

async function answer(reply: FastifyReply, run: () => Promise<{ status: number; body?: object }>): Promise<FastifyReply> {
  try {
    const { status, body } = await run();
    return body === undefined ? reply.code(status).send() : reply.code(status).send(body);
  } catch (err) {
    if (err instanceof RouteRefusal) return reply.code(err.status).send({ message: err.message });
    throw err;
  }
}

/** The signed-in organizer's tournament (any, for the super admin); another's reads as not found. */
async function ownTournament(request: FastifyRequest, deps: ScorekeeperRouteDeps, tournamentId: unknown): Promise<{ tournament: Tournament; user: AuthUser }> {
  const token = bearerToken(request);
  const user = token ? (await deps.auth.resolveToken(token))?.user : undefined;
  if (!user) throw new RouteRefusal(401, SCOREKEEPER_MESSAGES.notSignedIn);
  if (typeof tournamentId !== 'string' || tournamentId === '') throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.notYours);
  const answer = await deps.doc.send(new GetCommand({ TableName: deps.tables.tournaments, Key: { id: tournamentId }, ConsistentRead: true }));
  const tournament = answer.Item as Tournament | undefined;
  const mine = tournament && (isSuperAdmin(user) || (user.organizerId !== undefined && tournament.organizerId === user.organizerId));
  if (!tournament || !mine) throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.notYours);
  return { tournament, user };
}

/**
 * What the body asks a link for: a match of the tournament (on its day), a pitch of its venues on a day, or a
 * referee of its organizer's list on a day.
 */
async function linkTarget(deps: ScorekeeperRouteDeps, tournament: Tournament, body: Record<string, unknown>): Promise<LinkTarget> {
  const { matchId, pitchId, refereeId, dateISO } = body;
  if (typeof matchId === 'string' && matchId !== '') {
    const answer = await deps.doc.send(new GetCommand({ TableName: deps.tables.matches, Key: { tournamentId: tournament.id, id: matchId }, ConsistentRead: true }));
    const match = answer.Item as Match | undefined;
    if (!match) throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.matchNotFound);
    if (!match.dateISO) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.matchWithoutDay);
    return { tournamentId: tournament.id, matchId, dateISO: match.dateISO };
  }
  if (typeof pitchId === 'string' && pitchId !== '' && typeof dateISO === 'string') {
    if (calendarDateError(dateISO, MATCH_DATE_RANGE) !== null) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.badDay);
    const pitches = (tournament.venues ?? []).flatMap((venue) => venue.pitches);
    if (!pitches.some((pitch) => pitch.id === pitchId)) throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.pitchNotFound);
    return { tournamentId: tournament.id, pitchId, dateISO };
  }
  if (typeof refereeId === 'string' && refereeId !== '' && typeof dateISO === 'string') {
    if (calendarDateError(dateISO, MATCH_DATE_RANGE) !== null) throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.badDay);
    const organizer = await deps.doc.send(new GetCommand({ TableName: deps.tables.organizers, Key: { id: tournament.organizerId }, ConsistentRead: true }));
    const referees = (organizer.Item as Organizer | undefined)?.referees ?? [];
    if (!referees.some((referee) => referee.id === refereeId)) throw new RouteRefusal(404, SCOREKEEPER_MESSAGES.refereeNotFound);
    return { tournamentId: tournament.id, refereeId, dateISO };
  }
  throw new RouteRefusal(400, SCOREKEEPER_MESSAGES.target);
}
