import '../../testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UndoToast } from './undo-toast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('UndoToast', () => {
  it('says what happened with an Undo button, and undoes on click', () => {
    const onUndo = vi.fn();
    render(<UndoToast message="Eagles deleted." onUndo={onUndo} onExpire={() => {}} />);
    expect(screen.getByRole('status').textContent).toContain('Eagles deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
  });

  it('expires after 10 s, not before', () => {
    const onExpire = vi.fn();
    render(<UndoToast message="Eagles deleted." onUndo={() => {}} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(9_999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('offers only what is left of the window since the delete (a page opened again 7 s later: 3 s)', () => {
    const onExpire = vi.fn();
    render(<UndoToast message="Eagles deleted." onUndo={() => {}} onExpire={onExpire} offeredAt={Date.now() - 7_000} />);
    act(() => vi.advanceTimersByTime(2_999));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('does not expire while the undo runs', () => {
    const onExpire = vi.fn();
    render(<UndoToast message="Eagles deleted." onUndo={() => {}} onExpire={onExpire} undoing />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onExpire).not.toHaveBeenCalled();
  });
});
