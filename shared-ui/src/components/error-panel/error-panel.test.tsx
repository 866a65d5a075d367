import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './error-panel';

describe('ErrorPanel', () => {
  it('is an alert with title, message and a Retry button', async () => {
    const onRetry = vi.fn();
    render(<ErrorPanel title="This section could not load" message="Network error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This section could not load');
    expect(alert.textContent).toContain('Network error');
    expect(screen.getByRole('heading', { level: 2, name: 'This section could not load' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry, and shows extra actions', () => {
    render(<ErrorPanel title="Oops" actions={<a href="/">Go to Home</a>} retryLabel="Try again" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeTruthy();
  });

  it('uses a custom retry label', () => {
    render(<ErrorPanel title="Oops" onRetry={() => {}} retryLabel="Reload Page" headingLevel={1} />);
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
