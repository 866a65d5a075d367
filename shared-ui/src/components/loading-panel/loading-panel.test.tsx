import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPanel } from './loading-panel';

describe('LoadingPanel', () => {
  it('announces "Loading..." by default', () => {
    render(<LoadingPanel />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('announces the given text', () => {
    render(<LoadingPanel text="Loading organizers..." compact />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading organizers...');
    expect(status.classList.contains('ft-loading-panel--compact')).toBe(true);
  });
});
