import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Match } from 'shared-domain';
import { StandingsTable } from './standings-table';

const names: Record<string, string> = { a: 'Arsenal', b: 'Brentford', c: 'Chelsea' };
const m = (home: string, away: string, goals?: [number, number], isPlayoff = false): Match => ({
  id: `${home}${away}`,
  tournamentId: 't',
  organizerId: 'o',
  homeTeamId: home,
  awayTeamId: away,
  round: 1,
  isPlayoff,
  ...(goals ? { homeGoals: goals[0], awayGoals: goals[1] } : {}),
});

function renderTable(matches: Match[], playoffZone = 2) {
  render(
    <MemoryRouter>
      <StandingsTable teamIds={['a', 'b', 'c']} matches={matches} nameOf={(id) => names[id] ?? '?'} playoffZone={playoffZone} />
    </MemoryRouter>,
  );
  return screen.getByRole('table', { name: 'Standings' });
}

describe('StandingsTable (spec §2, §9)', () => {
  it('has the spec columns and counts only scored league matches', () => {
    const table = renderTable([m('a', 'b', [3, 1]), m('b', 'c', [0, 0]), m('c', 'a'), m('a', 'c', [9, 0], true)]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'Pts']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['ArsenalQualified', 'ChelseaQualified', 'Brentford']);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '1', '1', '0', '0', '3', '1', '3']);
    expect(within(rows[0]!).getByRole('link', { name: 'Arsenal' }).getAttribute('href')).toBe('/teams/a');
  });

  it('marks no zone before any result', () => {
    renderTable([m('a', 'b')]);
    expect(screen.queryByText('Qualified')).toBeNull();
  });

  it('marks no zone in a plain league', () => {
    renderTable([m('a', 'b', [1, 0])], 0);
    expect(screen.queryByText('Qualified')).toBeNull();
  });
});
