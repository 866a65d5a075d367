import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RoundWindow } from '../hooks/use-round-window';
import { FixtureRoundsPager } from './fixture-rounds-pager';

function paging(fields: Partial<RoundWindow>): RoundWindow {
  const rounds = Array.from({ length: 126 }, (_, i) => i + 1);
  return { rounds, pages: [], visible: [1, 2, 3], pageIndex: 0, pageCount: 42, selectedRound: 1, reveal: null, jumpTo: vi.fn(), showPage: vi.fn(), ...fields };
}

describe('FixtureRoundsPager', () => {
  it('is a "Fixture rounds" navigation with a labelled jump select, paging buttons and what is shown', async () => {
    const controls = paging({ visible: [4, 5, 6], pageIndex: 1, selectedRound: 5 });
    render(<FixtureRoundsPager paging={controls} />);
    const nav = within(screen.getByRole('navigation', { name: 'Fixture rounds' }));
    const jump = nav.getByRole<HTMLSelectElement>('combobox', { name: 'Jump to round' });
    expect([jump.options.length, jump.options[0]!.text, jump.options[125]!.text, jump.value]).toEqual([126, 'Round 1', 'Round 126', '5']);
    expect(nav.getByRole('status').textContent).toBe('Showing rounds 4–6 of 126');

    const user = userEvent.setup();
    await user.selectOptions(jump, 'Round 100');
    expect(controls.jumpTo).toHaveBeenCalledWith(100);
    await user.click(nav.getByRole('button', { name: 'Previous rounds' }));
    expect(controls.showPage).toHaveBeenLastCalledWith(0);
    await user.click(nav.getByRole('button', { name: 'Next rounds' }));
    expect(controls.showPage).toHaveBeenLastCalledWith(2);
  });

  it.each([
    ['first page: no Previous', { visible: [1, 2, 3], pageIndex: 0 }, true, false, 'Showing rounds 1–3 of 126'],
    ['last page: no Next', { visible: [124, 125, 126], pageIndex: 41 }, false, true, 'Showing rounds 124–126 of 126'],
    ['a page of one round', { visible: [7], pageIndex: 6, pageCount: 126 }, false, false, 'Showing round 7 of 126'],
  ])('%s', (_name, fields, previousDisabled, nextDisabled, status) => {
    render(<FixtureRoundsPager paging={paging(fields)} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous rounds' }).disabled).toBe(previousDisabled);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next rounds' }).disabled).toBe(nextDisabled);
    expect(screen.getByRole('status').textContent).toBe(status);
  });
});
