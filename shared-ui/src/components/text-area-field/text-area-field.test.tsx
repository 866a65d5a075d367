import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled textarea that accepts multiple lines', async () => {
    render(<TextAreaField label="Team names" name="teams" hint="One team name per line" />);
    const textarea = screen.getByLabelText('Team names') as HTMLTextAreaElement;
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.rows).toBe(4);
    await userEvent.type(textarea, 'Arsenal{enter}Chelsea');
    expect(textarea.value).toBe('Arsenal\nChelsea');
    expect(textarea.getAttribute('aria-describedby')).toBe(screen.getByText('One team name per line').id);
  });

  it('marks an error', () => {
    render(<TextAreaField label="Description" error="Too long" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe(screen.getByText('Too long').id);
  });
});
