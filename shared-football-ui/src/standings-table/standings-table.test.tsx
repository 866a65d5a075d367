import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeStandings, type MatchLike } from 'shared-domain';
import { StandingsTable, type StandingsTableProps } from './standings-table';

const teams = new Map([
  ['a', { name: 'Arsenal', colors: ['#EF0107', '#FFFFFF'] }],
  ['b', { name: 'Brentford' }],
  ['c', { name: 'Chelsea' }],
]);
const m = (homeTeamId: string, awayTeamId: string, homeGoals?: number, awayGoals?: number, isPlayoff = false): MatchLike => ({ homeTeamId, awayTeamId, homeGoals, awayGoals, isPlayoff });
const played = [m('a', 'b', 3, 1), m('b', 'c', 0, 0), m('c', 'a'), m('a', 'c', 9, 0, true), m('c', 'outsider', 2, 0)];

function renderTable(props: Partial<StandingsTableProps> = {}, matches = played, teamIds = ['a', 'b', 'c', 'gone']) {
  render(<StandingsTable rows={computeStandings(teamIds, matches)} teams={teams} {...props} />);
  const table = screen.getByRole('table', { name: props.caption ?? 'Standings' });
  return within(table).getAllByRole('row').slice(1);
}
const teamCells = (rows: HTMLElement[]) => rows.map((r) => within(r).getByRole('rowheader').textContent);

describe('StandingsTable', () => {
  it('has the columns #, Team, P, W, D, L, GF, GA, GD, Pts with their meanings', () => {
    const rows = renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'Pts']);
    expect(headers.map((h) => h.querySelector('abbr')?.title ?? null)).toEqual([
      'Position', null, 'Played', 'Won', 'Drawn', 'Lost', 'Goals for', 'Goals against', 'Goal difference', 'Points',
    ]);
    expect(teamCells(rows)).toEqual(['Arsenal', 'Chelsea', 'Brentford', 'Unknown team']);
    // Only scored league matches between listed teams count: the playoff rout and the game against a team outside the table do not.
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '1', '1', '0', '0', '3', '1', '+2', '3']);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '2', '0', '1', '1', '1', '3', '-2', '1']);
    expect(within(rows[3]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', '0', '0', '0', '0', '0', '0', '0', '0']);
  });

  it('marks the qualified teams it is given, wherever they stand (admin)', () => {
    const rows = renderTable({ qualified: ['a', 'c'] });
    expect(teamCells(rows)).toEqual(['ArsenalQualified', 'ChelseaQualified', 'Brentford', 'Unknown team']);
    expect(rows.map((r) => r.dataset.qualified ?? null)).toEqual(['true', 'true', null, null]);
  });

  it('marks the teams of a knockout that started even when the table has moved since', () => {
    const rows = renderTable({ qualified: ['a', 'b'] });
    expect(rows.map((r) => r.dataset.qualified ?? null)).toEqual(['true', null, 'true', null]);
    expect(teamCells(rows)).toEqual(['ArsenalQualified', 'Chelsea', 'BrentfordQualified', 'Unknown team']);
  });

  it('marks nobody when no team is given', () => {
    const rows = renderTable();
    expect(screen.queryByText('Qualified')).toBeNull();
    expect(rows.some((r) => r.hasAttribute('data-qualified'))).toBe(false);
  });

  it('gives the top three medals, named for assistive technology (public)', () => {
    const rows = renderTable({ medals: true, caption: 'League table' });
    expect(rows.map((r) => r.dataset.medal ?? null)).toEqual(['gold', 'silver', 'bronze', null]);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1 (Gold)', '2 (Silver)', '3 (Bronze)', '4']);
    expect(screen.getByRole('region', { name: 'League table' })).toBeTruthy();
  });

  it('gives no medal to a row that has not played, nor any before the first result (public)', () => {
    // Arsenal beat Brentford; Chelsea, second on 0 points, has not played: no silver for it.
    const rows = renderTable({ medals: true }, [m('a', 'b', 1, 0)], ['a', 'b', 'c']);
    expect(teamCells(rows)).toEqual(['Arsenal', 'Chelsea', 'Brentford']);
    expect(rows.map((r) => r.dataset.medal ?? null)).toEqual(['gold', null, 'bronze']);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('2');
    const before = renderTable({ medals: true, caption: 'Before' }, [], ['a', 'b', 'c']);
    expect(before.map((r) => r.dataset.medal ?? null)).toEqual([null, null, null]);
  });

  it('links known teams through the remote, never placeholders or lost teams', () => {
    renderTable({ renderTeamLink: ({ teamId, children }) => <a href={`/teams/${teamId}`}>{children}</a> });
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Arsenal', '/teams/a'],
      ['Chelsea', '/teams/c'],
      ['Brentford', '/teams/b'],
    ]);
  });

  it('links with plain hrefs, shows badges and the empty text when asked', () => {
    const rows = renderTable({ teamHref: (id) => `/public/teams/${id}`, badges: true });
    expect(within(rows[0]!).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/public/teams/a');
    expect(rows[0]!.querySelector('[data-team-badge]')?.textContent).toBe('A');
    renderTable({ emptyText: 'No teams in this tournament.', caption: 'Empty' }, [], []);
    expect(screen.getByRole('cell', { name: 'No teams in this tournament.' })).toBeTruthy();
  });
});
