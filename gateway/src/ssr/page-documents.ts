import { organizerNameMatches } from 'shared-domain';
import type { DirectoryReads } from '../directory/directory';
import type { PublicMatchReader } from '../live/public-match-reader';
import type { CardDocument } from '../share-cards/card-documents';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import { documentVersion } from './document-version';
import type { HotPage } from './hot-pages';
import { readHomePage } from './home-page';
import { readEmbedPage, readMatchPage } from './match-page';
import type { ReadDocument } from './read-document';
import type { DocumentId, PageDocument, SsrBundles } from './ssr-bundles';

// What a server-rendered page is made of besides its render (public-pages.ts): its address, the reader of each kind
// of page's document, and what the checks read of a document.

/** Where the pages' documents are read from. */
export interface DocumentSources {
  /** onDrop: told of documents a write changed, whose visited pages are then made again at once. */
  tournaments: Pick<PublicTournamentCache, 'get'> & Partial<Pick<PublicTournamentCache, 'onDrop'>>;
  directory: Pick<DirectoryReads, 'team' | 'player' | 'searchSnapshot'>;
  /** The public match view's reader (the match page). */
  matches: Pick<PublicMatchReader, 'read'>;
}

/** The route the shell's table names for a path (what the checks below read of it: its params, undecoded). */
export type PageRoute = NonNullable<ReturnType<SsrBundles['shell']['resolvePublicPage']>>;

/** What a page is made from besides its document: the route, the document it shows, its path and origin. */
export interface PageAddress {
  route: PageRoute;
  wanted: DocumentId;
  urlPath: string;
  origin: string;
}

/**
 * How each kind of page's document is read, as the public API would answer it, with its version; null when
 * the public may not see it. A new kind of server-rendered page adds its reader here (and its render in
 * its remote's server entry). `orgName`: the address's `/:orgName/` segment, undecoded.
 */
export type DocumentReaders = { [K in DocumentId['kind']]: (wanted: Extract<DocumentId, { kind: K }>, orgName: string | undefined) => Promise<ReadDocument | null> };

export function documentReaders({ tournaments, directory, matches }: DocumentSources): DocumentReaders {
  return {
    tournament: async ({ id }) => {
      // The cached answer's hash is its version: no second serialisation of a large league.
      const { document, json } = await tournaments.get(id);
      return document && json ? { page: { kind: 'tournament', id, document }, version: json.hash } : null;
    },
    team: async ({ id }) => {
      const document = await directory.team(id);
      return document && { page: { kind: 'team', id, document }, version: documentVersion(document) };
    },
    player: async ({ id }) => {
      const document = await directory.player(id);
      return document && { page: { kind: 'player', id, document }, version: documentVersion(document) };
    },
    match: (wanted, orgName) => readMatchPage({ matches, tournaments }, wanted, orgName),
    home: ({ id }) => readHomePage(directory, id),
    embed: () => Promise.resolve(readEmbedPage()),
  };
}

/** What of a page's address is kept across restarts (the route and document are found from it again). */
export const hotPageOf = ({ wanted, urlPath, origin }: PageAddress): HotPage => ({ urlPath, search: ('query' in wanted ? wanted.query : undefined) ?? '', origin });

/** The name of the organizer whose item a page shows (an `/:orgName/` address must name it). */
export function organizerNameOf({ page, organizerName }: ReadDocument): string | undefined {
  if (page.kind === 'tournament') return page.document.organizer?.name;
  return page.kind === 'team' || page.kind === 'player' ? page.document.team.organizerName : organizerName;
}

/** The share card of a page's document (og:image); none for home and the embed guide, or a match the public may not see. */
export function cardOf(page: PageDocument): CardDocument | null {
  if (page.kind === 'home' || page.kind === 'embed') return null;
  if (page.kind === 'match') return page.document ? { kind: 'match', document: page.document } : null;
  return page;
}

/** At `/public/…` any public item shows; at `/:orgName/…` only the named organizer's (the raw path segment: the rule decodes it). */
export const shownAtAddress = (route: PageRoute, organizerName: string | undefined) =>
  route.params.orgName === undefined || organizerNameMatches(route.params.orgName, organizerName);
