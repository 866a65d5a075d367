import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../format/date-time';
import { MatchHeader, type MatchHeaderProps } from './match-header';

type MatchHeaderMatch = MatchHeaderProps['match'];

const now = Date.UTC(2024, 5, 1);
const home = { name: 'Arsenal', teamId: 'a', colors: ['#EF0107', '#FFFFFF'] };
const away = { name: 'Winner of match 2' };
const played: MatchHeaderMatch = { homeGoals: 2, awayGoals: 1, dateISO: '2024-05-01', time: '15:00', venue: 'Emirates', referee: 'M. Oliver' };

function renderHeader(match: MatchHeaderMatch, props: Partial<MatchHeaderProps> = {}) {
  render(<MatchHeader match={match} home={home} away={away} now={now} {...props} />);
  return screen.getByRole('region', { name: props.label ?? 'Match summary' });
}
const facts = (header: HTMLElement) => [...header.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('MatchHeader', () => {
  it('shows both sides, the score home first, the derived status and the facts', () => {
    const header = renderHeader(played);
    expect(within(header).getByRole('img', { name: 'Score 2 – 1' }).textContent).toBe('2 – 1');
    expect(header.querySelector('[data-status]')?.textContent).toBe('Finished');
    expect(within(header).getByText('Home').previousElementSibling?.textContent).toBe('Arsenal');
    expect(within(header).getByText('Away').previousElementSibling?.textContent).toBe('Winner of match 2');
    expect(facts(header)).toEqual([`Date: ${formatDate('2024-05-01')}`, 'Time: 15:00', 'Venue: Emirates', 'Referee: M. Oliver']);
  });

  it('names the pitch it is played on as its venue (issue 25)', () => {
    const header = renderHeader(played, { place: 'Pitch 2 · Riverside Park' });
    expect(facts(header)).toContain('Venue: Pitch 2 · Riverside Park');
  });

  it.each([
    { name: 'no date', match: {}, status: 'Scheduled' },
    { name: 'a kick-off an hour ago without goals', match: { dateISO: new Date(now - 3_600_000).toISOString() }, status: 'Live' },
    { name: 'a month-old kick-off without goals (issue 22: never Live that late)', match: { dateISO: '2024-05-01', time: '15:00' }, status: 'Result pending' },
    { name: 'goals without a date (issue 22)', match: { homeGoals: 1, awayGoals: 0 }, status: 'Finished' },
    { name: 'a stored postponement', match: { ...played, status: 'postponed' as const }, status: 'Postponed' },
    { name: 'a stored "live" at 1–0 after a past kick-off (issue 25: a status set explicitly wins)', match: { ...played, status: 'live' as const }, status: 'Live' },
    { name: 'a stored "live" before its date (issue 25: a status set explicitly wins)', match: { dateISO: '2030-01-01', status: 'live' as const }, status: 'Live' },
  ])('reads $status with $name', ({ match, status }) => {
    expect(renderHeader(match).querySelector('[data-status]')?.textContent).toBe(status);
  });

  it('says what is not set yet', () => {
    const header = renderHeader({ homeGoals: 1 });
    expect(within(header).getByRole('img', { name: 'No score yet' }).textContent).toBe('– : –');
    expect(facts(header)).toEqual(['Date: Not set', 'Time: Not set', 'Venue: Not set', 'Referee: Not set']);
  });

  it('links only the real team, through the remote', () => {
    const header = renderHeader(played, { renderTeamLink: ({ teamId, className, children }) => <a className={className} href={`/teams/${teamId}`}>{children}</a> });
    expect(within(header).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Arsenal', '/teams/a']]);
  });

  it('holds the editing controls a screen brings', () => {
    const header = renderHeader(played, { children: <label>Status <select /></label> });
    expect(within(header).getByRole('combobox', { name: 'Status' })).toBeTruthy();
  });
});
