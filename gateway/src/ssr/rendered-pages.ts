import { LRUCache } from 'lru-cache';
import type { PreparedJson } from '../live/cacheable-json';

/** A rendered page: its HTML, ready to send, and the hash sources of its style attributes (its policy allows them). */
export interface RenderedPage {
  html: PreparedJson;
  styleAttributes: string[];
}

type Render = () => RenderedPage | null | Promise<RenderedPage | null>;

/** How much rendered HTML (before compression) the gateway keeps: a few hundred pages, a handful of 1 MB league pages. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

/**
 * Rendered public pages, each rendered and compressed once and shared by every visitor until its document
 * changes: the key names the document's version (a hash of its content), the server builds' and the
 * template's versions, the origin and the path. Concurrent first requests of a key share one render
 * (lru-cache's fetch). Bounded in bytes, least recently used out first, so arbitrary organizer names in paths
 * or Host headers cannot grow memory; a page larger than the whole bound is served but not kept.
 */
export class RenderedPages {
  private readonly pages: LRUCache<string, RenderedPage, Render>;

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    this.pages = new LRUCache<string, RenderedPage, Render>({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.html.body.length),
      // undefined: a null render is handed to its waiters but not kept.
      fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
    });
  }

  /** The page under `key`, made by `render` when not kept (a null render is not kept; a failed one rejects every waiter, and is tried again by the next request). */
  async get(key: string, render: Render): Promise<RenderedPage | null> {
    return (await this.pages.fetch(key, { context: render })) ?? null;
  }
}
