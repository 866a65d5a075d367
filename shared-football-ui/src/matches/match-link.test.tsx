import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkedMatch, matchLinkLabel } from './match-link';

describe('matchLinkLabel', () => {
  it.each([
    { name: 'a final score', result: { homeGoals: 2, awayGoals: 1 }, label: 'Match details: Arsenal 2–1 Chelsea' },
    { name: 'a 0–0', result: { homeGoals: 0, awayGoals: 0 }, label: 'Match details: Arsenal 0–0 Chelsea' },
    { name: 'a shoot-out', result: { homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }, label: 'Match details: Arsenal 1–1 (4–3 pens) Chelsea' },
    { name: 'an upcoming game', result: {}, label: 'Match details: Arsenal vs Chelsea' },
    { name: 'a game under way', result: { homeGoals: 1, awayGoals: null }, label: 'Match details: Arsenal vs Chelsea, live' },
  ])('says $name', ({ result, label }) => {
    expect(matchLinkLabel('Arsenal', 'Chelsea', result)).toBe(label);
  });
});

describe('linkedMatch', () => {
  const box = { matchId: 'm1', label: 'Match details: Arsenal vs Chelsea', className: 'row', children: 'Arsenal – Chelsea' };

  it("uses the remote's link renderer with the page matchHref names", () => {
    render(
      <>
        {linkedMatch(box, {
          matchHref: (id) => `/public/tournaments/t1/matches/${id}`,
          renderMatchLink: ({ href, label, className, children }) => (
            <a href={`#router${href}`} aria-label={label} className={className}>
              {children}
            </a>
          ),
        })}
      </>,
    );
    const link = screen.getByRole('link', { name: 'Match details: Arsenal vs Chelsea' });
    expect(link.getAttribute('href')).toBe('#router/public/tournaments/t1/matches/m1');
    expect(link.className).toMatch(/^row \S+$/);
  });

  it('renders a plain named link without a renderer', () => {
    render(<>{linkedMatch(box, { matchHref: (id) => `/m/${id}` })}</>);
    expect(screen.getByRole('link', { name: 'Match details: Arsenal vs Chelsea' }).getAttribute('href')).toBe('/m/m1');
  });

  it('leaves a match without a page, or a screen without links, as a plain box', () => {
    const { container } = render(
      <>
        {linkedMatch(box, { matchHref: () => undefined, renderMatchLink: () => <a href="/never">never</a> })}
        {linkedMatch(box, {})}
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect([...container.children].map((el) => [el.tagName, el.className, el.textContent])).toEqual([
      ['DIV', 'row', 'Arsenal – Chelsea'],
      ['DIV', 'row', 'Arsenal – Chelsea'],
    ]);
  });
});
