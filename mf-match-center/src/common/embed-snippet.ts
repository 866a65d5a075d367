/** The widget's colour schemes (its `theme` attribute); bright is the default and is left out of the snippet. */
export type WidgetTheme = 'bright' | 'dark';

export interface EmbedSnippetOptions {
  /** Where the site is served, e.g. `https://tournaments.example` (the loader is `<origin>/widget.js`). */
  origin: string;
  tournamentId: string;
  matchId: string;
  theme?: WidgetTheme;
}

/** Attribute values are typed by people: quotes and angle brackets must not end the attribute or the tag. */
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The two lines a site pastes to embed a live match centre: the loader script, then the element.
 * The embed guide and the organizer's "Embed this match" card both show this text.
 * @example embedSnippet({ origin: 'https://kickoff.example', tournamentId: 't1', matchId: 'm1' })
 * // '<script src="https://kickoff.example/widget.js" defer></script>\n<match-center-widget tournament-id="t1" match-id="m1"></match-center-widget>'
 */
export function embedSnippet({ origin, tournamentId, matchId, theme = 'bright' }: EmbedSnippetOptions): string {
  const themeAttribute = theme === 'dark' ? ' theme="dark"' : '';
  return [
    `<script src="${attribute(origin.replace(/\/+$/, ''))}/widget.js" defer></script>`,
    `<match-center-widget tournament-id="${attribute(tournamentId)}" match-id="${attribute(matchId)}"${themeAttribute}></match-center-widget>`,
  ].join('\n');
}
