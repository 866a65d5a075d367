import { idOf } from '../routes/public-answers';

/** Whose share card: one per public page kind (the match page's names its tournament too). */
export type ShareCardTarget =
  | { kind: 'tournament'; id: string }
  | { kind: 'team'; id: string }
  | { kind: 'player'; id: string }
  | { kind: 'match'; tournamentId: string; matchId: string };

/** Every card's size: the 1.91:1 picture link previews show large (Open Graph, X's summary_large_image). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the cards are served (the gateway registers `${SHARE_CARDS_PREFIX}*`). */
export const SHARE_CARDS_PREFIX = '/share-cards/';

const FOLDER = { tournament: 'tournaments', team: 'teams', player: 'players' } as const;

const ITEM_PATH = /^\/share-cards\/(tournaments|teams|players)\/([^/]+)\.png$/;
const MATCH_PATH = /^\/share-cards\/tournaments\/([^/]+)\/matches\/([^/]+)\.png$/;

/**
 * The card's path without its version: `/share-cards/tournaments/:id.png`, `/share-cards/teams/:id.png`,
 * `/share-cards/players/:id.png`, `/share-cards/tournaments/:tournamentId/matches/:matchId.png` (ids
 * percent-encoded). It names the card's cache entry too.
 */
export function shareCardBasePath(target: ShareCardTarget): string {
  const id = encodeURIComponent;
  if (target.kind === 'match') return `${SHARE_CARDS_PREFIX}tournaments/${id(target.tournamentId)}/matches/${id(target.matchId)}.png`;
  return `${SHARE_CARDS_PREFIX}${FOLDER[target.kind]}/${id(target.id)}.png`;
}

/**
 * The path a page links as its `og:image`: the card of `target` at the version of the document the page
 * was rendered from (`?v=`), which the card route answers with a long cache life. A page that knows its
 * document's version (public-pages.ts `readDocument`; for a match, `documentVersion` of its PublicMatchView)
 * names the card that shows the same facts.
 */
export function shareCardPath(target: ShareCardTarget, version: string): string {
  return `${shareCardBasePath(target)}?v=${encodeURIComponent(version)}`;
}

/** The card a request path names, or null (an unknown path, or an id that cannot be ours: idOf). */
export function parseShareCardPath(path: string): ShareCardTarget | null {
  const match = MATCH_PATH.exec(path);
  if (match) {
    const [tournamentId, matchId] = [idOf(match[1]), idOf(match[2])];
    return tournamentId !== null && matchId !== null ? { kind: 'match', tournamentId, matchId } : null;
  }
  const item = ITEM_PATH.exec(path);
  const id = item ? idOf(item[2]) : null;
  if (!item || id === null) return null;
  return item[1] === 'tournaments' ? { kind: 'tournament', id } : item[1] === 'teams' ? { kind: 'team', id } : { kind: 'player', id };
}
