import { useState } from 'react';
import { GAMES_PER_PAGE, roundPages, type RoundSize } from './round-pages';

/**
 * Asks the list to bring a round's heading into view, and with `focus` to move focus there; a new object
 * per request, so a repeated jump scrolls again.
 */
interface RevealRequest {
  round: number;
  focus: boolean;
}

export interface RoundWindow {
  /** Every round, ascending. */
  rounds: readonly number[];
  /** Every page's rounds. */
  pages: readonly (readonly number[])[];
  /** The rounds rendered now: the current page. */
  visible: readonly number[];
  pageIndex: number;
  pageCount: number;
  /** The round the jump control shows: the one jumped to while its page is shown, else the page's first. */
  selectedRound: number;
  /** Set by a jump or a focusing page change: the round whose heading is brought into view. */
  reveal: RevealRequest | null;
  /**
   * Shows the page holding `round` and scrolls its heading into view. Focus stays on the jump select,
   * so choosing with the arrow keys (a change per key in some browsers) keeps working.
   */
  jumpTo: (round: number) => void;
  /** Shows another page; with `focus`, its first round's heading takes focus (for controls below the list). */
  showPage: (index: number, options?: { focus?: boolean }) => void;
}

interface WindowState {
  /** A round of the page to show (null: the first page). A round, not a page index, so the same games stay in view when the pages are recomputed. */
  anchor: number | null;
  reveal: RevealRequest | null;
}

/** The page holding `anchor`, or the page after the gap it fell into, or the last page. */
function pageOf(pages: readonly (readonly number[])[], anchor: number | null): number {
  if (anchor === null) return 0;
  const index = pages.findIndex((page) => page[page.length - 1]! >= anchor);
  return index === -1 ? Math.max(pages.length - 1, 0) : index;
}

/**
 * Which rounds of the fixtures list render: whole rounds grouped into pages of at most
 * `maxGames` games (GAMES_PER_PAGE), a jump to any round, and paging. A tournament that fits on one
 * page shows every round.
 */
export function useRoundWindow(sizes: readonly RoundSize[], maxGames: number = GAMES_PER_PAGE): RoundWindow {
  const [state, setState] = useState<WindowState>({ anchor: null, reveal: null });
  const pages = roundPages(sizes, maxGames);
  const pageIndex = pageOf(pages, state.anchor);
  const visible = pages[pageIndex] ?? [];
  const showPage = (index: number, options: { focus?: boolean } = {}) => {
    const first = pages[index]?.[0];
    if (first === undefined) return;
    setState({ anchor: first, reveal: options.focus ? { round: first, focus: true } : null });
  };
  return {
    rounds: sizes.map((s) => s.round),
    pages,
    visible,
    pageIndex,
    pageCount: pages.length,
    selectedRound: state.anchor !== null && visible.includes(state.anchor) ? state.anchor : (visible[0] ?? 0),
    reveal: state.reveal,
    jumpTo: (round) => setState({ anchor: round, reveal: { round, focus: false } }),
    showPage,
  };
}
