import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './confirm-delete';

/** The dialog with a caller that tracks a delete the way the screens do. */
function Harness({ error = null, deleting = false, onConfirm = () => {} }: { error?: string | null; deleting?: boolean; onConfirm?: () => void }) {
  const [cancelled, setCancelled] = useState(0);
  return (
    <>
      <ConfirmDelete label="Delete Thing" name="Old Thing" error={error} deleting={deleting} onConfirm={onConfirm} onCancel={() => setCancelled((n) => n + 1)}>
        <p>This permanently removes the thing.</p>
      </ConfirmDelete>
      <output aria-label="cancelled">{cancelled}</output>
    </>
  );
}

async function open(ui = <Harness />) {
  const user = userEvent.setup();
  render(ui);
  await user.click(screen.getByRole('button', { name: 'Delete Thing' }));
  return { user, dialog: screen.getByRole('alertdialog', { name: 'Delete “Old Thing”?' }) };
}

const cancelCount = () => screen.getByRole('status', { name: 'cancelled' }).textContent;

describe('ConfirmDelete', () => {
  it('opens an alert dialog described by what goes, with Cancel focused', async () => {
    const { dialog } = await open();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This permanently removes the thing.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Delete Thing' })).toBeNull();
  });

  it('confirms with "Delete permanently"', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await open(<Harness onConfirm={onConfirm} />);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    { way: 'Cancel', press: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' })) },
    { way: 'Escape', press: (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}') },
  ])('closes on $way and tells the caller', async ({ press }) => {
    const { user } = await open();
    await press(user);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Thing' })).toBeTruthy();
    expect(cancelCount()).toBe('1');
  });

  it('while deleting shows "Deleting...", and neither Cancel nor Escape closes it', async () => {
    const { dialog } = await open(<Harness deleting />);
    expect(within(dialog).getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    // Both buttons are disabled, so nothing inside holds the focus: press the key on the dialog itself.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(cancelCount()).toBe('0');
  });

  it('says why the last attempt failed inside the dialog', async () => {
    const { dialog } = await open(<Harness error="It could not be deleted." />);
    expect(within(dialog).getByRole('alert').textContent).toBe('It could not be deleted.');
  });
});
