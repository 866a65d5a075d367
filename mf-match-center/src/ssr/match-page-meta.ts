import { MATCH_DETAIL_MESSAGES, MESSAGES, goalLineText, type MatchSide, type PublicMatchView } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { EMBED_PAGE_TEXT } from '../features/embed/embed-page-text';
import { matchPageTitle } from '../features/public-match/page-title';

/** What a link preview shows of a page: its <title> and description (the gateway adds the share card as its image). */
export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

/** The goals in minute order as a line reads them: "Bukayo Saka 12', Ivan Toney 30' (Penalty)". */
function goalsText({ goals, home, away }: PublicMatchView): string {
  const teamName = (side: MatchSide) => (side === 'home' ? home.name : away.name);
  return [...goals]
    .sort((a, b) => a.minute - b.minute)
    .map((goal) => {
      const { note } = goalLineText(goal, teamName);
      return `${goal.scorer ?? 'Unknown scorer'} ${goal.minute}'${note ? ` (${note})` : ''}`;
    })
    .join(', ');
}

/**
 * A public match page's preview: the teams and score in the title (as the tab names it), then the round,
 * kick-off and venue, and the scorers, in the description.
 * @example matchPageMeta(derby).description // "Premier League 2022/23, Tour 8. Sat, 1 Oct 2022, 12:30 BST at Emirates Stadium. Goals: Thomas Partey 20', …"
 */
export function matchPageMeta(view: PublicMatchView): PageMeta {
  const { match, tournament } = view;
  const kickoff = kickoffText(match, tournament.timeZone, { locale: 'en-GB' });
  const when = [kickoff?.text, match.venue ? `at ${match.venue}` : null].filter(Boolean).join(' ');
  const goals = goalsText(view);
  const description = [`${tournament.name}, ${view.roundLabel}.`, when ? `${when}.` : null, goals ? `Goals: ${goals}.` : null].filter(Boolean).join(' ');
  return { title: matchPageTitle(view), description };
}

/** The page that says a match is not there: "Match Not Found" at `/public/…`, the 404 page at an organizer's address. */
export function missingMatchMeta(atOrganizerAddress: boolean): PageMeta {
  return atOrganizerAddress
    ? { title: MESSAGES.pageNotFound, description: MESSAGES.pageNotFound }
    : { title: MATCH_DETAIL_MESSAGES.matchNotFound, description: MATCH_DETAIL_MESSAGES.matchNoAccess };
}

/** The embed guide's preview. */
export const embedPageMeta = (): PageMeta => ({ title: EMBED_PAGE_TEXT.title, description: EMBED_PAGE_TEXT.subtitle });
