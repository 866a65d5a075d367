import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Team } from 'shared-domain';
import { installMemoryStorage, restoringSessionForTest, signInForTest, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import { useTeamQuery } from '../../../common/api/use-team-query';
import { useTeamEditor } from '../../../common/hooks/use-team-editor';
import { TeamInfoForm } from './team-info-form';

const rovers: Team = { id: 'team_r', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org_1', createdAtISO: '', establishedDate: '1892-03-15', version: 1, players: [] };

const FormOf = ({ team }: { team: Team }) => <TeamInfoForm editor={useTeamEditor(team)} />;
function Loaded() {
  const { data } = useTeamQuery(rovers.id);
  return data ? <FormOf team={data} /> : null;
}

let memory: MemoryStorage;
const stored = () => memory.all<Team>('teams')[0]!;
const saves = () => memory.operations.filter((op) => op.kind === 'update');

async function openForm() {
  const view = render(<Loaded />, { wrapper: TestDataProvider });
  const form = await screen.findByRole('form', { name: 'Team details' });
  return { form, save: () => userEvent.click(within(form).getByRole('button', { name: 'Save Details' })), close: view.unmount };
}

beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [rovers]);
});

describe('TeamInfoForm refuses what it cannot store (issue 11)', () => {
  it('a team name over 100 characters is refused next to the field, with its counter, and the stored name stays', async () => {
    const { form, save } = await openForm();
    const name = within(form).getByLabelText(/Team Name/);
    await userEvent.click(name);
    await userEvent.paste('s'.repeat(95));
    expect(form.querySelector('.ft-field__counter')?.textContent).toBe('101 / 100');
    await save();
    expect(await within(form).findByText('Team name must be at most 100 characters.')).toBeTruthy();
    expect(saves()).toEqual([]);
    expect(stored().name).toBe('Rovers');
  });

  it('a half-typed established date is refused instead of clearing the stored one; a cleared date is removed', async () => {
    const { form, save } = await openForm();
    const date = within(form).getByLabelText('Established Date');
    Object.defineProperty(date, 'validity', { configurable: true, value: { badInput: true } });
    await userEvent.clear(date);
    await save();
    expect(await within(form).findByText('Enter a valid date.')).toBeTruthy();
    expect(saves()).toEqual([]);
    expect(stored().establishedDate).toBe('1892-03-15');

    Object.defineProperty(date, 'validity', { configurable: true, value: { badInput: false } });
    await save();
    expect(await within(form).findByText('Team details saved.')).toBeTruthy();
    expect('establishedDate' in stored()).toBe(false);
  });

  it('keeps a club founded in the 19th century, and refuses a date before 1800', async () => {
    const { form, save } = await openForm();
    const date = within(form).getByLabelText('Established Date');
    await userEvent.clear(date);
    await userEvent.type(date, '1799-12-31');
    await save();
    expect(await within(form).findByText('Choose a date between 1800 and 2100.')).toBeTruthy();
    await userEvent.clear(date);
    await userEvent.type(date, '1857-10-24');
    await save();
    expect(await within(form).findByText('Team details saved.')).toBeTruthy();
    expect(stored().establishedDate).toBe('1857-10-24');
  });
});

describe('TeamInfoForm keeps unsaved input across an ended session (issue 11)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_1' });
  });
  afterEach(() => restoringSessionForTest());

  it('a typed name comes back after the form closed unsaved, and is gone once saved', async () => {
    const first = await openForm();
    const name = within(first.form).getByLabelText(/Team Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Rovers United');
    // The session ends: the guard takes the page away before anything is saved.
    first.close();

    const again = await openForm();
    expect(within(again.form).getByLabelText<HTMLInputElement>(/Team Name/).value).toBe('Rovers United');
    expect(within(again.form).getByText('Unsaved changes restored.')).toBeTruthy();
    await again.save();
    expect(await within(again.form).findByText('Team details saved.')).toBeTruthy();
    expect(stored().name).toBe('Rovers United');
    expect(within(again.form).queryByText('Unsaved changes restored.')).toBeNull();
    again.close();

    const afterSave = await openForm();
    expect(within(afterSave.form).queryByText('Unsaved changes restored.')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
