import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestDataProvider } from 'shared-data/testing';
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
