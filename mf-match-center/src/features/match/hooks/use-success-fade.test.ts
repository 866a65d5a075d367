import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSuccessFade } from './use-success-fade';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Notice = { tone: 'success' | 'error'; text: string };

describe('useSuccessFade', () => {
  it('clears a success after 5 s, not before', () => {
    const clear = vi.fn();
    const notice: Notice = { tone: 'success', text: 'Saved.' };
    renderHook(() => useSuccessFade(notice, clear));
    vi.advanceTimersByTime(4999);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(clear).toHaveBeenCalledWith(notice);
  });

  it('leaves errors until they are dismissed or replaced', () => {
    const clear = vi.fn();
    renderHook(() => useSuccessFade<Notice>({ tone: 'error', text: 'Could not save.' }, clear));
    vi.advanceTimersByTime(60_000);
    expect(clear).not.toHaveBeenCalled();
  });

  it('a newer notice starts its own time', () => {
    const clear = vi.fn();
    const first: Notice = { tone: 'success', text: 'Saved.' };
    const second: Notice = { tone: 'success', text: 'Saved again.' };
    const { rerender } = renderHook(({ notice }) => useSuccessFade(notice, clear), { initialProps: { notice: first } });
    vi.advanceTimersByTime(3000);
    rerender({ notice: second });
    vi.advanceTimersByTime(3000);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(clear).toHaveBeenCalledExactlyOnceWith(second);
  });
});
