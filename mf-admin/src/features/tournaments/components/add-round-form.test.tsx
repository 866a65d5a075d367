import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddRoundForm } from './add-round-form';

describe('AddRoundForm: lengths (issue 11)', () => {
  it('refuses a round name over 100 and a description over 2,000 characters next to their fields', async () => {
    const onComplete = vi.fn();
    render(<AddRoundForm busy={false} onComplete={onComplete} onCancel={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Add playoff round' });
    const user = userEvent.setup();
    await user.click(within(form).getByLabelText('Round Name'));
    await user.paste('F'.repeat(101));
    await user.click(within(form).getByLabelText('Description'));
    await user.paste('d'.repeat(2001));
    await user.click(within(form).getByRole('button', { name: 'Complete' }));

    expect(await within(form).findByText('Round name must be at most 100 characters.')).toBeTruthy();
    expect(within(form).getByText('Description must be at most 2,000 characters.')).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText('Round Name'));
    await user.type(within(form).getByLabelText('Round Name'), 'Final');
    await user.clear(within(form).getByLabelText('Description'));
    await user.click(within(form).getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ name: 'Final', description: '' }), expect.anything());
  });
});
