import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage, restoringSessionForTest, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { CreateTeamForm } from './create-team-form';

let memory: MemoryStorage;

function openForm() {
  const view = render(<CreateTeamForm organizerId="org_1" />, { wrapper: TestDataProvider });
  return { form: screen.getByRole('form', { name: 'Create team' }), close: view.unmount };
}

beforeEach(() => {
  sessionStorage.clear();
  memory = installMemoryStorage();
  memory.seed('teams', []);
  signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
});

afterEach(() => restoringSessionForTest());

describe('CreateTeamForm keeps unsaved input across an ended session (issue 11)', () => {
  it('a typed name comes back after the form closed unsaved; creating the team empties the form for good', async () => {
    const user = userEvent.setup();
    const first = openForm();
    await user.type(within(first.form).getByLabelText(/Team Name/), 'Harbour Athletic');
    first.close();

    const again = openForm();
    expect(within(again.form).getByLabelText<HTMLInputElement>(/Team Name/).value).toBe('Harbour Athletic');
    expect(within(again.form).getByText('Unsaved changes restored.')).toBeTruthy();
    await user.click(within(again.form).getByRole('button', { name: 'Create Team' }));
    await waitFor(() => expect(memory.all<Team>('teams').map((team) => team.name)).toEqual(['Harbour Athletic']));
    await waitFor(() => expect(within(again.form).getByLabelText<HTMLInputElement>(/Team Name/).value).toBe(''));
    again.close();

    const later = openForm();
    expect(within(later.form).getByLabelText<HTMLInputElement>(/Team Name/).value).toBe('');
    expect(within(later.form).queryByText('Unsaved changes restored.')).toBeNull();
  });
});
