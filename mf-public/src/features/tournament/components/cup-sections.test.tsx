import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMemoryStorage, signOutForTest, type MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { testMatch, testTeam, testTournament } from '../../../testing/public-test-data';
import { renderPublicRoute } from '../../../testing/render-public-route';

// A cup of two groups of three: the top 2 of each group play semi-finals (1A v 2B, 1B v 2A), then the final.
const NAMES: Record<string, string> = { a1: 'Albania', a2: 'Austria', a3: 'Andorra', b1: 'Belgium', b2: 'Bulgaria', b3: 'Belarus' };
const groups = [
  { letter: 'A', teamIds: ['a1', 'a2', 'a3'] },
  { letter: 'B', teamIds: ['b1', 'b2', 'b3'] },
];
const knockout = {
  rounds: [
    [
      { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['s1'] },
      { number: 2, home: 'group-B-1', away: 'group-A-2', matchIds: ['s2'] },
    ],
    [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }],
  ],
};
const cup: Tournament = testTournament('t1', Object.keys(NAMES), {
  format: { mode: 'groups_knockout', groupsKnockout: { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: false, groups, knockout } },
});
const group = (id: string, letter: string, home: string, away: string, score: [number, number], round: number): Match =>
  testMatch('t1', id, round, home, away, score, { stage: 'group', group: letter });
const groupA = [group('ga1', 'A', 'a1', 'a2', [2, 0], 1), group('ga2', 'A', 'a2', 'a3', [1, 0], 2), group('ga3', 'A', 'a3', 'a1', [0, 3], 3)];
const groupB = [group('gb1', 'B', 'b1', 'b2', [1, 1], 1), group('gb2', 'B', 'b2', 'b3', [2, 0], 2)];
const ko = (id: string, round: number, index: number, home: string, away: string): Match =>
  testMatch('t1', id, 0, home, away, undefined, { isPlayoff: true, stage: 'knockout', playoffRound: round, playoffMatch: index });

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', Object.entries(NAMES).map(([id, name]) => testTeam(id, name)));
  memory.seed('tournaments', [cup]);
  signOutForTest();
});

describe('the public page of a Groups + Knockout cup (issue 24)', () => {
  it('shows every group table with its qualification zone, and fills a knockout side only once its group is complete', async () => {
    memory.seed('matches', [...groupA, ...groupB, ko('s1', 0, 0, 'group-A-1', 'group-B-2'), ko('s2', 0, 1, 'group-B-1', 'group-A-2'), ko('f', 1, 0, 'winner-1', 'winner-2')]);
    renderPublicRoute('/public/tournaments/t1');
    const tableA = await screen.findByRole('table', { name: 'Group A' });
    const rowsA = within(tableA).getAllByRole('row').slice(1);
    expect(rowsA.map((r) => within(within(r).getByRole('rowheader')).getByRole('link').textContent)).toEqual(['Albania', 'Austria', 'Andorra']);
    expect(rowsA.map((r) => r.getAttribute('data-qualified'))).toEqual(['true', 'true', null]);
    expect(screen.getByRole('table', { name: 'Group B' })).toBeTruthy();
    const semis = screen.getByRole('region', { name: 'Semi-finals' });
    // Group A is complete, Group B is not (Belarus v Belgium unplayed).
    expect(within(semis).getByRole('link', { name: 'Albania v Runner-up Group B' })).toBeTruthy();
    expect(within(semis).getByRole('link', { name: 'Winner Group B v Austria' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Final' })).getByText('Winner match 1')).toBeTruthy();
  });

  it('names the champion once the final is decided on penalties, and a phone switches groups by letter', async () => {
    const played = [group('gb3', 'B', 'b3', 'b1', [0, 2], 3)];
    memory.seed('matches', [
      ...groupA,
      ...groupB,
      ...played,
      { ...ko('s1', 0, 0, 'group-A-1', 'group-B-2'), homeGoals: 2, awayGoals: 1 },
      { ...ko('s2', 0, 1, 'group-B-1', 'group-A-2'), homeGoals: 0, awayGoals: 1 },
      { ...ko('f', 1, 0, 'winner-1', 'winner-2'), homeGoals: 1, awayGoals: 1, afterExtraTime: true, homePenalties: 4, awayPenalties: 3 },
    ]);
    renderPublicRoute('/public/tournaments/t1');
    const final = await screen.findByRole('region', { name: 'Final' });
    expect(within(final).getByRole('link', { name: 'Albania 1–1 a.e.t. (4–3 pens) Austria' })).toBeTruthy();
    expect(screen.getByText('Champion:').closest('[role="status"]')?.textContent).toContain('Albania');
    const user = userEvent.setup();
    const switcher = screen.getByRole('group', { name: 'Show group' });
    expect(within(switcher).getByRole('button', { name: 'Group A' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(switcher).getByRole('button', { name: 'Group B' }));
    expect(within(switcher).getByRole('button', { name: 'Group B' }).getAttribute('aria-pressed')).toBe('true');
  });
});
