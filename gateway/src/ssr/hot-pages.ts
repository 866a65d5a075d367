import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { getItem, s } from '../directory/directory-store';
import { backendRead } from '../live/backend-read';

/** A page's address as kept across restarts: what a request for it would give (its path, canonical query, origin). */
export interface HotPage {
  urlPath: string;
  search: string;
  origin: string;
}

/** Where the list lives between two runs of the gateway (every instance reads and writes the same one). */
export interface HotPagesStore {
  read(): Promise<HotPage[]>;
  write(pages: readonly HotPage[]): Promise<void>;
}

/** How many pages a start makes ready: the ones visitors asked for last. */
export const HOT_PAGES_MAX = 12;

/** `meta` / `hot-pages` in the gateway's directory table (directory-keys.ts lists its entries). */
const HOT_PAGES_KEY = { pk: s('meta'), sk: s('hot-pages') };

const isHotPage = (value: unknown): value is HotPage => {
  if (typeof value !== 'object' || value === null) return false;
  const { urlPath, search, origin } = value as Record<string, unknown>;
  return typeof urlPath === 'string' && urlPath.startsWith('/') && typeof search === 'string' && typeof origin === 'string';
};

/**
 * The list in the directory table, as JSON in one string attribute. A list that cannot be read as one (another
 * version wrote it, or nobody yet) is an empty list: it is only ever a head start.
 */
export function directoryHotPages(send: DynamoDbSend, directoryTable: string): HotPagesStore {
  return {
    async read() {
      const item = await getItem(send, directoryTable, HOT_PAGES_KEY, ['pages']);
      let pages: unknown;
      try {
        pages = typeof item?.pages === 'string' ? JSON.parse(item.pages) : [];
      } catch {
        return [];
      }
      return Array.isArray(pages) ? pages.filter(isHotPage).slice(0, HOT_PAGES_MAX) : [];
    },
    async write(pages) {
      await backendRead(send, 'PutItem', { TableName: directoryTable, Item: { ...HOT_PAGES_KEY, pages: s(JSON.stringify(pages.slice(0, HOT_PAGES_MAX))) } });
    },
  };
}

/**
 * Keeps the store's list current while serving: a changed list is written at most once per `everyMs` (the latest
 * one; the visits in between only change its order), and never while a write is under way. Errors go to
 * `onError`: a list that could not be written costs the next start its head start, nothing else.
 */
export class HotPagesRecorder {
  private written = '[]';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: HotPagesStore,
    private readonly current: () => HotPage[],
    private readonly onError: (err: unknown) => void,
    private readonly everyMs = 10_000,
  ) {}

  /** A page was served: the list may have changed. */
  noted(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.everyMs);
    // A pending write never keeps the process alive (a stop does not wait for it).
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    const pages = this.current();
    const json = JSON.stringify(pages);
    try {
      if (json !== this.written) {
        await this.store.write(pages);
        this.written = json;
      }
    } catch (err) {
      this.onError(err);
    } finally {
      this.timer = undefined;
    }
  }
}
