import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TestDataProvider } from 'shared-data/testing';
import type { Match } from 'shared-domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bigLeague } from '../../../testing/big-league';
import { organizerWorld, renderWithData } from '../../../testing/tournament-world';
import { FixturesCard } from './fixtures-card';

// A page of 64-team rounds is ~25,000 elements (each row has two 64-team selects and a time select).
// In jsdom the first name computed from a <label> (a score box's, a button's) costs 5–10 s on a DOM that
// size, so these tests find rows by their aria-label inside one round, a row's score boxes as its two
// textboxes, and the paging controls as the only combobox / buttons of the "Fixture rounds" navigation.
// The pager's own test checks the controls' names, match-row.test.tsx the score boxes'.

/** The elements scrolled into view (jsdom has no scrolling: the call is what the page asks of the browser). */
let scrolledTo: Element[];
beforeEach(() => {
  organizerWorld();
  scrolledTo = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});

function renderCard(teamCount: number, scoredShare = 0) {
  const league = bigLeague(teamCount, scoredShare);
  const names = new Map(league.teams.map((t) => [t.id, t.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  renderWithData(<FixturesCard matches={league.matches} teams={league.teams} nameOf={nameOf} onRefresh={() => undefined} />);
  /** The accessible name of a round's `index`-th game (ids follow the generated order). */
  const rowName = (round: number, index = 0) => {
    const game = league.matches.filter((m) => m.round === round)[index]!;
    return `${nameOf(game.homeTeamId)} vs ${nameOf(game.awayTeamId)}`;
  };
  return rowName;
}

const fixtures = () => screen.getByRole('region', { name: 'Fixtures' });
const round = (n: number) => within(fixtures()).getByRole('region', { name: `Round ${n}` });
const roundHeadings = () => [...fixtures().querySelectorAll('h3')].map((h) => h.textContent);
const roundsFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => `Round ${first + i}`);
const pager = () => within(screen.getByRole('navigation', { name: 'Fixture rounds' }));
const jumpTo = (n: number) => fireEvent.change(pager().getByRole('combobox'), { target: { value: String(n) } });
const button = (container: HTMLElement, text: string) => within(container).getAllByRole<HTMLButtonElement>('button').find((b) => b.textContent === text);
const pagerButton = (text: 'Previous rounds' | 'Next rounds') => button(screen.getByRole('navigation', { name: 'Fixture rounds' }), text)!;
/** A row's "Home goals" and "Away goals" boxes, its only textboxes. */
const scoreBoxes = (row: HTMLElement) => within(row).getAllByRole<HTMLInputElement>('textbox');
const focusedHeading = () => document.activeElement?.closest('h3');

describe('FixturesCard: fixtures by round, one page of rounds at a time', () => {
  // Rendering 90 games in jsdom takes about 1.5 s alone; the 5 s default failed once on a loaded 2-core machine.
  it('a small league (10 teams, 2 legs: 90 games) shows every round, with no paging controls', { timeout: 20_000 }, () => {
    const rowName = renderCard(10, 0.4);
    expect(roundHeadings()).toEqual(roundsFrom(1, 18));
    expect(within(round(18)).getAllByRole('group')).toHaveLength(5);
    expect(scoreBoxes(within(round(18)).getByRole('group', { name: rowName(18, 4) }))).toHaveLength(2);
    expect(within(fixtures()).getAllByText('2/5 played')).toHaveLength(18);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(button(fixtures(), 'Show rounds 19–20')).toBeUndefined();
  });

  // Each render of a 64-team page is 1–2 s in jsdom on this 2-core machine, more under load.
  describe('a 64-team double round robin (4,032 games)', { timeout: 30_000 }, () => {
    it('shows only its first page: rounds 1–3, 96 games, with the paging controls', () => {
      const rowName = renderCard(64, 0.5);
      expect(roundHeadings()).toEqual(roundsFrom(1, 3));
      expect(within(fixtures()).getAllByRole('group')).toHaveLength(96);
      expect(within(fixtures()).getAllByText('16/32 played')).toHaveLength(3);
      const first = within(round(1)).getByRole('group', { name: rowName(1) });
      expect(scoreBoxes(first)).toHaveLength(2);
      expect(pager().getByRole('status').textContent).toBe('Showing rounds 1–3 of 126');
      expect(pager().getByRole<HTMLSelectElement>('combobox').options).toHaveLength(126);
      expect(pagerButton('Previous rounds').disabled).toBe(true);
    });

    it("jumping to round 100 shows round 100's games and not round 1's, scrolled to its heading; Next and Previous page from there", () => {
      const rowName = renderCard(64);
      const jump = pager().getByRole('combobox');
      jump.focus();
      jumpTo(100);
      expect(roundHeadings()).toEqual(roundsFrom(100, 102));
      expect(within(round(100)).getAllByRole('group')).toHaveLength(32);
      const row = within(round(100)).getByRole('group', { name: rowName(100, 3) });
      expect(within(fixtures()).queryByRole('group', { name: rowName(1) })).toBeNull();
      expect(scrolledTo.map((el) => el.closest('h3'))).toEqual([within(round(100)).getByRole('heading')]);
      // Focus stays on the select: choosing with the arrow keys goes on working.
      expect(document.activeElement).toBe(jump);
      expect(pager().getByRole<HTMLSelectElement>('combobox').value).toBe('100');

      // The rows are the real editable ones.
      const [home] = scoreBoxes(row);
      fireEvent.change(home!, { target: { value: '3' } });
      expect(home!.value).toBe('3');

      fireEvent.click(pagerButton('Next rounds'));
      expect(roundHeadings()).toEqual(roundsFrom(103, 105));
      expect(scrolledTo).toHaveLength(1);
      expect(pager().getByRole<HTMLSelectElement>('combobox').value).toBe('103');
      fireEvent.click(pagerButton('Previous rounds'));
      expect(roundHeadings()).toEqual(roundsFrom(100, 102));
      expect(pager().getByRole('status').textContent).toBe('Showing rounds 100–102 of 126');
    });

    it('stops at the last page; the button below a page shows the next one and focuses its first heading', () => {
      renderCard(64);
      fireEvent.click(button(fixtures(), 'Show rounds 4–6')!);
      expect(roundHeadings()).toEqual(roundsFrom(4, 6));
      expect(focusedHeading()).toBe(within(round(4)).getByRole('heading'));
      jumpTo(125);
      expect(roundHeadings()).toEqual(roundsFrom(124, 126));
      expect(pagerButton('Next rounds').disabled).toBe(true);
      expect(button(fixtures(), 'Show rounds 127–129')).toBeUndefined();
      expect(within(fixtures()).getAllByRole('button').filter((b) => b.textContent?.startsWith('Show '))).toEqual([]);
    });
  });
});

describe('FixturesCard: rows render again when their data changes (they are memoized)', () => {
  const Providers = ({ children }: { children: ReactNode }) => (
    <TestDataProvider>
      <MemoryRouter>{children}</MemoryRouter>
    </TestDataProvider>
  );
  const { matches, teams } = bigLeague(4);
  const card = (list: readonly Match[], names: readonly { id: string; name: string }[]) => {
    const byId = new Map(names.map((t) => [t.id, t.name]));
    return <FixturesCard matches={list} teams={names} nameOf={(id) => byId.get(id) ?? id} onRefresh={() => undefined} />;
  };
  const game = matches.find((m) => m.round === 1 && m.homeTeamId === 'team_1') ?? matches.find((m) => m.round === 1 && m.awayTeamId === 'team_1')!;
  const other = game.homeTeamId === 'team_1' ? game.awayTeamId : game.homeTeamId;
  const otherName = teams.find((t) => t.id === other)!.name;
  const rowOf = (first: string, second: string) => screen.getByRole('group', { name: game.homeTeamId === 'team_1' ? `${first} vs ${second}` : `${second} vs ${first}` });

  it('a new score of one match shows in its row; a renamed team shows in its rows', () => {
    const { rerender } = render(card(matches, teams), { wrapper: Providers });
    expect(within(rowOf('Team 1', otherName)).getByRole<HTMLInputElement>('textbox', { name: 'Home goals' }).value).toBe('');

    const scored = matches.map((m) => (m.id === game.id ? { ...m, homeGoals: 2, awayGoals: 1 } : m));
    rerender(card(scored, [...teams]));
    const row = rowOf('Team 1', otherName);
    expect([within(row).getByRole<HTMLInputElement>('textbox', { name: 'Home goals' }).value, within(row).getByRole<HTMLInputElement>('textbox', { name: 'Away goals' }).value]).toEqual(['2', '1']);

    // The same match objects: only the team list changed.
    rerender(card(scored, teams.map((t) => (t.id === 'team_1' ? { ...t, name: 'Rovers' } : t))));
    expect(rowOf('Rovers', otherName)).toBeTruthy();
    expect(within(rowOf('Rovers', otherName)).getAllByRole('option', { name: 'Rovers' }).length).toBeGreaterThan(0);
  });
});
