import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../badge/badge';
import { LoggedInBar } from './logged-in-bar';

describe('LoggedInBar', () => {
  it('shows a super admin as a badge, with links and actions', () => {
    render(
      <LoggedInBar
        badge={<Badge tone="accent">SUPERADMIN</Badge>}
        links={
          <>
            <a href="/tournaments">Tournaments</a>
            <a href="/teams">Teams</a>
          </>
        }
        actions={<button type="button">Switch to bright theme</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Logged in as')).toBeTruthy();
    expect(within(banner).getByText('SUPERADMIN')).toBeTruthy();
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Tournaments', 'Teams']);
    expect(within(banner).getByRole('button', { name: 'Switch to bright theme' })).toBeTruthy();
  });

  it('shows an organizer by name, with no way to switch or clear it', () => {
    render(<LoggedInBar organizerName="City Youth League" />);
    expect(screen.getByText('City Youth League').tagName).toBe('STRONG');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('puts a picker beside the identity and accepts other texts', () => {
    render(
      <LoggedInBar
        label="Signed in as"
        badge={<Badge>ADMIN</Badge>}
        organizerName="Hidden"
        picker={<input aria-label="Organizer" />}
      />,
    );
    expect(screen.getByText('Signed in as')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
    const picker = screen.getByRole('textbox', { name: 'Organizer' });
    expect(screen.getByText('ADMIN').parentElement?.contains(picker)).toBe(true);
  });
});
