import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { queries } from 'shared-data';
import { describe, expect, it } from 'vitest';
import { cupGame, final, semi1, semi2, setUpCupStore, setUpGroupsKnockoutStore, storedGame } from '../../../testing/cup-world';
import { inputLabelled, openTab, renderMatchScreen, updateCount } from '../../../testing/match-screen';

/** The final's score as the tournament page's cached match list holds it (its own query key). */
function FinalInFixtures() {
  const { data } = useQuery(queries.tournamentMatches('t1'));
  const game = data?.find((m) => m.id === 'f');
  return <p>{game ? `Fixtures final: ${game.homeGoals ?? '-'}-${game.awayGoals ?? '-'}` : 'Fixtures loading'}</p>;
}

async function openGame(id: string, title: string, alongside?: ReactNode) {
  renderMatchScreen(`/admin/tournaments/t1/matches/${id}`, alongside);
  await screen.findByRole('heading', { level: 1, name: title });
}

const typeInto = async (label: string, text: string) => {
  await userEvent.clear(inputLabelled(label));
  if (text) await userEvent.type(inputLabelled(label), text);
};
const saveDetails = () => userEvent.click(screen.getByRole('button', { name: 'Save Match Details' }));

describe('Playoff games in the match centre (issue 8: decided knockouts, one source of truth)', { timeout: 30_000 }, () => {
  it("a final's sides are the semi-finals' winners (a shoot-out decides a level one), in the title, header and editors", async () => {
    setUpCupStore([semi1({ homeGoals: 3, awayGoals: 1 }), semi2({ homeGoals: 1, awayGoals: 1, homePenalties: 2, awayPenalties: 4 }), final()]);
    await openGame('f', 'Arsenal vs Chelsea');
    expect(screen.getByRole('link', { name: 'Chelsea' }).getAttribute('href')).toBe('/admin/teams/c');
    expect(inputLabelled('Arsenal goals').disabled).toBe(false);
    await openTab('Lineups');
    expect(screen.getByLabelText('Cole Palmer starting')).toBeTruthy();
    await openTab('Goals & Events');
    expect(screen.getByRole('button', { name: 'Add goal: Chelsea' })).toBeTruthy();
  });

  it('a final waiting for a semi-final names it and takes no score yet', async () => {
    setUpCupStore([semi1({ homeGoals: 3, awayGoals: 1 }), semi2({ homeGoals: 1, awayGoals: 1 }), final()]);
    await openGame('f', 'Arsenal vs Winner of match 2');
    expect(inputLabelled('Arsenal goals').disabled).toBe(true);
    expect(inputLabelled('Winner of match 2 goals').disabled).toBe(true);
    expect(screen.getByText('The score can be entered once both teams are known.')).toBeTruthy();
  });

  it('penalty inputs appear only while the knockout score as typed is level; the shoot-out is saved, and a later non-level score drops it', async () => {
    const memory = setUpCupStore([semi1(), semi2(), final()]);
    await openGame('s1', 'Arsenal vs Derby');
    expect(screen.queryByLabelText('Home penalties')).toBeNull();
    await typeInto('Arsenal goals', '1');
    expect(screen.queryByLabelText('Home penalties')).toBeNull();
    await typeInto('Derby goals', '1');
    await typeInto('Home penalties', '4');
    await typeInto('Away penalties', '3');
    await saveDetails();
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(storedGame(memory, 's1')).toMatchObject({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 });
    expect(screen.getByText(/\(4–3 pens\)/)).toBeTruthy();

    await typeInto('Arsenal goals', '2');
    expect(screen.queryByLabelText('Home penalties')).toBeNull();
    await saveDetails();
    await waitFor(() => expect(storedGame(memory, 's1')).toMatchObject({ homeGoals: 2, awayGoals: 1 }));
    expect('homePenalties' in storedGame(memory, 's1')!).toBe(false);
    expect('awayPenalties' in storedGame(memory, 's1')!).toBe(false);
  });

  it('a shoot-out count that is not a whole number is refused next to its field and nothing is saved', async () => {
    const memory = setUpCupStore([semi1({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }), semi2(), final()]);
    await openGame('s1', 'Arsenal vs Derby');
    await typeInto('Home penalties', '4x');
    await saveDetails();
    expect(await screen.findByText('Penalties must be a whole number from 0 to 999.')).toBeTruthy();
    expect(inputLabelled('Home penalties').getAttribute('aria-invalid')).toBe('true');
    expect(updateCount(memory)).toBe(0);
    expect(storedGame(memory, 's1')).toMatchObject({ homePenalties: 4, awayPenalties: 3 });
  });

  it('an undecided shoot-out (4–4) is refused next to it, not reported as saved (issue 22)', async () => {
    const memory = setUpCupStore([semi1({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }), semi2(), final()]);
    await openGame('s1', 'Arsenal vs Derby');
    await typeInto('Away penalties', '4');
    await saveDetails();
    expect(await screen.findByText('A shoot-out needs a winner.')).toBeTruthy();
    expect(screen.queryByText('Match details saved.')).toBeNull();
    expect(updateCount(memory)).toBe(0);
    expect(storedGame(memory, 's1')).toMatchObject({ homePenalties: 4, awayPenalties: 3 });
  });

  it('a league game never asks for penalties and reads no other match', async () => {
    const memory = setUpCupStore([{ id: 'l1', tournamentId: 't1', organizerId: 'org_1', homeTeamId: 'a', awayTeamId: 'b', round: 1, version: 1 }]);
    await openGame('l1', 'Arsenal vs Brentford');
    await typeInto('Arsenal goals', '1');
    await typeInto('Brentford goals', '1');
    expect(screen.queryByLabelText('Home penalties')).toBeNull();
    expect(memory.operations.filter((op) => op.table === 'matches' && op.kind !== 'get')).toEqual([]);
  });

  it("changing a decided semi-final's winner asks first: Cancel stores nothing and shows the stored score again (issue 22), Confirm clears the final's result", async () => {
    const memory = setUpCupStore([semi1({ homeGoals: 3, awayGoals: 1 }), semi2({ homeGoals: 2, awayGoals: 0 }), final({ homeGoals: 2, awayGoals: 1 })]);
    await openGame('s1', 'Arsenal vs Derby', <FinalInFixtures />);
    expect(await screen.findByText('Fixtures final: 2-1')).toBeTruthy();
    await typeInto('Arsenal goals', '0');
    await saveDetails();
    const dialog = await screen.findByRole('alertdialog', { name: 'Change this result?' });
    expect(within(dialog).getByText('This will clear the result of Final: Arsenal vs Brentford, 2–1.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing was saved; the stored score is shown again.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    expect(inputLabelled('Arsenal goals').value).toBe('3');
    expect(inputLabelled('Derby goals').value).toBe('1');

    await typeInto('Arsenal goals', '0');
    await saveDetails();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(storedGame(memory, 's1')).toMatchObject({ homeGoals: 0, awayGoals: 1 });
    const cleared = storedGame(memory, 'f')!;
    expect(['homeGoals' in cleared, 'awayGoals' in cleared]).toEqual([false, false]);
    expect(await screen.findByText('Fixtures final: ---')).toBeTruthy();
  });

  it('a score change that keeps the winner saves without asking', async () => {
    const memory = setUpCupStore([semi1({ homeGoals: 3, awayGoals: 1 }), semi2({ homeGoals: 2, awayGoals: 0 }), final({ homeGoals: 2, awayGoals: 1 })]);
    await openGame('s1', 'Arsenal vs Derby');
    await typeInto('Arsenal goals', '4');
    await saveDetails();
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(storedGame(memory, 'f')).toMatchObject({ homeGoals: 2, awayGoals: 1 });
  });

  it('removing a goal from the timeline that changes the winner asks too', async () => {
    const goal = { id: 'g1', team: 'home' as const, playerId: 'p1', minute: 10, type: 'goal' as const, goalNumber: 1 };
    const memory = setUpCupStore([semi1({ homeGoals: 1, awayGoals: 0, goals: [goal] }), semi2({ homeGoals: 2, awayGoals: 0 }), final({ homeGoals: 2, awayGoals: 1 })]);
    await openGame('s1', 'Arsenal vs Derby');
    const remove = () => userEvent.click(screen.getByRole('button', { name: "Remove goal: 10' Bukayo Saka" }));
    await remove();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing was saved; the goal stays.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    await remove();
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Goal removed; score updated.')).toBeTruthy();
    expect(storedGame(memory, 's1')).toMatchObject({ homeGoals: 0, awayGoals: 0, goals: [] });
    expect('homeGoals' in storedGame(memory, 'f')!).toBe(false);
    // Level now: the form asks for the shoot-out that decides it.
    expect(screen.getByLabelText('Home penalties')).toBeTruthy();
  });

  it('a goal added in Goals & Events whose score update changes the winner asks "Change this result?" too; Confirm saves both (issue 22)', async () => {
    const goal = { id: 'g1', team: 'home' as const, playerId: 'p1', minute: 10, type: 'goal' as const, goalNumber: 1 };
    const memory = setUpCupStore([semi1({ homeGoals: 1, awayGoals: 0, goals: [goal] }), semi2({ homeGoals: 2, awayGoals: 0 }), final({ homeGoals: 2, awayGoals: 1 })]);
    await openGame('s1', 'Arsenal vs Derby');
    await openTab('Goals & Events');
    const addForDerby = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Add goal: Derby' }));
      await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Update the score too?' })).getByRole('button', { name: 'Update score to 1–1' }));
    };
    await addForDerby();
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Change this result?' })).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing was saved; the goals and the score stay.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    await addForDerby();
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Change this result?' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Goal added for Derby; score updated.')).toBeTruthy();
    expect(storedGame(memory, 's1')).toMatchObject({ homeGoals: 1, awayGoals: 1 });
    expect(storedGame(memory, 's1')!.goals).toHaveLength(2);
    expect('homeGoals' in storedGame(memory, 'f')!).toBe(false);
  });

  it("a cup's group result that changes who qualified asks first; Confirm clears the knockout result and the semi-final names its new team (issue 24)", async () => {
    const knockout = { isPlayoff: true, stage: 'knockout' as const, round: 0 };
    const memory = setUpGroupsKnockoutStore([
      cupGame('gA', 'a', 'b', { stage: 'group', group: 'A', homeGoals: 1, awayGoals: 0 }),
      cupGame('gB', 'c', 'd', { stage: 'group', group: 'B', homeGoals: 1, awayGoals: 0 }),
      cupGame('s1', 'a', 'd', { ...knockout, playoffRound: 0, homeGoals: 2, awayGoals: 0 }),
      cupGame('s2', 'c', 'b', { ...knockout, playoffRound: 0 }),
      cupGame('f', 'winner-1', 'winner-2', { ...knockout, playoffRound: 1 }),
    ]);
    await openGame('gA', 'Arsenal vs Brentford');
    await typeInto('Arsenal goals', '0');
    await typeInto('Brentford goals', '1');
    await saveDetails();
    const dialog = await screen.findByRole('alertdialog', { name: 'Change this result?' });
    expect(within(dialog).getByText('This will clear the result of Semi-finals: Arsenal vs Derby, 2–0.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Match details saved.')).toBeTruthy();
    await waitFor(() => expect(storedGame(memory, 's1')).toMatchObject({ homeTeamId: 'b', awayTeamId: 'd' }));
    expect('homeGoals' in storedGame(memory, 's1')!).toBe(false);
    expect(storedGame(memory, 's2')).toMatchObject({ homeTeamId: 'c', awayTeamId: 'a' });
  });
});
