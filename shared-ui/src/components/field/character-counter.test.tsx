import '../../testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextAreaField } from '../text-area-field/text-area-field';
import { TextField } from '../text-field/text-field';

describe('a field’s character counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing without a counter, and no description for it', () => {
    const { container } = render(<TextField label="Team Name" />);
    expect(container.querySelector('.ft-field__counter')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Team Name' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the count against the limit and tells assistive technology what is left once typing pauses', () => {
    const { container, rerender } = render(<TextField label="Team Name" counter={null} />);
    const input = screen.getByRole('textbox', { name: 'Team Name' });
    const live = container.querySelector('[aria-live="polite"].ft-visually-hidden') as HTMLElement;
    expect(live.textContent).toBe('');

    rerender(<TextField label="Team Name" counter={{ count: 85, max: 100 }} />);
    expect(container.querySelector('.ft-field__counter')?.textContent).toBe('85 / 100');
    expect(input.getAttribute('aria-describedby')).toBe(live.id);
    // The live region was there before the counter, so its first words are announced.
    expect(container.querySelector('[aria-live="polite"].ft-visually-hidden')).toBe(live);
    act(() => vi.advanceTimersByTime(1000));
    expect(live.textContent).toBe('15 characters left');

    rerender(<TextField label="Team Name" counter={{ count: 99, max: 100 }} />);
    act(() => vi.advanceTimersByTime(500));
    expect(live.textContent).toBe('15 characters left');
    act(() => vi.advanceTimersByTime(500));
    expect(live.textContent).toBe('1 character left');
  });

  it('marks a count over the limit', () => {
    const { container } = render(<TextAreaField label="Description" counter={{ count: 2003, max: 2000 }} error="Description must be at most 2,000 characters." />);
    const counter = container.querySelector('.ft-field__counter') as HTMLElement;
    expect(counter.textContent).toBe('2003 / 2000');
    expect(counter.dataset.over).toBe('true');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('3 characters too many')).toBeTruthy();
    const described = screen.getByRole('textbox', { name: 'Description' }).getAttribute('aria-describedby')?.split(' ');
    expect(described).toHaveLength(2);
  });
});
