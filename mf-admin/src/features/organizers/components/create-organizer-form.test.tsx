import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestDataProvider, restoringSessionForTest, signInForTest } from 'shared-data/testing';
import { CreateOrganizerForm } from './create-organizer-form';

afterEach(() => vi.unstubAllGlobals());

describe('CreateOrganizerForm: lengths (issue 11)', () => {
  it('refuses a name over 100 and a description over 2,000 characters next to their fields, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onCreated = vi.fn();
    render(<CreateOrganizerForm existingNames={[]} onCreated={onCreated} />, { wrapper: TestDataProvider });
    const form = screen.getByRole('form', { name: 'Create organizer' });
    const user = userEvent.setup();
    await user.click(within(form).getByLabelText('Name'));
    await user.paste('N'.repeat(300));
    await user.type(within(form).getByLabelText('Email'), 'long@example.com');
    await user.click(within(form).getByLabelText('Description'));
    await user.paste('D'.repeat(1700));
    const counters = () => [...form.querySelectorAll('.ft-field__counter')].map((c) => c.textContent);
    expect(counters()).toEqual(['300 / 100', '1700 / 2000']);
    await user.paste('D'.repeat(301));
    await user.type(within(form).getByLabelText('Password'), 'secret1');
    await user.click(within(form).getByRole('button', { name: 'Create Organizer' }));

    expect(await within(form).findByText('Name must be at most 100 characters.')).toBeTruthy();
    expect(within(form).getByText('Description must be at most 2,000 characters.')).toBeTruthy();
    expect(within(form).getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});

describe('CreateOrganizerForm keeps unsaved input across an ended session (issue 11)', () => {
  afterEach(() => {
    restoringSessionForTest();
    sessionStorage.clear();
  });

  it('brings back name, email and description, never the password', async () => {
    signInForTest({ id: 'u0', role: 'super_admin', username: 'superadmin' });
    const first = render(<CreateOrganizerForm existingNames={[]} onCreated={vi.fn()} />, { wrapper: TestDataProvider });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Harbour League');
    await user.type(screen.getByLabelText('Email'), 'harbour@example.test');
    await user.type(screen.getByLabelText('Description'), 'Sunday football');
    await user.type(screen.getByLabelText('Password'), 'secret-pass-1');
    first.unmount();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('secret-pass-1');

    render(<CreateOrganizerForm existingNames={[]} onCreated={vi.fn()} />, { wrapper: TestDataProvider });
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Harbour League');
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('harbour@example.test');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Sunday football');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByText('Unsaved changes restored.')).toBeTruthy();
  });
});
