import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxField } from './combobox-field';

const leagues = [
  { value: 'org_a', label: 'Albion Sunday League' },
  { value: 'org_r', label: 'Riverside League' },
  { value: 'org_c', label: 'City Youth Cup' },
];

/** The field as a screen uses it: the chosen value lives in the parent. */
function Picker({ initial = null, onChange = () => {}, options = leagues }: { initial?: string | null; onChange?: (value: string) => void; options?: typeof leagues }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form aria-label="around" onSubmit={() => onChange('submitted')}>
      <ComboboxField
        label="Organizer"
        options={options}
        value={value}
        placeholder="Choose an organizer"
        noMatchText="No organizer matches"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Organizer' }) as HTMLInputElement;
const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('ComboboxField', () => {
  it('is a labelled combobox showing the chosen label, its list closed', () => {
    render(<Picker initial="org_r" />);
    expect(input().value).toBe('Riverside League');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('filters as the user types and picks with the keyboard; Enter never submits the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.type(input(), 'league');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Organizer' })).toBeTruthy();
    expect(shownOptions()).toEqual(['Albion Sunday League', 'Riverside League']);
    const first = screen.getByRole('option', { name: 'Albion Sunday League' });
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange.mock.calls).toEqual([['org_r']]);
    expect(input().value).toBe('Riverside League');
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves around the list with the arrows, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial="org_c" onChange={onChange} />);
    input().focus();
    await user.keyboard('{ArrowDown}');
    // Opening starts on the chosen option.
    expect(screen.getByRole('option', { name: 'City Youth Cup' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('org_a');
    // Reopens on Albion, the first: up wraps to the last.
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('org_c');
  });

  it('searches afresh when the user types into the chosen label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial="org_r" onChange={onChange} />);
    await user.click(input());
    await user.keyboard('city');
    expect(shownOptions()).toEqual(['City Youth Cup']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('org_c');
  });

  it('picks with the pointer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(input());
    expect(shownOptions()).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'City Youth Cup' }));
    expect(onChange).toHaveBeenCalledWith('org_c');
    expect(input().value).toBe('City Youth Cup');
  });

  it('says when nothing matches; Escape and leaving put the chosen label back without a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker initial="org_a" onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), 'zzz');
    expect(screen.getByText('No organizer matches')).toBeTruthy();
    expect(shownOptions()).toEqual([]);
    await user.keyboard('{Enter}{Escape}');
    expect(input().value).toBe('Albion Sunday League');
    await user.type(input(), 'x');
    await user.tab();
    expect(input().value).toBe('Albion Sunday League');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('with nothing to choose, says so only once its list is opened', async () => {
    const user = userEvent.setup();
    render(<Picker options={[]} />);
    // A closed picker leaves no hidden "no match" text on the page (next to a screen's own empty state).
    expect(screen.queryByText('No organizer matches')).toBeNull();
    await user.click(input());
    expect(screen.getByText('No organizer matches')).toBeTruthy();
  });
});
