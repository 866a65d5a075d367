import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value';

afterEach(() => vi.useRealTimers());

describe('useSettledValue', () => {
  it('gives the first value at once and a new one only after it stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 200), { initialProps: { value: 'P' } });
    expect(result.current).toBe('P');
    rerender({ value: 'Pr' });
    act(() => vi.advanceTimersByTime(150));
    rerender({ value: 'Premier' });
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toBe('P');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('Premier');
  });
});
