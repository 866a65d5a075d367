import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const modes = [
  { value: 'league', label: 'League' },
  { value: 'league_playoff', label: 'League + Playoffs' },
  { value: 'swiss_elimination', label: 'Swiss + Elimination', disabled: true },
];

describe('SelectField', () => {
  it('is a labelled select with the given options', () => {
    render(<SelectField label="Format" name="mode" options={modes} />);
    const select = screen.getByRole('combobox', { name: 'Format' }) as HTMLSelectElement;
    expect(select.name).toBe('mode');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'League',
      'League + Playoffs',
      'Swiss + Elimination',
    ]);
    expect((screen.getByRole('option', { name: 'Swiss + Elimination' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('offers a placeholder with the empty value and reports changes', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="Format"
        options={modes}
        placeholder="Choose a format"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByLabelText('Format') as HTMLSelectElement;
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'league_playoff');
    expect(onChange).toHaveBeenCalledWith('league_playoff');
  });

  it('marks an error', () => {
    render(<SelectField label="Home team" options={[]} error="Pick a team" />);
    expect(screen.getByRole('combobox', { name: 'Home team' }).getAttribute('aria-invalid')).toBe('true');
  });
});
