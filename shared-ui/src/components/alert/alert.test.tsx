import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('uses role alert for errors', () => {
    render(<Alert tone="error">Invalid email/username or password</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Invalid email/username or password');
  });

  it.each(['warning', 'success', 'info'] as const)('uses role status for %s', (tone) => {
    render(
      <Alert tone={tone} title="Saved">
        All good
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('SavedAll good');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a dismiss button when asked', async () => {
    const onDismiss = vi.fn();
    render(
      <Alert tone="success" onDismiss={onDismiss}>
        Saved
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no buttons by default', () => {
    render(<Alert>Note</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
