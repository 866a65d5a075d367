import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemoryStorage } from 'shared-data/testing';
import type { Match, Tournament } from 'shared-domain';
import { organizerWorld, renderWithData, team, tournament } from '../../../testing/tournament-world';
import { TournamentDetailScreen } from '../components/tournament-detail-screen';

// Eight teams in two groups of four; the top 2 of each group go to the semi-finals.
const NAMES = ['Argentina', 'Brazil', 'Croatia', 'Denmark', 'England', 'France', 'Germany', 'Spain'];
const teamIds = NAMES.map((n) => n.slice(0, 3).toLowerCase());
const cup: Tournament = tournament({
  teamIds,
  format: { mode: 'groups_knockout', rounds: 1, groupsKnockout: { groupCount: 2, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: true } },
});

let memory: MemoryStorage;
beforeEach(() => {
  memory = organizerWorld();
  memory.seed('teams', NAMES.map((name, i) => team(teamIds[i]!, name)));
  memory.seed('tournaments', [cup]);
});

function renderScreen() {
  renderWithData(
    <Routes>
      <Route path="/tournaments/:id" element={<TournamentDetailScreen />} />
    </Routes>,
    '/tournaments/t1',
  );
}

describe('Tournament page of a Groups + Knockout cup (issue 24)', () => {
  it('draws the groups from pots (no two teams of one pot in a group), and refuses a move by hand that the rules refuse, saying so', async () => {
    const user = userEvent.setup();
    renderScreen();
    // Pots by list order: two groups, so pot 1 is Argentina and Brazil.
    expect((await screen.findByLabelText<HTMLSelectElement>('Pot of Argentina')).value).toBe('0');
    expect(screen.getByLabelText<HTMLSelectElement>('Pot of Croatia').value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Draw groups' }));
    await vi.waitFor(() => expect(memory.all<Tournament>('tournaments')[0]?.format.groupsKnockout?.groups).toHaveLength(2));
    const groups = memory.all<Tournament>('tournaments')[0]!.format.groupsKnockout!.groups!;
    // No two teams of one pot in a group.
    for (const pot of [['arg', 'bra'], ['cro', 'den'], ['eng', 'fra'], ['ger', 'spa']]) {
      expect(groups.map((g) => g.teamIds.filter((id) => pot.includes(id)).length)).toEqual([1, 1]);
    }
    // A team moved by hand: groups may differ by one at most, so a move from 4 to 4 is refused with the rule's reason.
    const groupA = await screen.findByRole('region', { name: 'Group A' });
    const first = within(groupA).getAllByRole('combobox')[0]!;
    await user.selectOptions(first, 'B');
    expect(await screen.findByText(/Not changed/)).toBeTruthy();
  });

  it('starts the group stage: the group tables and the knockout from group positions, whose first-round pairings can be edited', async () => {
    const groups = [
      { letter: 'A', teamIds: teamIds.slice(0, 4) },
      { letter: 'B', teamIds: teamIds.slice(4) },
    ];
    memory.seed('tournaments', [{ ...cup, format: { ...cup.format, groupsKnockout: { ...cup.format.groupsKnockout!, groups } } }]);
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Start group stage' }));
    expect(await screen.findByRole('table', { name: 'Group A' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Group B' })).toBeTruthy();
    const semis = screen.getByRole('region', { name: 'Semi-finals' });
    expect(within(semis).getByText('Winner Group A v Runner-up Group B')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Third place' })).toBeTruthy();
    const stored = memory.all<Match>('matches');
    expect(stored.filter((m) => m.stage === 'group')).toHaveLength(12);
    expect(stored.filter((m) => m.stage === 'knockout')).toHaveLength(3);

    // Before the knockout starts, the organizer may swap two first-round sides; the games follow.
    const pairings = screen.getByRole('region', { name: 'First-round pairings' });
    await user.selectOptions(within(pairings).getByLabelText('Swap'), 'Runner-up Group B');
    await user.selectOptions(within(pairings).getByLabelText('With'), 'Runner-up Group A');
    await user.click(within(pairings).getByRole('button', { name: 'Swap sides' }));
    expect(await within(semis).findByText('Winner Group A v Runner-up Group A')).toBeTruthy();
    await vi.waitFor(() => expect(memory.all<Match>('matches').filter((m) => m.stage === 'knockout' && m.playoffRound === 0).map((m) => [m.homeTeamId, m.awayTeamId])).toEqual([['group-A-1', 'group-A-2'], ['group-B-1', 'group-B-2']]));
  });
});

describe('the knockout of a started cup (issue 24)', () => {
  const groups = [
    { letter: 'A', teamIds: teamIds.slice(0, 4) },
    { letter: 'B', teamIds: teamIds.slice(4) },
  ];
  const knockout = {
    rounds: [
      [
        { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['s1'] },
        { number: 2, home: 'group-B-1', away: 'group-A-2', matchIds: ['s2'] },
      ],
      [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }],
    ],
    thirdPlace: { number: 4, home: 'loser-1', away: 'loser-2', matchIds: ['t'] },
  };
  const base = { tournamentId: 't1', organizerId: cup.organizerId, version: 1 };
  // Every group game won by the team listed first in its group: Argentina and Brazil, England and France go through.
  const groupGames: Match[] = groups.flatMap((g) =>
    g.teamIds.flatMap((home, i) =>
      g.teamIds.slice(i + 1).map((away): Match => ({ ...base, id: `${home}-${away}`, round: 1, homeTeamId: home, awayTeamId: away, homeGoals: 1, awayGoals: 0, stage: 'group', group: g.letter })),
    ),
  );
  const ko = (id: string, playoffRound: number, homeTeamId: string, awayTeamId: string, stage: Match['stage'] = 'knockout'): Match => ({ ...base, id, round: 0, isPlayoff: true, stage, playoffRound, homeTeamId, awayTeamId });

  beforeEach(() => {
    memory.seed('tournaments', [{ ...cup, format: { ...cup.format, groupsKnockout: { ...cup.format.groupsKnockout!, groups, knockout } } }]);
    memory.seed('matches', [...groupGames, ko('s1', 0, 'arg', 'fra'), ko('s2', 0, 'eng', 'bra'), ko('f', 1, 'winner-1', 'winner-2'), ko('t', 1, 'loser-1', 'loser-2', 'third_place')]);
  });
  const stored = (id: string) => memory.all<Match>('matches').find((m) => m.id === id)!;

  it('writes a semi-final’s winner into the final and its loser into the third-place match, and marks a leg after extra time', async () => {
    const user = userEvent.setup();
    renderScreen();
    const semi = await screen.findByRole('group', { name: 'Argentina vs France' });
    await user.type(within(semi).getByLabelText('Home goals'), '1');
    await user.type(within(semi).getByLabelText('Away goals'), '2');
    await user.tab();
    await vi.waitFor(() => expect([stored('f').homeTeamId, stored('t').homeTeamId]).toEqual(['fra', 'arg']));
    await user.click(screen.getByRole('checkbox', { name: 'After extra time: Argentina vs France' }));
    await vi.waitFor(() => expect(stored('s1').afterExtraTime).toBe(true));
  });

  it('shows an a.e.t. click while it saves, and takes it back when the save fails', async () => {
    const user = userEvent.setup();
    renderScreen();
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'After extra time: Argentina vs France' });
    const release = memory.pauseWhen((op) => op.kind === 'update' && op.table === 'matches');
    await user.click(box);
    expect(box.checked).toBe(true);
    memory.failWhen((op) => op.kind === 'update' && op.table === 'matches');
    release();
    await vi.waitFor(() => expect(box.checked).toBe(false));
    expect(stored('s1').afterExtraTime).toBeUndefined();
  });

  it('asks before a group result changes who plays a knockout game holding a result; Confirm clears it and the game names its new team', async () => {
    memory.seed('matches', [{ ...stored('s1'), homeGoals: 1, awayGoals: 2 }]);
    const user = userEvent.setup();
    renderScreen();
    // Brazil beating Argentina makes Brazil the winner of Group A: the first semi-final was Argentina v France.
    const row = await screen.findByRole('group', { name: 'Argentina vs Brazil' });
    await user.clear(within(row).getByLabelText('Home goals'));
    await user.type(within(row).getByLabelText('Home goals'), '0');
    await user.clear(within(row).getByLabelText('Away goals'));
    await user.type(within(row).getByLabelText('Away goals'), '1');
    await user.tab();
    const dialog = await screen.findByRole('alertdialog', { name: 'Change this result?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(stored('s1')).toMatchObject({ homeTeamId: 'bra', awayTeamId: 'fra' }));
    expect('homeGoals' in stored('s1')).toBe(false);
    expect(stored('arg-bra')).toMatchObject({ homeGoals: 0, awayGoals: 1 });
  });
});
