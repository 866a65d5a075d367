import type { PageDocument } from './ssr-bundles';

/** A page's document and its version (a hash of its content: a page rendered from it stays right while it holds). */
export interface ReadDocument {
  page: PageDocument;
  version: string;
  /** Whose item the page shows, when its document does not say (a match: its tournament's organizer). */
  organizerName?: string;
  /** The page says its item is not there (a missing match): rendered all the same, and answered with 404. */
  notFound?: true;
}
