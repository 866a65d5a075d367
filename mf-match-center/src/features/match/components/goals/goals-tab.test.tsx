import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemoryStorage } from 'shared-data/testing';
import type { GoalEvent } from 'shared-domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeElsewhere, renderMatchTab, setUpMatchStore, storedMatch, updateCount } from '../../../../testing/match-screen';

let memory: MemoryStorage;
beforeEach(() => {
  memory = setUpMatchStore();
});

const storedGoal = (id: string): GoalEvent | undefined => storedMatch(memory)?.goals?.find((g) => g.id === id);
const row = (name: string) => screen.getByRole('group', { name });

describe('Goals & Events tab (spec §3, §4, §5)', { timeout: 20_000 }, () => {
  it('adding a goal uses the defaults and offers to update the score; "Keep score" keeps it and the mismatch is shown until resolved (issue 22)', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Brentford' }));
    const offer = screen.getByRole('alertdialog', { name: 'Update the score too?' });
    expect(offer.textContent).toContain('With this goal the goals make Arsenal 2–2 Brentford; the score is 2–1.');
    expect(updateCount(memory)).toBe(0);
    const release = memory.pauseWhen((op) => op.kind === 'update');
    await userEvent.click(within(offer).getByRole('button', { name: 'Keep score 2–1' }));
    expect(await screen.findByRole('group', { name: 'Brentford goal 2' })).toBeTruthy();
    release();
    expect(await screen.findByText('Goal added for Brentford.')).toBeTruthy();
    const goals = storedMatch(memory)!.goals!;
    expect(goals).toHaveLength(4);
    expect(goals.at(-1)).toMatchObject({ team: 'away', playerId: '', minute: 0, type: 'goal', goalNumber: 2 });
    expect(within(row('Brentford goal 2')).getByLabelText('Minute')).toHaveProperty('value', '');
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
    expect(screen.getByText('The goals recorded make Arsenal 2–2 Brentford, but the score is 2–1.')).toBeTruthy();

    // Resolved from the notice: the score follows the goals and the notice goes.
    await userEvent.click(screen.getByRole('button', { name: 'Update score to 2–2' }));
    expect(await screen.findByText('Score updated to match the goals.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 2 });
    expect(screen.queryByText(/The goals recorded make/)).toBeNull();
  });

  it('"Update score" saves the goal and the score in one write; Cancel saves nothing (issue 22)', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Arsenal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(updateCount(memory)).toBe(0);
    expect(screen.queryByRole('group', { name: 'Arsenal goal 3' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Arsenal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update score to 3–1' }));
    expect(await screen.findByText('Goal added for Arsenal; score updated.')).toBeTruthy();
    expect(updateCount(memory)).toBe(1);
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 3, awayGoals: 1, version: 4 });
    expect(storedMatch(memory)!.goals).toHaveLength(4);
    expect(screen.getByLabelText('Score 3 – 1')).toBeTruthy();
    expect(screen.queryByText(/The goals recorded make/)).toBeNull();
  });

  it('a goal added here and another added elsewhere meanwhile are both kept (goals merge by identity, issue 22)', async () => {
    await renderMatchTab('Goals & Events');
    const elsewhere: GoalEvent = { id: 'g_elsewhere', team: 'home', playerId: 'p2', minute: 80, type: 'goal', goalNumber: 3 };
    changeElsewhere(memory, { goals: [...storedMatch(memory)!.goals!, elsewhere], homeGoals: 3, venue: 'Emirates' });
    await userEvent.click(screen.getByRole('button', { name: 'Add goal: Arsenal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update score to 3–1' }));
    expect(await screen.findByText('Goal added for Arsenal; score updated. Also updated elsewhere: Score, Venue, Goal.')).toBeTruthy();
    const stored = storedMatch(memory)!;
    expect(stored.goals!.map((g) => g.id).slice(0, 4)).toEqual(['g1', 'g2', 'g3', 'g_elsewhere']);
    // Mine comes after the goal added elsewhere: Arsenal goal 4, not a second goal 3.
    expect(stored.goals!.at(-1)).toMatchObject({ team: 'home', goalNumber: 4 });
    // The score follows the goals as merged: 4 home goals, 1 away.
    expect(stored).toMatchObject({ homeGoals: 4, awayGoals: 1, venue: 'Emirates' });
    expect(screen.getByRole('group', { name: 'Arsenal goal 3' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Arsenal goal 4' })).toBeTruthy();
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

  it('a minute typed and not saved comes back when the screen opens again, checked at once (a draft, issue 22)', async () => {
    const first = await renderMatchTab('Goals & Events');
    await userEvent.clear(within(row('Brentford goal 1')).getByLabelText('Minute'));
    await userEvent.type(within(row('Brentford goal 1')).getByLabelText('Minute'), '150');
    first.unmount();
    await renderMatchTab('Goals & Events');
    expect(within(row('Brentford goal 1')).getByLabelText('Minute')).toHaveProperty('value', '150');
    expect(await within(row('Brentford goal 1')).findByText('Enter a goal minute from 1 to 120.')).toBeTruthy();
    expect(storedGoal('g2')).toMatchObject({ minute: 12 });
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

  it('deleting a goal here offers to update the score; "Keep score" keeps it (spec §4, issue 22)', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Arsenal goal 2' }));
    const offer = screen.getByRole('alertdialog', { name: 'Update the score too?' });
    expect(offer.textContent).toContain('Without this goal the goals make Arsenal 1–1 Brentford; the score is 2–1.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Keep score 2–1' }));
    expect(await screen.findByText('Goal deleted.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 1 });
    expect(storedMatch(memory)!.goals!.map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(screen.queryByRole('group', { name: 'Arsenal goal 2' })).toBeNull();
    expect(screen.getByLabelText('Score 2 – 1')).toBeTruthy();
    expect(screen.getByText('The goals recorded make Arsenal 1–1 Brentford, but the score is 2–1.')).toBeTruthy();
  });

  it('deleting a goal with "Update score" recalculates the score from the goals left', async () => {
    await renderMatchTab('Goals & Events');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Brentford goal 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update score to 2–0' }));
    expect(await screen.findByText('Goal removed; score updated.')).toBeTruthy();
    expect(storedMatch(memory)).toMatchObject({ homeGoals: 2, awayGoals: 0 });
  });
});
