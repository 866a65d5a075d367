import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Tournament } from 'shared-domain';
import { TournamentDetailsForm } from './tournament-details-form';

const tournament: Tournament = {
  id: 't1',
  name: 'Cup',
  format: { mode: 'league' },
  teamIds: [],
  organizerId: 'o1',
  createdAtISO: '',
  version: 2,
  location: { name: 'Old Park' },
  socialMedia: { facebook: 'https://facebook.com/cup' },
};

describe('TournamentDetailsForm (spec §2 location and social fields)', () => {
  it('refuses a link that is not http(s), names it, and saves nothing', async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(<TournamentDetailsForm tournament={tournament} onSave={onSave} />);
    await user.type(screen.getByLabelText('Instagram'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.getByText('Please enter a link starting with http:// or https://')).toBeTruthy();
    expect(screen.getByLabelText('Instagram').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Nothing was saved: please correct the highlighted links.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves location and social links, removing what was emptied', async () => {
    const onSave = vi.fn().mockResolvedValue('saved');
    const user = userEvent.setup();
    render(<TournamentDetailsForm tournament={tournament} onSave={onSave} />);
    await user.clear(screen.getByLabelText('Location Name'));
    await user.type(screen.getByLabelText('Location Name'), ' New Arena ');
    await user.type(screen.getByLabelText('Location Link'), 'HTTPS://maps.example.com/arena');
    await user.clear(screen.getByLabelText('Facebook'));
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(onSave).toHaveBeenCalledWith({ location: { name: 'New Arena', link: 'https://maps.example.com/arena' }, socialMedia: null });
    expect(await screen.findByText('Details saved.')).toBeTruthy();
  });

  it('does not claim success after a conflict, and reports other failures', async () => {
    const onSave = vi.fn().mockResolvedValueOnce('conflict').mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<TournamentDetailsForm tournament={tournament} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(screen.queryByText('Details saved.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The details could not be saved. Please try again.');
  });
});
