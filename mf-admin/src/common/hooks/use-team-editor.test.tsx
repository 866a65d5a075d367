import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage, TestDataProvider, type MemoryStorage } from 'shared-data/testing';
import type { Team } from 'shared-domain';
import { useTeamQuery } from '../api/use-team-query';
import { useTeamEditor } from './use-team-editor';

const team: Team = { id: 'team_1', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org', createdAtISO: '', version: 1, players: [] };
const wrapper = ({ children }: { children: ReactNode }) => <TestDataProvider>{children}</TestDataProvider>;

/** The team as the screen reads it, and its editor (over the team as first read until it is loaded). */
function useEditedTeam() {
  const query = useTeamQuery(team.id);
  return { stored: query.data, editor: useTeamEditor(query.data ?? team) };
}

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  memory.seed('teams', [team]);
});

async function renderEditor() {
  const hook = renderHook(useEditedTeam, { wrapper });
  await waitFor(() => expect(hook.result.current.stored).toBeTruthy());
  return hook;
}

describe('useTeamEditor', () => {
  it('runs saves one after another, each against the team the previous one stored', async () => {
    const { result } = await renderEditor();
    let outcomes: { status: string }[] = [];
    await act(async () => {
      // Fired together, as two forms saving at once would.
      outcomes = await Promise.all([
        result.current.editor.save(() => ({ name: 'Rovers United' })),
        result.current.editor.save((current) => ({ colors: [...current.colors, '#EF4444'] })),
      ]);
    });
    expect(outcomes.map((o) => o.status)).toEqual(['saved', 'saved']);
    expect(memory.all<Team>('teams')[0]).toMatchObject({ name: 'Rovers United', colors: ['#3B82F6', '#EF4444'], version: 3 });
    // The screen shows what was stored once the query cache takes it (a later tick on some Node versions).
    await waitFor(() => expect(result.current.editor.team).toMatchObject({ name: 'Rovers United', version: 3 }));
    expect(result.current.editor.revision).toBe(0);
  });

  it('on a lost race re-applies my change to the stored team and names what changed elsewhere', async () => {
    const { result } = await renderEditor();
    memory.seed('teams', [{ ...team, establishedDate: '1901-06-01', version: 7 }]);
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toEqual({
        status: 'saved',
        team: { ...team, name: 'Mine', establishedDate: '1901-06-01', version: 8 },
        elsewhere: ['Established Date'],
      });
    });
    expect(memory.all<Team>('teams')[0]).toMatchObject({ name: 'Mine', establishedDate: '1901-06-01', version: 8 });
    // The forms start again from the stored team, which now holds the other edit too.
    expect(result.current.editor.revision).toBe(1);
    expect(result.current.editor.team).toMatchObject({ name: 'Mine', establishedDate: '1901-06-01' });
  });

  it('a lost race against a save that changed nothing saves mine without replacing the forms', async () => {
    const { result } = await renderEditor();
    memory.seed('teams', [{ ...team, version: 2 }]);
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toMatchObject({ status: 'saved', elsewhere: [] });
    });
    expect(memory.all<Team>('teams')[0]).toMatchObject({ name: 'Mine', version: 3 });
    expect(result.current.editor.revision).toBe(0);
  });

  it('gives up, changing nothing, when every merged save loses its race too', async () => {
    const { result } = await renderEditor();
    let version = 1;
    // failWhen's check runs just before each operation: there another tab saves the colours first.
    memory.failWhen((op) => {
      if (op.kind !== 'update') return false;
      version += 1;
      memory.seed('teams', [{ ...team, colors: [`#00000${version}`], version }]);
      return false;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toEqual({ status: 'failed' });
    });
    // The first write and three merged ones, each beaten by the other tab.
    expect(memory.operations.filter((op) => op.kind === 'update')).toHaveLength(4);
    expect(memory.all<Team>('teams')[0]!.name).toBe('Rovers');
    expect(result.current.editor.team.name).toBe('Rovers');
    vi.mocked(console.error).mockRestore();
  });

  it('on a lost race on the same field, with nobody to ask, shows the stored team and keeps going after a failure', async () => {
    const { result } = await renderEditor();
    const elsewhere = { ...team, name: 'Changed Elsewhere', version: 7 };
    memory.seed('teams', [elsewhere]);
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toEqual({ status: 'conflict', team: elsewhere });
    });
    expect(result.current.editor.team).toEqual(elsewhere);
    expect(result.current.editor.revision).toBe(1);

    memory.failWhen((op) => op.kind === 'update');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toEqual({ status: 'failed' });
    });
    expect(result.current.editor.team).toEqual(elsewhere);
    vi.mocked(console.error).mockRestore();

    // The next save is checked against the version this screen saw last: it goes through.
    memory.stopFailing();
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'Mine' }))).toMatchObject({ status: 'saved' });
    });
    expect(memory.all<Team>('teams')[0]).toMatchObject({ name: 'Mine', version: 8 });
  });

  it('reports a deleted team as gone and the team query then holds nothing', async () => {
    const { result } = await renderEditor();
    await memory.remove('teams', { id: team.id });
    await act(async () => {
      expect(await result.current.editor.save(() => ({ name: 'x' }))).toEqual({ status: 'gone' });
    });
    await waitFor(() => expect(result.current.stored).toBeNull());
  });

  it('an optimistic save shows at once and is busy until stored; a failure puts the team back', async () => {
    const { result } = await renderEditor();
    const release = memory.pauseWhen((op) => op.kind === 'update');
    let saving!: Promise<unknown>;
    act(() => {
      saving = result.current.editor.save(() => ({ name: 'Shown at once' }), { optimistic: true, tag: 'name' });
    });
    await waitFor(() => expect(result.current.editor.team.name).toBe('Shown at once'));
    expect(result.current.editor.isSaving('name')).toBe(true);
    expect(result.current.editor.isSaving('other')).toBe(false);
    memory.failWhen((op) => op.kind === 'update');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      release();
      await saving;
    });
    await waitFor(() => expect(result.current.editor.team.name).toBe('Rovers'));
    expect(result.current.editor.isSaving('name')).toBe(false);
    vi.mocked(console.error).mockRestore();
  });
});
