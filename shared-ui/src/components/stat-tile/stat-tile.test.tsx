import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
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

  it('lets the grid take a minimum tile width, which its stylesheet reads: server-rendered, it carries no style attribute', () => {
    const { container } = render(<StatGrid minTileWidth="7.5rem" />);
    expect(container.firstElementChild!.getAttribute('data-min-tile-width')).toBe('7.5rem');
    expect(renderToStaticMarkup(<StatGrid minTileWidth="7.5rem" />)).not.toMatch(/\sstyle=/);
  });
});
