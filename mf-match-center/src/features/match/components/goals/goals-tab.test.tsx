import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import type { GoalEvent } from 'shared-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

const storedGoal = (id: string): GoalEvent | undefined => storedMatch(memory)?.goals?.find((g) => g.id === id);
const row = (name: string) => screen.getByRole('group', { name });

describe('Goals & Events tab (spec §3, §4, §5)', { timeout: 20_000 }, () => {
  it('adding a goal uses the defaults, shows it at once and keeps the score', async () => {
    await renderMatchTab('Goals & Events');
    const release = memory.pauseWhen((op) => op.kind === 'update');
    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Brentford' }));
    expect(await screen.findByRole('group', { name: 'Brentford goal 2' })).toBeTruthy();
    release();
    expect(await screen.findByText('Goal added for Brentford.')).toBeTruthy();
    const goals = storedMatch(memory)!.goals!;
    expect(goals).toHaveLength(4);
    expect(goals.at(-1)).toMatchObject({ team: 'away', playerId: '', minute: 0, type: 'goal', goalNumber: 2 });
    expect(within(row('Brentford goal 2')).getByLabelText('Minute')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
  });

  it('a minute outside 1..120 is refused and not saved; a valid one saves on Enter', async () => {
    await renderMatchTab('Goals & Events');
    const minute = () => within(row('Brentford goal 1')).getByLabelText('Minute');
    await userEvent.clear(minute());
    await userEvent.type(minute(), '121');
    await userEvent.tab();
    expect(await within(row('Brentford goal 1')).findByText('Enter a goal minute from 1 to 120.')).toBeTruthy();
    expect(updateCount(memory)).toBe(0);
    await userEvent.clear(minute());
    await userEvent.type(minute(), '88{Enter}');
    expect(await screen.findByText('Goal minute saved.')).toBeTruthy();
    expect(storedGoal('g2')).toMatchObject({ minute: 88 });
    expect(minute()).toHaveProperty('value', '88');
    expect(within(row('Brentford goal 1')).queryByText('Enter a goal minute from 1 to 120.')).toBeNull();
  });

  it('leaving an unchanged minute saves nothing', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(within(row('Arsenal goal 1')).getByLabelText('Minute'));
    await userEvent.tab();
    await userEvent.selectOptions(within(row('Arsenal goal 2')).getByLabelText('Assist'), 'p1');
    expect(await screen.findByText('Assist saved.')).toBeTruthy();
    expect(updateCount(memory)).toBe(1);
  });

  it('scorer, type and assist save as soon as they are chosen', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.selectOptions(within(row('Arsenal goal 1')).getByLabelText('Scorer'), 'p2');
    expect(await screen.findByText('Scorer saved.')).toBeTruthy();
    expect(storedGoal('g1')).toMatchObject({ playerId: 'p2' });
    await userEvent.selectOptions(within(row('Arsenal goal 1')).getByLabelText('Assist'), 'p1');
    expect(await screen.findByText('Assist saved.')).toBeTruthy();
    expect(storedGoal('g1')).toMatchObject({ assistPlayerId: 'p1' });
    await userEvent.selectOptions(within(row('Arsenal goal 1')).getByLabelText('Type'), 'penalty');
    expect(await screen.findByText('Goal type saved.')).toBeTruthy();
    expect(storedGoal('g1')).toMatchObject({ type: 'penalty', playerId: 'p2', assistPlayerId: 'p1' });
  });

  it('an own goal takes its scorer from the other side and has no assist', async () => {
    memory = setUpMatchStore({ ...storedMatch(memory)!, goals: [{ id: 'g1', team: 'home', playerId: 'p1', minute: 70, type: 'goal', goalNumber: 1, assistPlayerId: 'p2' }] });
    await renderMatchTab('Goals & Events');
    await userEvent.selectOptions(within(row('Arsenal goal 1')).getByLabelText('Type'), 'own_goal');
    expect(await screen.findByText('Goal type saved.')).toBeTruthy();
    const ownGoal = row('Arsenal goal 1');
    expect(within(within(ownGoal).getByLabelText('Scorer')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select player', 'Ivan Toney']);
    expect(within(ownGoal).getByLabelText('Assist')).toHaveProperty('disabled', true);
    expect(storedGoal('g1')).toEqual({ id: 'g1', team: 'home', playerId: '', minute: 70, type: 'own_goal', goalNumber: 1 });
  });

  it('deleting a goal here keeps the score', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Arsenal goal 2' }));
    expect(await screen.findByText('Goal deleted.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect(storedMatch(memory)!.goals!.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(screen.queryByRole('group', { name: 'Arsenal goal 2' })).toBeNull();
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
  });
});
