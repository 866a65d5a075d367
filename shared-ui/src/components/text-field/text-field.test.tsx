import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the label to the input, with the label text as exact accessible name', () => {
    render(<TextField label="Password" name="password" type="password" required autoComplete="current-password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(input.required).toBe(true);
    expect(input.autocomplete).toBe('current-password');
  });

  it('gives two fields with the same label distinct ids', () => {
    render(
      <>
        <TextField label="Name" />
        <TextField label="Name" />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Name');
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });

  it('uses a given id', () => {
    render(<TextField id="email" label="Email" />);
    expect(screen.getByLabelText('Email').id).toBe('email');
  });

  it('describes the input by its hint and, when invalid, by its error', () => {
    const { rerender } = render(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We never share it').id);

    rerender(<TextField label="Email" hint="We never share it" error="Invalid email format" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Invalid email format');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(error.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('works as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextField label="Team name" value={value} onChange={(event) => setValue(event.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Team name'), 'Arsenal');
    expect(screen.getByRole('status').textContent).toBe('Arsenal');
  });

  it('keeps a visually hidden label accessible', () => {
    render(<TextField label="Search" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeTruthy();
  });
});

describe('TextField with type="color"', () => {
  it('is a labelled colour input', () => {
    render(<TextField label="Primary color" type="color" defaultValue="#ef0107" />);
    const input = screen.getByLabelText('Primary color') as HTMLInputElement;
    expect(input.type).toBe('color');
    expect(input.value).toBe('#ef0107');
  });
});
