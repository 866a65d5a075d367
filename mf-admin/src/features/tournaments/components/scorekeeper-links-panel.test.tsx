import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScorekeeperLinksPanel } from './scorekeeper-links-panel';

const link = { id: 'l1', tournamentId: 't1', matchId: 'm1', dateISO: '2099-06-13', createdAt: '2099-06-13T07:00:00.000Z', expiresAt: '2099-06-13T22:00:00.000Z' };
const pitchLink = { ...link, id: 'l2', matchId: undefined, pitchId: 'p1' };
const matches = [{ id: 'm1', label: 'Lions v Tigers', teamIds: ['a', 'b'] }];
const pitches = [{ id: 'p1', name: 'Pitch 1', windows: [] }];

function panel(overrides: object = {}) {
  const revoke = vi.fn(async () => undefined);
  const links = { links: [link, pitchLink], created: null, error: null, busy: false, create: vi.fn(), revoke, ...overrides };
  render(<ScorekeeperLinksPanel links={links} matches={matches} pitches={pitches} />);
  return { revoke, user: userEvent.setup() };
}

describe('the scorekeeper links (issue 25)', () => {
  it('shows a new link once: its address to copy, its QR code to print, and Revoke', async () => {
    const created = { link, address: 'https://cup.example/score#token', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };
    const { revoke, user } = panel({ created });
    expect(screen.getByText('Scorekeeper link for Lions v Tigers')).toBeTruthy();
    expect((screen.getByLabelText('Scorekeeper link') as HTMLInputElement).value).toBe('https://cup.example/score#token');
    expect(screen.getByRole('img', { name: 'QR code of the scorekeeper link' }).getAttribute('src')).toBe(created.qrCode);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(revoke).toHaveBeenCalledWith('l1');
  });

  it('lists the working links by what they cover, each with Revoke', async () => {
    const { revoke, user } = panel();
    await user.click(screen.getByRole('button', { name: 'Revoke the scorekeeper link for Pitch 1, every match on 2099-06-13' }));
    expect(revoke).toHaveBeenCalledWith('l2');
    expect(screen.getByRole('button', { name: 'Revoke the scorekeeper link for Lions v Tigers' })).toBeTruthy();
  });

  it('says when there is none, and shows a refusal', () => {
    panel({ links: [], error: 'Tournament not found.' });
    expect(screen.getByText(/No working scorekeeper links/)).toBeTruthy();
    expect(screen.getByText('Tournament not found.')).toBeTruthy();
  });
});
