import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useConfirm } from './use-confirm';

/** A button whose action needs a confirmation, and what the answer was. */
function Asker() {
  const { dialog, ask } = useConfirm();
  const [answer, setAnswer] = useState('none');
  const run = async () => setAnswer(String(await ask({ title: 'Change this result?', body: <p>This will clear the result of the Final.</p> })));
  return (
    <>
      <button onClick={() => void run()}>Save</button>
      <output aria-label="Answer">{answer}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('answers true on Confirm and closes, giving the focus back', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Change this result?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('This will clear the result of the Final.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Answer').textContent).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it.each([
    ['Cancel', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('answers false on %s', async (_name, dismiss) => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dismiss(user);
    expect(screen.getByLabelText('Answer').textContent).toBe('false');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });
});
