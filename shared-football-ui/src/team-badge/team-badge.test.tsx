import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamBadge } from './team-badge';
import { isPaintableColour, readableTextOn, teamInitials } from './team-colours';

describe('TeamBadge', () => {
  it("paints the initials in the team's colours", () => {
    const { container } = render(<TeamBadge team={{ name: 'Borussia Dortmund', colors: ['#FDE100', '#000000'] }} />);
    const badge = container.querySelector<HTMLElement>('[data-team-badge="colours"]')!;
    expect(badge.textContent).toBe('BD');
    expect(badge.style.backgroundColor).toBe('rgb(253, 225, 0)');
    expect(badge.style.color).toBe('rgb(11, 18, 32)');
    expect(badge.style.boxShadow).toContain('#000000');
    expect(badge.getAttribute('aria-hidden')).toBe('true');
  });

  it('rings a one-colour team in its own colour', () => {
    const { container } = render(<TeamBadge team={{ name: 'Chelsea', colors: ['#034694'] }} />);
    expect(container.querySelector<HTMLElement>('[data-team-badge]')!.style.boxShadow).toContain('#034694');
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
