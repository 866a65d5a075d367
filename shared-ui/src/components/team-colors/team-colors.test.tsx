import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
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
    expect(swatches[0]!.querySelector('circle')!.getAttribute('fill')).toBe('#EF0107');
  });

  it('carries no style attribute, which a server-rendered page could not apply (its policy allows no inline style)', () => {
    const html = renderToStaticMarkup(<TeamColors colors={['#EF0107', '#ffffff']} />);
    expect(html).toContain('#EF0107');
    expect(html).not.toMatch(/\sstyle=/);
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
