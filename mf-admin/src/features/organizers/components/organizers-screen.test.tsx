import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, selectedOrganizerForTest, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Organizer } from 'shared-domain';
import { OrganizersScreen } from './organizers-screen';

const organizer = (id: string, name: string, email: string): Organizer => ({ id, name, email, createdAtISO: '2024-03-05T10:00:00.000Z' });

/**
 * The gateway's admin API as the screen sees it over fetch: creating stores the organizer card (so
 * the list read afterwards shows it), deleting removes it; `answers` overrides a path's status.
 */
function fakeGateway(memory: MemoryStorage, answers: Record<string, number> = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', path, body });
    if (answers[path]) return new Response(JSON.stringify({ message: 'refused' }), { status: answers[path] });
    if (path === '/admin/organizers') {
      const created = { ...organizer('org_new', '', ''), ...(body as Organizer) };
      memory.seed('organizers', [created]);
      return new Response(JSON.stringify({ organizer: created }), { status: 201 });
    }
    if (init.method === 'DELETE') await memory.remove('organizers', { id: path.split('/').pop()! });
    return new Response(null, { status: 204 });
  });
  return calls;
}

function renderScreen() {
  render(
    <TestDataProvider>
      <MemoryRouter initialEntries={['/admin/organizers']}>
        <Routes>
          <Route path="/admin/organizers" element={<OrganizersScreen />} />
          <Route path="/admin" element={<h1>Admin Panel</h1>} />
        </Routes>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('organizers', [organizer('org_1', 'Rovers FC', 'one@example.test'), organizer('org_2', 'Albion', '')]);
  signInForTest({ id: 'sa', role: 'super_admin', username: 'superadmin' });
  setCurrentOrganizerId(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrganizersScreen (spec §2 Organizers management)', () => {
  it('lists the organizers by name; Manage selects one and goes to the dashboard', async () => {
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Albion' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Albion', 'Rovers FC']);
    expect(within(card('Albion')).getByText('No email')).toBeTruthy();
    await userEvent.setup().click(within(card('Rovers FC')).getByRole('button', { name: 'Manage' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(selectedOrganizerForTest()).toBe('org_1');
  });

  it('says so when there are no organizers', async () => {
    memory = installMemoryStorage();
    renderScreen();
    expect(await screen.findByText('No organizers found')).toBeTruthy();
  });

  it('refuses a duplicate name with the spec text before asking the gateway, then creates', async () => {
    const user = userEvent.setup();
    const calls = fakeGateway(memory);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: '+ Create Organizer' }));
    const form = screen.getByRole('form', { name: 'Create organizer' });
    await user.type(within(form).getByLabelText(/^Name/), 'ALBION');
    await user.type(within(form).getByLabelText(/^Email/), 'new@example.test');
    await user.type(within(form).getByLabelText(/^Password/), 'long-enough');
    await user.click(within(form).getByRole('button', { name: 'Create Organizer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('An organizer with this name already exists. Please choose a different name.');
    expect(calls).toEqual([]);

    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'City');
    await user.click(within(form).getByRole('button', { name: 'Create Organizer' }));
    expect(await screen.findByText('Organizer "City" created.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/admin/organizers', body: { name: 'City', email: 'new@example.test', password: 'long-enough' } });
    expect(await screen.findByRole('heading', { level: 3, name: 'City' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create organizer' })).toBeNull();
  });

  it('deletes after a confirmation that names what goes with the organizer; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const calls = fakeGateway(memory);
    setCurrentOrganizerId('org_1');
    const player = (id: string) => ({ id, firstName: 'P', lastName: id, position: 'Forward', isPublic: true, createdAtISO: '' });
    memory.seed('teams', [
      { id: 't1', name: 'A', colors: [], organizerId: 'org_1', createdAtISO: '', players: [player('p1'), player('p2')] },
      { id: 't2', name: 'B', colors: [], organizerId: 'org_1', createdAtISO: '', players: [player('p3')] },
      { id: 't3', name: 'Theirs', colors: [], organizerId: 'org_2', createdAtISO: '', players: [player('p4')] },
    ]);
    memory.seed('tournaments', [{ id: 'tr1', name: 'Cup', organizerId: 'org_1', teamIds: ['t1', 't2'], format: { mode: 'league' }, createdAtISO: '' }]);
    memory.seed('matches', [
      { id: 'm1', tournamentId: 'tr1', organizerId: 'org_1', homeTeamId: 't1', awayTeamId: 't2', round: 1 },
      { id: 'm2', tournamentId: 'tr1', organizerId: 'org_1', homeTeamId: 't2', awayTeamId: 't1', round: 2 },
    ]);
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete organizer “Rovers FC”?' });
    expect(await within(dialog).findByText('This deletes 1 tournament, 2 matches, 2 teams, 3 players and their images.')).toBeTruthy();
    expect(within(dialog).getByText('Their login account is deleted too. This cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);
    expect(memory.all('organizers')).toHaveLength(2);

    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete organizer' }));
    expect(await screen.findByText('Organizer "Rovers FC" deleted.')).toBeTruthy();
    expect(calls.map((c) => [c.method, c.path])).toEqual([['DELETE', '/admin/organizers/org_1']]);
    await screen.findByText('Albion');
    expect(screen.queryByRole('heading', { level: 3, name: 'Rovers FC' })).toBeNull();
    expect(selectedOrganizerForTest()).toBeNull();
  });

  it('the delete confirmation offers the export first, and says when the organizer has nothing', async () => {
    const user = userEvent.setup();
    fakeGateway(memory);
    memory.seed('teams', []);
    memory.seed('tournaments', []);
    memory.seed('matches', []);
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Albion' });
    await user.click(within(card('Albion')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete organizer “Albion”?' });
    expect(await within(dialog).findByText('It has no tournaments, teams or players.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Export first' }));
    // The dashboard's export, for this organizer, inside the question: JSON, or a zip with the images.
    expect(await within(dialog).findByRole('button', { name: 'Export with images (zip)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Export first' })).toBeNull();
    expect(memory.all('organizers')).toHaveLength(2);
  });

  it('resets a password inline: a short one is refused, a good one closes the row with the spec text', async () => {
    const user = userEvent.setup();
    const calls = fakeGateway(memory);
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Reset Password' }));
    const row = screen.getByRole('form', { name: 'Reset password for one@example.test' });
    await user.type(within(row).getByLabelText(/New Password/), '123');
    await user.click(within(row).getByRole('button', { name: 'Save Password' }));
    expect((await within(row).findByRole('alert')).textContent).toBe('Password must be at least 6 characters long.');
    await user.clear(within(row).getByLabelText(/New Password/));
    await user.type(within(row).getByLabelText(/New Password/), 'brand-new');
    await user.click(within(row).getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Password reset successfully!')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reset password for one@example.test' })).toBeNull();
    expect(calls).toEqual([{ method: 'POST', path: '/admin/organizers/reset-password', body: { email: 'one@example.test', password: 'brand-new' } }]);
  });

  it("resets an organizer's two-step verification after a confirmation naming it; Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const calls = fakeGateway(memory);
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Reset two-step verification' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Reset two-step verification?' });
    expect(dialog.textContent).toContain('Rovers FC will sign in with their password only');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Reset two-step verification' }));
    dialog = screen.getByRole('alertdialog', { name: 'Reset two-step verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((await screen.findByRole('status')).textContent).toBe('Two-step verification reset for Rovers FC.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([{ method: 'DELETE', path: '/admin/organizers/org_1/second-factor', body: undefined }]);
    // The organizer itself stays.
    expect(memory.all('organizers')).toHaveLength(2);
  });

  it('a failed reset says so in the dialog, which stays open to try again', async () => {
    const user = userEvent.setup();
    fakeGateway(memory, { '/admin/organizers/org_1/second-factor': 500 });
    renderScreen();
    await screen.findByRole('heading', { level: 3, name: 'Rovers FC' });
    await user.click(within(card('Rovers FC')).getByRole('button', { name: 'Reset two-step verification' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset two-step verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to reset two-step verification. Please try again.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sync emails asks first and reports a failure with the spec text', async () => {
    const user = userEvent.setup();
    fakeGateway(memory, { '/admin/organizers/sync-emails': 500 });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Sync Emails' }));
    expect(window.confirm).toHaveBeenCalledWith('This will sync all organizer emails with their auth accounts. Continue?');
    expect(await screen.findByText('Failed to sync emails. Please try again.')).toBeTruthy();
  });

  it('lists the readable organizers and says how many it could not show', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    memory.seed('organizers', [{ id: 'org_3', name: ['Broken'], email: 'b@example.test', createdAtISO: '2024-03-05T10:00:00.000Z' }]);
    renderScreen();
    expect(await screen.findByText('1 item could not be shown')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Albion', 'Rovers FC']);
  });
});
