import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Tournament } from 'shared-domain';
import { WithTournament, organizerWorld, renderWithData, tournament } from '../../../testing/tournament-world';
import { VisibilityToggle } from './visibility-toggle';

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
});

function renderToggle(stored: Tournament) {
  memory.seed('tournaments', [stored]);
  renderWithData(<WithTournament>{(t) => <VisibilityToggle tournamentId={t.id} visibility={t.visibility} />}</WithTournament>);
  return userEvent.setup();
}

const storedVisibility = () => memory.all<Tournament>('tournaments')[0]?.visibility;

describe('VisibilityToggle (spec §2, §4, §8)', () => {
  it('shows a private tournament as "Admin/Organizer only" and makes it public', async () => {
    const user = renderToggle(tournament({ visibility: 'private' }));
    const toggle = await screen.findByRole('switch', { name: 'Public tournament' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Admin/Organizer only')).toBeTruthy();
    await user.click(toggle);
    // At once, while the save runs.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Visible to everyone')).toBeTruthy();
    await waitFor(() => expect(storedVisibility()).toBe('public'));
  });

  it('treats any value other than private as public (spec §3)', async () => {
    renderToggle(tournament({ visibility: undefined }));
    expect((await screen.findByRole('switch')).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Visible to everyone')).toBeTruthy();
  });

  it('shows the spec message when the update fails, and the switch flips back', async () => {
    memory.failWhen((op) => op.kind === 'update');
    const user = renderToggle(tournament({ visibility: 'public' }));
    await user.click(await screen.findByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update tournament visibility. Please try again.');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(storedVisibility()).toBe('public');
  });
});
