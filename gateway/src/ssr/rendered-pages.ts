import type { PreparedJson } from '../live/cacheable-json';

/** A rendered page: its HTML, ready to send, and the hash sources of its style attributes (its policy allows them). */
export interface RenderedPage {
  html: PreparedJson;
  styleAttributes: string[];
}

/** How much rendered HTML (before compression) the gateway keeps: a few hundred pages, a handful of 1 MB league pages. */
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

/**
 * Rendered public pages, each rendered and compressed once and shared by every visitor until its document
 * changes: the key names the document's version (a hash of its content), the server builds' and the
 * template's versions, the origin and the path. Concurrent first requests of a key share one render.
 * Bounded in bytes, oldest use out first, so arbitrary organizer names in paths or Host headers cannot
 * grow memory.
 */
export class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();
  /** Renders under way, so a burst of first requests for a page renders it once. */
  private readonly rendering = new Map<string, Promise<RenderedPage | null>>();
  private bytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The page under `key`, made by `render` when not kept (a null render is not kept; a failed one rejects every waiter, and is tried again by the next request). */
  get(key: string, render: () => RenderedPage | null | Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const known = this.pages.get(key);
    if (known) {
      // Most recently used last, so eviction takes the page no one asked for longest.
      this.pages.delete(key);
      this.pages.set(key, known);
      return Promise.resolve(known);
    }
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = Promise.resolve()
        .then(render)
        .then((page) => {
          if (page) this.keep(key, page);
          return page;
        })
        .finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
    }
    return pending;
  }

  private keep(key: string, page: RenderedPage): void {
    this.pages.set(key, page);
    this.bytes += page.html.body.length;
    for (const [oldKey, old] of this.pages) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.pages.delete(oldKey);
      this.bytes -= old.html.body.length;
    }
  }
}
