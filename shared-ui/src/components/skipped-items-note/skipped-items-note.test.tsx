import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkippedItemsNote } from './skipped-items-note';

describe('SkippedItemsNote', () => {
  it('says that one item could not be shown', () => {
    render(<SkippedItemsNote count={1} />);
    expect(screen.getByRole('status').textContent).toBe('1 item could not be shown');
  });

  it('counts several items', () => {
    render(<SkippedItemsNote count={3} />);
    expect(screen.getByRole('status').textContent).toBe('3 items could not be shown');
  });

  it('shows nothing when every item was shown', () => {
    const { container } = render(<SkippedItemsNote count={0} />);
    expect(container.innerHTML).toBe('');
  });
});
