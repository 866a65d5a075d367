import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VisibilityToggle } from './visibility-toggle';

describe('VisibilityToggle (spec §2, §4, §8)', () => {
  it('shows a private tournament as "Admin/Organizer only" and asks to make it public', async () => {
    const onChange = vi.fn().mockResolvedValue('saved');
    render(<VisibilityToggle visibility="private" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Public tournament' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Admin/Organizer only')).toBeTruthy();
    await userEvent.setup().click(toggle);
    expect(onChange).toHaveBeenCalledWith('public');
  });

  it('treats any value other than private as public (spec §3)', () => {
    render(<VisibilityToggle visibility={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Visible to everyone')).toBeTruthy();
  });

  it('shows the spec message when the update fails', async () => {
    render(<VisibilityToggle visibility="public" onChange={vi.fn().mockRejectedValue(new Error('offline'))} />);
    await userEvent.setup().click(screen.getByRole('switch'));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update tournament visibility. Please try again.');
  });
});
