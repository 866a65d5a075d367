import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatGrid, StatTile } from './stat-tile';

describe('StatTile', () => {
  it('pairs the label (term) with the value (definition)', () => {
    render(
      <StatGrid>
        <StatTile label="Teams" value={12} icon="👕" hint="3 new" />
        <StatTile label="Matches" value={380} tone="accent" />
      </StatGrid>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['👕Teams', 'Matches']);
    const teams = screen.getAllByRole('term')[0]?.closest('dl') as HTMLElement;
    expect(within(teams).getAllByRole('definition').map((definition) => definition.textContent)).toEqual([
      '12',
      '3 new',
    ]);
    expect(screen.getByText('380').closest('dl')?.className).toContain('ft-stat-tile--accent');
  });

  it('lets the grid take a minimum tile width', () => {
    const { container } = render(<StatGrid minTileWidth="12rem" />);
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--ft-stat-min')).toBe('12rem');
  });
});
