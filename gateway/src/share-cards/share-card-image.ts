import { playerFullName } from 'shared-domain';
import { cardContent } from './card-content';
import { cardTarget, type CardDocument } from './card-documents';
import { SHARE_CARD_SIZE, shareCardPath } from './share-card-paths';

/** A page's og:image: its share card's path (with the document's version), size and alternative text. */
export interface ShareCardImage {
  path: string;
  width: number;
  height: number;
  /** What the picture shows, for readers that cannot see it: "Premier League standings: 1. Arsenal, 84 points; …". */
  alt: string;
}

/** Who the card is of, for a document its content cannot be worked out from. */
function cardName(card: CardDocument): string {
  switch (card.kind) {
    case 'tournament':
      return card.document.tournament.name;
    case 'team':
      return card.document.team.name;
    case 'player':
      return playerFullName(card.document.player);
    case 'match':
      return `${card.document.home.name} v ${card.document.away.name}`;
  }
}

/**
 * The share card a page shows in link previews, for the public document the page was rendered from and
 * its version (the match page: `documentVersion` of its PublicMatchView). The card route answers that
 * URL with the same facts the page shows, cached for good until the document changes. Never throws: a
 * document the card's rules cannot read (an older shape) still gets its page, its card named plainly.
 */
export function shareCardImage(card: CardDocument, version: string, now: number = Date.now()): ShareCardImage {
  let alt: string;
  try {
    alt = cardContent(card, now).alt;
  } catch {
    alt = `${cardName(card)} · share card`;
  }
  return { path: shareCardPath(cardTarget(card), version), ...SHARE_CARD_SIZE, alt };
}
