import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoundNav } from './round-nav';

const rounds = Array.from({ length: 38 }, (_, i) => i + 1);
const href = (round: number) => `/public/tournaments/t1?round=${round}`;

describe('RoundNav', () => {
  it('links every round to its own address in a navigation landmark, the shown ones marked current', () => {
    render(<RoundNav rounds={rounds} shown={[30, 31]} requested={false} roundHref={href} />);
    const nav = screen.getByRole('navigation', { name: 'Rounds' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(38);
    const tour7 = within(nav).getByRole('link', { name: 'Tour 7' });
    expect(tour7.getAttribute('href')).toBe('/public/tournaments/t1?round=7');
    expect(tour7.textContent).toBe('7');
    expect(tour7.getAttribute('aria-current')).toBeNull();
    expect(links.filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.getAttribute('aria-label'))).toEqual(['Tour 30', 'Tour 31']);
  });

  it("marks the round of the address as this page, and uses the screen's own link", () => {
    render(
      <RoundNav
        rounds={[1, 2, 3]}
        shown={[2]}
        requested
        roundHref={(round) => `?round=${round}`}
        renderRoundLink={({ href: to, label, current, className, children }) => (
          <a href={`#spa${to}`} aria-label={label} aria-current={current} className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Tour 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tour 3' }).getAttribute('href')).toBe('#spa?round=3');
  });

  it('shows nothing for a season of one round', () => {
    const { container } = render(<RoundNav rounds={[1]} shown={[1]} requested={false} roundHref={href} />);
    expect(container.innerHTML).toBe('');
  });
});
