import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentOrganizerId } from 'shared-data';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { TeamsScreen } from './teams-screen';

let memory: MemoryStorage;
const creates = () => memory.operations.filter((op) => op.kind === 'create');

async function formNamed(name: string) {
  render(<TeamsScreen />, { wrapper: ({ children }) => <TestDataProvider><MemoryRouter>{children}</MemoryRouter></TestDataProvider> });
  return screen.findByRole('form', { name });
}

beforeEach(() => {
  memory = installMemoryStorage();
  setCurrentOrganizerId('org_1');
  memory.seed('teams', []);
});

describe('team names are at most 100 characters (issue 11)', () => {
  it('the create form counts from 80 characters and refuses a 300-character name next to the field', async () => {
    const user = userEvent.setup();
    const form = await formNamed('Create team');
    const name = within(form).getByLabelText(/Team Name/);
    await user.click(name);
    await user.paste('R'.repeat(80));
    expect(form.querySelector('.ft-field__counter')?.textContent).toBe('80 / 100');
    await user.paste('R'.repeat(220));
    await user.click(within(form).getByRole('button', { name: 'Create Team' }));
    expect(await within(form).findByText('Team name must be at most 100 characters.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('.ft-field__counter')?.textContent).toBe('300 / 100');
    expect(creates()).toEqual([]);

    await user.clear(name);
    await user.paste('R'.repeat(100));
    await user.click(within(form).getByRole('button', { name: 'Create Team' }));
    expect(await screen.findByRole('heading', { name: 'Your Teams (1)' })).toBeTruthy();
  });

  it('bulk add names the line holding a name that is too long and adds nothing', async () => {
    const user = userEvent.setup();
    const form = await formNamed('Bulk add teams');
    await user.click(within(form).getByLabelText('Team names (one per line)'));
    await user.paste(`Chelsea\n\n${'E'.repeat(101)}\nFulham`);
    await user.click(within(form).getByRole('button', { name: 'Add 3 Teams' }));
    expect(await within(form).findByText('Line 3: Team name must be at most 100 characters.')).toBeTruthy();
    expect(creates()).toEqual([]);
  });
});
