import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, restoringSessionForTest, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { BulkAddTeamsForm } from './bulk-add-teams-form';

let memory: MemoryStorage;

/** The form as the Teams screen shows it; `close` unmounts it, as leaving the screen or a reload does. */
function openForm() {
  const view = render(<BulkAddTeamsForm organizerId="org_1" />, { wrapper: TestDataProvider });
  const form = screen.getByRole('form', { name: 'Bulk add teams' });
  return { form, box: within(form).getByLabelText<HTMLTextAreaElement>('Team names (one per line)'), close: view.unmount };
}

const storedNames = () => memory.all<Team>('teams').map((t) => t.name).sort();
const creates = () => memory.operations.filter((op) => op.kind === 'create' && op.table === 'teams').length;

beforeEach(() => {
  sessionStorage.clear();
  memory = installMemoryStorage();
  memory.seed('teams', []);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
});

afterEach(() => restoringSessionForTest());

describe('BulkAddTeamsForm progress (issue 13: long work shows counts, can be resumed)', () => {
  it('counts the teams saved of the teams to save ("1 of 3 teams") while it writes, and the bar goes when done', async () => {
    const user = userEvent.setup();
    let seen = 0;
    const release = memory.pauseWhen((op) => op.kind === 'create' && ++seen === 2);
    const { form, box } = openForm();
    await user.type(box, 'Chelsea{Enter}Everton{Enter}Fulham');
    await user.click(within(form).getByRole('button', { name: 'Add 3 Teams' }));

    const bar = await within(form).findByRole('progressbar', { name: 'Adding teams' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 teams'));
    expect(within(form).getByText('1 of 3 teams')).toBeTruthy();
    expect(bar.getAttribute('value')).toBe('1');
    expect(bar.getAttribute('max')).toBe('3');

    release();
    expect(await within(form).findByText('Added 3 teams.')).toBeTruthy();
    expect(within(form).queryByRole('progressbar')).toBeNull();
    expect(storedNames()).toEqual(['Chelsea', 'Everton', 'Fulham']);
  });

  it('counts only the names it will add: existing ones are skipped before the count starts', async () => {
    const user = userEvent.setup();
    memory.seed('teams', [{ id: 'team_1', name: 'Chelsea', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '2024-01-01T00:00:00.000Z', players: [], version: 1 }]);
    const release = memory.pauseWhen((op) => op.kind === 'create');
    const { form, box } = openForm();
    await user.type(box, 'Chelsea{Enter}Everton{Enter}Fulham');
    await user.click(within(form).getByRole('button', { name: 'Add 3 Teams' }));
    expect(await within(form).findByText('0 of 2 teams')).toBeTruthy();
    release();
    expect(await within(form).findByText('Added 2 teams. Skipped 1 team that already exists: Chelsea.')).toBeTruthy();
  });

  it('after a reload part-way the names come back, and adding them again saves the rest without creating any twice', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let seen = 0;
    const release = memory.pauseWhen((op) => op.kind === 'create' && ++seen === 2);
    const first = openForm();
    await user.type(first.box, 'Chelsea{Enter}Everton{Enter}Fulham');
    await user.click(within(first.form).getByRole('button', { name: 'Add 3 Teams' }));
    await within(first.form).findByText('1 of 3 teams');
    // The page goes away with Everton's save in flight, which never lands.
    first.close();
    memory.failWhen((op) => op.kind === 'create');
    release();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Bulk add failed', expect.any(Error)));
    memory.stopFailing();
    expect(storedNames()).toEqual(['Chelsea']);

    const again = openForm();
    expect(again.box.value).toBe('Chelsea\nEverton\nFulham');
    expect(within(again.form).getByText('Unsaved changes restored.')).toBeTruthy();
    expect(within(again.form).queryByRole('progressbar')).toBeNull();
    await user.click(within(again.form).getByRole('button', { name: 'Add 3 Teams' }));
    expect(await within(again.form).findByText('Added 2 teams. Skipped 1 team that already exists: Chelsea.')).toBeTruthy();
    expect(storedNames()).toEqual(['Chelsea', 'Everton', 'Fulham']);
    logged.mockRestore();
  });

  it('a failure part-way says how many were added, keeps the rest in the box over a reload, and a retry adds only those', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let seen = 0;
    memory.failWhen((op) => op.kind === 'create' && ++seen === 2);
    const first = openForm();
    await user.type(first.box, 'Chelsea{Enter}Everton{Enter}Fulham');
    await user.click(within(first.form).getByRole('button', { name: 'Add 3 Teams' }));
    expect(await within(first.form).findByText('Added 1 of 3 teams; the remaining names are still in the box. Please try again.')).toBeTruthy();
    expect(first.box.value).toBe('Everton\nFulham');
    expect(within(first.form).queryByRole('progressbar')).toBeNull();
    first.close();

    memory.stopFailing();
    const again = openForm();
    expect(again.box.value).toBe('Everton\nFulham');
    await user.click(within(again.form).getByRole('button', { name: 'Add 2 Teams' }));
    expect(await within(again.form).findByText('Added 2 teams.')).toBeTruthy();
    expect(storedNames()).toEqual(['Chelsea', 'Everton', 'Fulham']);
    expect(creates()).toBe(4);
    vi.mocked(console.error).mockRestore();
  });
});
