import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReconnectingStatus } from './reconnecting-status';

describe('ReconnectingStatus', () => {
  it('says "Reconnecting…" in a polite status while the stream is down', () => {
    render(<ReconnectingStatus reconnecting />);
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
  });

  it('shows nothing while connected', () => {
    const { container } = render(<ReconnectingStatus reconnecting={false} />);
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
