import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'all', label: 'All Players', content: <p>everyone</p> },
  { id: 'goals', label: 'Top Scorers', content: <p>scorers</p> },
  { id: 'assists', label: 'Top Assists', content: <p>assisters</p> },
];

describe('Tabs', () => {
  it('exposes a labelled tablist whose selected tab controls and names the panel', () => {
    render(<Tabs label="Player statistics" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Player statistics' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex])).toEqual([
      ['All Players', 'true', 0],
      ['Top Scorers', 'false', -1],
      ['Top Assists', 'false', -1],
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'All Players' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('everyone');
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting as it goes', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Player statistics" items={items} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All Players' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Top Scorers', selected: true }));
    expect(screen.getByRole('tabpanel', { name: 'Top Scorers' }).textContent).toBe('scorers');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Players', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Top Assists', selected: true })).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All Players', selected: true })).toBe(document.activeElement);
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Top Assists' }).textContent).toBe('assisters');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Player statistics" items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Top Assists' }));
    expect(screen.getByRole('tabpanel', { name: 'Top Assists' })).toBeTruthy();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});

describe('Tabs with keepMounted', () => {
  it('keeps hidden panels in the document so their drafts survive a tab switch', async () => {
    render(<Tabs label="Match sections" items={items} keepMounted />);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('tabpanel')).toHaveProperty('textContent', 'everyone');
    await userEvent.click(screen.getByRole('tab', { name: 'Top Assists' }));
    expect(screen.getByRole('tabpanel')).toHaveProperty('textContent', 'assisters');
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
  });
});
