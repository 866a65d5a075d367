import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoringSessionForTest, signInForTest, signOutForTest } from 'shared-data/testing';
import type { PublicUser } from 'shared-domain';
import { DRAFT_RESTORED_TEXT, useFormDraft } from './use-form-draft';

const alice: PublicUser = { id: 'u1', role: 'organizer', organizerId: 'org_a', email: 'a@example.test' };
const bob: PublicUser = { id: 'u2', role: 'organizer', organizerId: 'org_b', email: 'b@example.test' };

interface Values {
  name: string;
  city: string;
  password: string;
}

const STORED: Values = { name: 'Rovers', city: 'Leeds', password: '' };

/** A form over `stored` with the draft hook; Save resets it to what it holds (as after a successful save). */
function DraftForm({ stored = STORED, itemId = 'team_1' }: { stored?: Values; itemId?: string }) {
  const form = useForm<Values>({ defaultValues: stored });
  const draft = useFormDraft(form, { form: 'test-form', itemId, omit: ['password'] });
  return (
    <form aria-label="Test" onSubmit={form.handleSubmit((values) => form.reset(values))}>
      <label>
        Name <input {...form.register('name')} />
      </label>
      <label>
        City <input {...form.register('city')} />
      </label>
      <label>
        Password <input type="password" {...form.register('password')} />
      </label>
      {draft.restored && (
        <p role="status">
          {DRAFT_RESTORED_TEXT} <button type="button" onClick={draft.dismiss}>Dismiss</button>
        </p>
      )}
      <button type="submit">Save</button>
    </form>
  );
}

async function typeInto(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

beforeEach(() => {
  sessionStorage.clear();
  signInForTest(alice);
});

afterEach(() => restoringSessionForTest());

describe('useFormDraft', () => {
  it('brings typed input back into the inputs when the form opens again for the same user and item', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    first.unmount();

    render(<DraftForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers United');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Leeds');
    expect(screen.getByRole('status').textContent).toContain(DRAFT_RESTORED_TEXT);
  });

  it('a successful save (the form shows stored values again) ends the draft', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    first.unmount();

    render(<DraftForm stored={{ ...STORED, name: 'Rovers United' }} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('typing a field back to its stored value leaves nothing to restore', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    await typeInto('Name', 'Rovers');
    first.unmount();
    render(<DraftForm />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps only changed fields: a field changed elsewhere meanwhile and untouched here keeps the new stored value', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    first.unmount();

    render(<DraftForm stored={{ ...STORED, city: 'York' }} />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers United');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('York');
  });

  it('never writes an omitted field (a password) to storage', async () => {
    render(<DraftForm />);
    await typeInto('Password', 'hunter2-secret');
    await typeInto('City', 'York');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('hunter2-secret');
    expect(JSON.stringify({ ...sessionStorage })).toContain('York');
  });

  it('is kept per user and per item', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    first.unmount();

    const otherItem = render(<DraftForm itemId="team_2" />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers');
    otherItem.unmount();
    signInForTest(bob);
    const otherUser = render(<DraftForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers');
    otherUser.unmount();
    signInForTest(alice);
    render(<DraftForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers United');
  });

  it('keeps nothing while nobody is signed in', async () => {
    signOutForTest();
    render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a damaged entry and fields of the wrong shape', () => {
    sessionStorage.setItem('kickoff:form-draft:u1:test-form:team_1', '{not json');
    const first = render(<DraftForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers');
    first.unmount();

    sessionStorage.setItem('kickoff:form-draft:u1:test-form:team_1', JSON.stringify({ name: ['x'], city: 'York', unknown: 'y' }));
    render(<DraftForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('York');
  });

  it('the restored notice can be dismissed; the restored values stay', async () => {
    const first = render(<DraftForm />);
    await typeInto('Name', 'Rovers United');
    first.unmount();
    render(<DraftForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rovers United');
  });

  it('keeps nested inputs one by one: a neighbour changed elsewhere meanwhile keeps its new stored value', async () => {
    const first = render(<SidesForm />);
    await typeInto('Home shots', '9');
    first.unmount();

    render(<SidesForm stored={{ home: { shots: '0', fouls: '4' }, away: { shots: '2', fouls: '0' } }} />);
    expect(screen.getByLabelText<HTMLInputElement>('Home shots').value).toBe('9');
    expect(screen.getByLabelText<HTMLInputElement>('Home fouls').value).toBe('4');
    expect(screen.getByLabelText<HTMLInputElement>('Away shots').value).toBe('2');
  });

  it('clear() ends the draft even while the inputs still differ from the stored values', async () => {
    const first = render(<SidesForm />);
    await typeInto('Home shots', '9');
    await userEvent.click(screen.getByRole('button', { name: 'Forget' }));
    first.unmount();
    render(<SidesForm />);
    expect(screen.getByLabelText<HTMLInputElement>('Home shots').value).toBe('0');
    expect(sessionStorage.length).toBe(0);
  });
});

interface Sides {
  home: { shots: string; fouls: string };
  away: { shots: string; fouls: string };
}

/** A form of nested inputs (a match's statistics), whose Forget clears the draft. */
function SidesForm({ stored = { home: { shots: '0', fouls: '0' }, away: { shots: '0', fouls: '0' } } }: { stored?: Sides }) {
  const form = useForm<Sides>({ defaultValues: stored });
  const draft = useFormDraft(form, { form: 'sides-form', itemId: 'match_1' });
  return (
    <form aria-label="Sides">
      {(['home', 'away'] as const).flatMap((side) =>
        (['shots', 'fouls'] as const).map((field) => (
          <label key={`${side}-${field}`}>
            {`${side === 'home' ? 'Home' : 'Away'} ${field}`} <input {...form.register(`${side}.${field}`)} />
          </label>
        )),
      )}
      <button type="button" onClick={draft.clear}>
        Forget
      </button>
    </form>
  );
}
