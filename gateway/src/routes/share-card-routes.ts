import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFoundText } from '../http/app-fallback';
import { matchesEtag } from '../http/content-negotiation';
import { PublicReadError } from '../live/backend-read';
import type { CardDocumentSources } from '../share-cards/card-documents';
import { CardRenderPool } from '../share-cards/card-render-pool';
import { CrestImages } from '../share-cards/crest-images';
import { parseShareCardPath, SHARE_CARDS_PREFIX } from '../share-cards/share-card-paths';
import { ShareCards } from '../share-cards/share-cards';

export interface ShareCardRouteDeps {
  sources: CardDocumentSources;
  /** The gateway's own S3 client and bucket: the crests are read from the uploads. */
  s3: S3Client;
  bucket: string;
  onError: (err: unknown) => void;
}

/**
 * GET|HEAD /share-cards/tournaments/:id.png, /share-cards/teams/:id.png, /share-cards/players/:id.png and
 * /share-cards/tournaments/:tournamentId/matches/:matchId.png (`?v=<document version>`, as the pages'
 * og:image names them): the public item's share card, a 1200×630 PNG. A private or missing item is a 404,
 * as its public document is. The renderer's worker ends with the server.
 */
export function registerShareCardRoutes(app: FastifyInstance, deps: ShareCardRouteDeps): void {
  const cards = new ShareCards({ sources: deps.sources, crests: new CrestImages(deps.s3, deps.bucket, deps.onError), pool: new CardRenderPool() });
  app.addHook('onClose', () => cards.close());
  app.route({ method: ['GET', 'HEAD'], url: `${SHARE_CARDS_PREFIX}*`, handler: (request, reply) => sendShareCard(request, reply, cards, deps.onError) });
}

async function sendShareCard(request: FastifyRequest, reply: FastifyReply, cards: ShareCards, onError: (err: unknown) => void): Promise<FastifyReply> {
  const url = new URL(request.raw.url ?? '/', 'http://gateway');
  const target = parseShareCardPath(url.pathname);
  if (!target) return sendNotFoundText(reply);
  let answer;
  try {
    answer = await cards.card(target, url.searchParams.get('v'));
  } catch (err) {
    if (!(err instanceof PublicReadError)) throw err;
    onError(err);
    answer = { status: 503 } as const;
  }
  if (answer.status === 404) return sendNotFoundText(reply);
  if (answer.status === 503) return reply.code(503).headers({ 'cache-control': 'no-store', 'retry-after': '5' }).type('text/plain; charset=utf-8').send('Busy, try again shortly');
  reply.headers({
    'cache-control': answer.cacheControl,
    etag: answer.etag,
    'x-content-type-options': 'nosniff',
    // Link previews and other sites show the picture.
    'cross-origin-resource-policy': 'cross-origin',
  });
  const ifNoneMatch = request.headers['if-none-match'];
  if (matchesEtag(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, answer.etag)) return reply.code(304).send();
  return reply.type('image/png').send(answer.png);
}
