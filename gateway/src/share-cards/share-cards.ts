import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { cardContent, cardMoment, type CardContent } from './card-content';
import { readCardDocument, type CardDocumentSources } from './card-documents';
import { cardImages, cardTree } from './card-layout';
import { RenderQueueFull, type CardRenderPool } from './card-render-pool';
import type { CrestImages } from './crest-images';
import { shareCardBasePath, type ShareCardTarget } from './share-card-paths';

/** How much PNG the gateway keeps: cards are 40–120 KB, so some hundreds of them. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** The card at the version its URL names changes only with its document: cached for good (a new version is a new URL). */
const VERSIONED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Any other answer (no or an old `?v=`, or a match card the clock moves on): the current card, kept briefly. */
const CURRENT_CACHE_CONTROL = 'public, max-age=60';

interface RenderedCard {
  png: Buffer;
  etag: string;
}

/** A card to send, or why there is none. */
export type ShareCardAnswer =
  | { status: 200; png: Buffer; etag: string; cacheControl: string }
  /** Missing or private: the public may not see it. */
  | { status: 404 }
  /** Renders are queued to capacity: try again in a few seconds. */
  | { status: 503 };

export interface ShareCardsDeps {
  sources: CardDocumentSources;
  crests: Pick<CrestImages, 'read'>;
  pool: Pick<CardRenderPool, 'render' | 'close'>;
  clock?: () => number;
  maxBytes?: number;
}

/**
 * The public pages' link preview pictures (og:image): each card rendered once per version of the public
 * document it shows (and, for a match, per state the clock gives it: "Live" at kick-off), kept in a cache
 * bounded in bytes (least recently used out first); concurrent requests of one card share its render.
 */
export class ShareCards {
  private readonly cards: LRUCache<string, RenderedCard, () => CardContent>;
  private readonly clock: () => number;

  constructor(private readonly deps: ShareCardsDeps) {
    this.clock = deps.clock ?? Date.now;
    this.cards = new LRUCache<string, RenderedCard, () => CardContent>({
      maxSize: deps.maxBytes ?? DEFAULT_MAX_BYTES,
      sizeCalculation: (card) => Math.max(1, card.png.length),
      fetchMethod: async (_key, _stale, { context }) => {
        const png = await this.render(context());
        return { png, etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 32)}"` };
      },
    });
  }

  /**
   * The card of `target` now. `version` is the one its URL names (`?v=`): the card is cached for good
   * when it is the document's current one, briefly otherwise (the current card answers either way).
   * @throws PublicReadError when the backend cannot answer; Error when the render fails
   */
  async card(target: ShareCardTarget, version: string | null): Promise<ShareCardAnswer> {
    const read = await readCardDocument(target, this.deps.sources);
    if (!read) return { status: 404 };
    const now = this.clock();
    const moment = cardMoment(read.card, now);
    const key = `${shareCardBasePath(target)}|${read.version}|${moment.key}`;
    let card: RenderedCard | undefined;
    try {
      // The content is worked out only on a miss: a cached card costs the document read alone.
      card = await this.cards.fetch(key, { context: () => cardContent(read.card, now) });
    } catch (err) {
      if (err instanceof RenderQueueFull) return { status: 503 };
      throw err;
    }
    if (!card) throw new Error('Share card render gave nothing');
    const cacheControl = version === read.version && moment.stable ? VERSIONED_CACHE_CONTROL : CURRENT_CACHE_CONTROL;
    return { status: 200, png: card.png, etag: card.etag, cacheControl };
  }

  async close(): Promise<void> {
    await this.deps.pool.close();
  }

  /** The card's PNG; a crest that breaks the render (a damaged upload) gives way to the initials. */
  private async render(content: CardContent): Promise<Buffer> {
    const images = await this.deps.crests.read(cardImages(content));
    try {
      return await this.deps.pool.render(cardTree(content, images));
    } catch (err) {
      if (images.size === 0 || err instanceof RenderQueueFull) throw err;
      return this.deps.pool.render(cardTree(content, new Map()));
    }
  }
}
