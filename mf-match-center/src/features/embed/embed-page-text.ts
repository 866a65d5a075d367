/** The embed guide's heading and lead: the page shows them, and its link preview (ssr/match-page-meta.ts) says the same. */
export const EMBED_PAGE_TEXT = {
  title: 'Embed a match centre',
  subtitle:
    "Put a live match centre on any web page: your club's site, a blog, a news article. It shows the score, the status, the goals and the lineups, and follows the match as it is played.",
} as const;
