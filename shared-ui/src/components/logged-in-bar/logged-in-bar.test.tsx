import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(within(banner).queryByRole('button', { name: 'Switch organizer' })).toBeNull();
  });

  it('shows an organizer by name with a switch button', async () => {
    const onSwitchOrganizer = vi.fn();
    render(<LoggedInBar organizerName="City Youth League" onSwitchOrganizer={onSwitchOrganizer} />);
    expect(screen.getByText('City Youth League').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Switch organizer' }));
    expect(onSwitchOrganizer).toHaveBeenCalledTimes(1);
  });

  it('prefers the badge over the name and accepts other texts', () => {
    render(
      <LoggedInBar
        label="Signed in as"
        badge={<Badge>ADMIN</Badge>}
        organizerName="Hidden"
        onSwitchOrganizer={() => {}}
        switchOrganizerLabel="Change"
      />,
    );
    expect(screen.getByText('Signed in as')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
  });
});
