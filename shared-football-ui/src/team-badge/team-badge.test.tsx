import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TeamBadge } from './team-badge';
import { isPaintableColour, readableTextOn, teamInitials } from './team-colours';

describe('TeamBadge', () => {
  it("paints the initials in the team's colours", () => {
    const { container } = render(<TeamBadge team={{ name: 'Borussia Dortmund', colors: ['#FDE100', '#000000'] }} />);
    const badge = container.querySelector<HTMLElement>('[data-team-badge="colours"]')!;
    expect(badge.textContent).toBe('BD');
    const [fill, ring] = badge.querySelectorAll('rect');
    expect(fill!.getAttribute('fill')).toBe('#FDE100');
    expect(ring!.getAttribute('stroke')).toBe('#000000');
    expect(badge.querySelector('text')!.getAttribute('fill')).toBe('#0b1220');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('rings a one-colour team in its own colour', () => {
    const { container } = render(<TeamBadge team={{ name: 'Chelsea', colors: ['#034694'] }} />);
    expect(container.querySelectorAll('[data-team-badge] rect')[1]!.getAttribute('stroke')).toBe('#034694');
  });

  it('carries no style attribute, which a server-rendered page could not apply (its policy allows no inline style)', () => {
    const html = renderToStaticMarkup(<TeamBadge team={{ name: 'Borussia Dortmund', colors: ['#FDE100', '#000000'] }} />);
    expect(html).toContain('BD');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('is named by the team when not decorative', () => {
    render(<TeamBadge team={{ name: 'Arsenal', colors: ['#EF0107', '#FFFFFF'] }} decorative={false} />);
    expect(screen.getByRole('img', { name: 'Arsenal' }).textContent).toBe('A');
  });

  it('shows the logo when there is one', () => {
    const { container } = render(<TeamBadge team={{ name: 'Arsenal', logo: '/media/a.png', colors: ['#EF0107'] }} decorative={false} />);
    expect(screen.getByRole('img', { name: 'Arsenal' }).getAttribute('src')).toBe('/media/a.png');
    expect(container.querySelector('[data-team-badge]')).toBeNull();
  });

  it.each([[[]], [['red']], [undefined]])('falls back to the initial avatar for colours %j', (colors) => {
    const { container } = render(<TeamBadge team={{ name: 'Arsenal', colors }} decorative={false} />);
    expect(screen.getByRole('img', { name: 'Arsenal' }).textContent).toBe('A');
    expect(container.querySelector('[data-team-badge]')).toBeNull();
  });
});

describe('team colour helpers', () => {
  it.each([
    { colour: '#EF0107', text: '#ffffff' },
    { colour: '#FDE100', text: '#0b1220' },
    { colour: '#fff', text: '#0b1220' },
    { colour: '#000000', text: '#ffffff' },
    { colour: 'not a colour', text: '#ffffff' },
  ])('text on $colour is $text', ({ colour, text }) => {
    expect(readableTextOn(colour)).toBe(text);
  });

  it.each([
    ['#abc', true],
    ['#A1B2C3', true],
    [' #a1b2c3 ', true],
    ['#abcd', false],
    ['red', false],
    ['', false],
    [undefined, false],
  ])('%j is paintable: %s', (value, paintable) => {
    expect(isPaintableColour(value)).toBe(paintable);
  });

  it.each([
    ['Manchester United', 'MU'],
    ['  arsenal  ', 'A'],
    ['real madrid club de fútbol', 'RM'],
    ['Ölympiakos Piraeus', 'ÖP'],
    ['Brighton & Hove Albion', 'BH'],
    ['& -', '?'],
    ['', '?'],
  ])('%j has the initials %j', (name, initials) => {
    expect(teamInitials(name)).toBe(initials);
  });
});
