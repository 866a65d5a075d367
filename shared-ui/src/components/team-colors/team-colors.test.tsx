import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamColors } from './team-colors';

describe('TeamColors', () => {
  it('lists each colour as a labelled swatch', () => {
    render(<TeamColors colors={['#EF0107', '#ffffff']} />);
    const list = screen.getByRole('list', { name: 'Team colors' });
    const swatches = within(list).getAllByRole('img');
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual([
      'Primary color #EF0107',
      'Secondary color #ffffff',
    ]);
    expect((swatches[0] as HTMLElement).style.backgroundColor).toBe('rgb(239, 1, 7)');
  });

  it('can show the hex codes and custom labels', () => {
    render(<TeamColors colors={['#034694']} showHex label="Colours" swatchLabel={(color) => `Kit ${color}`} />);
    expect(screen.getByRole('list', { name: 'Colours' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Kit #034694' })).toBeTruthy();
    expect(screen.getByText('#034694')).toBeTruthy();
  });

  it('renders nothing without colours', () => {
    const { container } = render(<TeamColors colors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
