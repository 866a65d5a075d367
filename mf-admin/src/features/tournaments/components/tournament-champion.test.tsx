import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { match, organizerWorld, renderTournamentPage, team, tournament } from '../../../testing/tournament-world';

// Four teams, top 2 qualify; the table had Arsenal and Brentford on top when the final was seeded.
const cup: Tournament = {
  ...tournament({ format: { mode: 'league_playoff', rounds: 1, playoffQualifiers: 2 }, teamIds: ['a', 'b', 'c', 'd'] }),
  playoffBracket: [{ round: 0, matches: [{ matchId: 'f', homeTeamId: 'a', awayTeamId: 'b' }] }],
};
const league = (cGoals: number) => [
  match('m1', 'a', 'c', { homeGoals: 2, awayGoals: 0 }),
  match('m2', 'b', 'd', { homeGoals: 2, awayGoals: 0 }),
  match('m3', 'c', 'd', { round: 2, homeGoals: cGoals, awayGoals: 0 }),
];
const final = (fields: Partial<Match> = {}) => match('f', 'a', 'b', { round: 3, isPlayoff: true, playoffRound: 0, playoffMatch: 0, ...fields });

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', [team('a', 'Arsenal'), team('b', 'Brentford'), team('c', 'Chelsea'), team('d', 'Derby')]);
});

const renderScreen = (matches: Match[]) => renderTournamentPage(memory, cup, matches);
const qualified = () => screen.getAllByRole('row').filter((row) => row.dataset.qualified === 'true').map((row) => within(row).getByRole('rowheader').textContent);

describe('Tournament page: champion and seeding', () => {
  it('shows no champion before the final is decided', async () => {
    renderScreen([...league(0), final({ homeGoals: 1, awayGoals: 1 })]);
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(screen.queryByText(/Champion:/)).toBeNull();
  });

  it('shows the champion prominently once the final is decided on penalties', async () => {
    renderScreen([...league(0), final({ homeGoals: 1, awayGoals: 1, homePenalties: 2, awayPenalties: 4 })]);
    const banner = (await screen.findByText('Champion:')).closest<HTMLElement>('[role="status"]')!;
    expect(banner.textContent).toContain('Champion: Brentford');
    expect(within(banner).getByRole('link', { name: 'Brentford' }).getAttribute('href')).toBe('/teams/b');
  });

  it('keeps the seeded teams Qualified and says so when league results change after the start', async () => {
    // Chelsea's 9–0 lifts them above Brentford on goal difference, after the final was seeded.
    renderScreen([...league(9), final()]);
    expect(await screen.findByText('The playoff seeding stays as it was.')).toBeTruthy();
    expect(qualified()).toEqual(['ArsenalQualified', 'BrentfordQualified']);
  });

  it('says nothing about the seeding while the table agrees with it', async () => {
    renderScreen([...league(0), final()]);
    expect(await screen.findByRole('heading', { name: 'Final' })).toBeTruthy();
    expect(screen.queryByText('The playoff seeding stays as it was.')).toBeNull();
  });
});
