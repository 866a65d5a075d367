import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoundSize } from './round-pages';
import { useRoundWindow } from './use-round-window';

/** `count` rounds of `games` games each, numbered from 1. */
const rounds = (count: number, games: number): RoundSize[] => Array.from({ length: count }, (_, i) => ({ round: i + 1, games }));
const render = (sizes: RoundSize[]) => renderHook(({ sizes: s }) => useRoundWindow(s), { initialProps: { sizes } });

describe('useRoundWindow', () => {
  it('a tournament that fits shows every round on one page', () => {
    const { result } = render(rounds(18, 5));
    expect(result.current).toMatchObject({ pageIndex: 0, pageCount: 1, selectedRound: 1, reveal: null });
    expect(result.current.visible).toHaveLength(18);
  });

  it('64 teams, double round robin: 42 pages of three rounds, the first shown', () => {
    const { result } = render(rounds(126, 32));
    expect(result.current).toMatchObject({ pageIndex: 0, pageCount: 42, visible: [1, 2, 3], selectedRound: 1 });
    expect(result.current.rounds).toHaveLength(126);
  });

  it('a jump shows the page holding the round, selects it and asks to scroll to it, leaving focus where it is', () => {
    const { result } = render(rounds(126, 32));
    act(() => result.current.jumpTo(100));
    expect(result.current).toMatchObject({ pageIndex: 33, visible: [100, 101, 102], selectedRound: 100, reveal: { round: 100, focus: false } });
    const first = result.current.reveal;
    act(() => result.current.jumpTo(100));
    // A repeated jump is a new request, so the heading is scrolled to again.
    expect(result.current.reveal).not.toBe(first);
  });

  it('paging moves whole pages; focus is asked for only when requested', () => {
    const { result } = render(rounds(126, 32));
    act(() => result.current.showPage(1));
    expect(result.current).toMatchObject({ visible: [4, 5, 6], selectedRound: 4, reveal: null });
    act(() => result.current.showPage(41, { focus: true }));
    expect(result.current).toMatchObject({ visible: [124, 125, 126], reveal: { round: 124, focus: true } });
    act(() => result.current.showPage(42));
    expect(result.current.visible).toEqual([124, 125, 126]);
  });

  it('keeps the same rounds in view when the pages are recomputed, and falls back when they are gone', () => {
    const { result, rerender } = render(rounds(126, 32));
    act(() => result.current.jumpTo(100));
    // Rounds of 20 games: five a page, so round 100 is now on the page of rounds 96–100.
    rerender({ sizes: rounds(126, 20) });
    expect(result.current).toMatchObject({ visible: [96, 97, 98, 99, 100], selectedRound: 100 });
    rerender({ sizes: rounds(60, 32) });
    expect(result.current).toMatchObject({ visible: [58, 59, 60], selectedRound: 58 });
    rerender({ sizes: [] });
    expect(result.current).toMatchObject({ pageCount: 0, visible: [] });
  });
});
