import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SplitBar } from './split-bar';

describe('SplitBar', () => {
  it('gives each side its share of the bar, the away side right after the home one', () => {
    render(<SplitBar homePercent={62.5} awayPercent={37.5} label="Possession: Arsenal 62.5%, Chelsea 37.5%" />);
    const [home, away] = screen.getByRole('img', { name: 'Possession: Arsenal 62.5%, Chelsea 37.5%' }).querySelectorAll('rect');
    expect([home!.getAttribute('x') ?? '0', home!.getAttribute('width')]).toEqual(['0', '62.5']);
    expect([away!.getAttribute('x'), away!.getAttribute('width')]).toEqual(['62.5', '37.5']);
  });

  it('carries no style attribute, which the server-rendered match page could not apply (its policy allows no inline style)', () => {
    const html = renderToStaticMarkup(<SplitBar homePercent={40} awayPercent={60} thin />);
    expect(html).toContain('width="40"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});
