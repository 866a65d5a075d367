import type { PublicMatchView, PublicPlayerView, PublicTeamView, PublicTournamentDocument } from 'shared-domain';
import type { DirectoryReads } from '../directory/directory';
import type { PublicMatchReader } from '../live/public-match-reader';
import { documentVersion } from '../ssr/document-version';
import type { PublicTournamentCache } from '../views/public-tournament-cache';
import type { ShareCardTarget } from './share-card-paths';

/** The public document a card is drawn from: the same one its page shows. */
export type CardDocument =
  | { kind: 'tournament'; document: PublicTournamentDocument }
  | { kind: 'team'; document: PublicTeamView }
  | { kind: 'player'; document: PublicPlayerView }
  | { kind: 'match'; document: PublicMatchView };

/** A card's document and its version (the page cache's: public-pages.ts `readDocument`). */
export interface VersionedCardDocument {
  card: CardDocument;
  version: string;
}

/** Where the documents come from: the caches and reads the public API and pages use. */
export interface CardDocumentSources {
  tournaments: PublicTournamentCache;
  directory: Pick<DirectoryReads, 'team' | 'player'>;
  matches: Pick<PublicMatchReader, 'read'>;
}

/** The card's target, from its document (the ids the page's og:image names). */
export function cardTarget(card: CardDocument): ShareCardTarget {
  switch (card.kind) {
    case 'tournament':
      return { kind: 'tournament', id: card.document.tournament.id };
    case 'team':
      return { kind: 'team', id: card.document.team.id };
    case 'player':
      return { kind: 'player', id: card.document.player.id };
    case 'match':
      return { kind: 'match', tournamentId: card.document.tournament.id, matchId: card.document.match.id };
  }
}

/**
 * The public document of a card, with its version; null when the public may not see it (missing or
 * private: the same rules as the public documents, since they are the public documents).
 * @throws PublicReadError when the backend cannot answer
 */
export async function readCardDocument(target: ShareCardTarget, sources: CardDocumentSources): Promise<VersionedCardDocument | null> {
  switch (target.kind) {
    case 'tournament': {
      const { document, json } = await sources.tournaments.get(target.id);
      return document && json ? { card: { kind: 'tournament', document }, version: json.hash } : null;
    }
    case 'team': {
      const document = await sources.directory.team(target.id);
      return document && { card: { kind: 'team', document }, version: documentVersion(document) };
    }
    case 'player': {
      const document = await sources.directory.player(target.id);
      return document && { card: { kind: 'player', document }, version: documentVersion(document) };
    }
    case 'match': {
      const document = await sources.matches.read(target.tournamentId, target.matchId);
      return document && { card: { kind: 'match', document }, version: documentVersion(document) };
    }
  }
}
