import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Team } from 'shared-domain';

const update = vi.hoisted(() => vi.fn());
vi.mock('shared-data', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-data')>()),
  teamsRepository: { update },
}));

const { ConflictError } = await import('shared-data');
const { useTeamEditor } = await import('./use-team-editor');

const team: Team = { id: 'team_1', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org', createdAtISO: '', version: 1, players: [] };

beforeEach(() => {
  update.mockReset();
});

describe('useTeamEditor', () => {
  it('runs saves one after another, each against the team the previous one stored', async () => {
    update.mockImplementation(async (current: Team, fields: Partial<Team>) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ...current, ...fields, version: current.version! + 1 };
    });
    const { result } = renderHook(() => useTeamEditor(team));
    let outcomes: unknown[] = [];
    await act(async () => {
      // Fired together, as two forms saving at once would.
      outcomes = await Promise.all([
        result.current.save(() => ({ name: 'Rovers United' })),
        result.current.save((current) => ({ colors: [...current.colors, '#EF4444'] })),
      ]);
    });
    expect(update.mock.calls.map(([current]) => (current as Team).version)).toEqual([1, 2]);
    expect(update.mock.calls[1]![0]).toMatchObject({ name: 'Rovers United' });
    expect(outcomes.map((o) => (o as { status: string }).status)).toEqual(['saved', 'saved']);
    expect(result.current.team).toMatchObject({ name: 'Rovers United', colors: ['#3B82F6', '#EF4444'], version: 3 });
    expect(result.current.revision).toBe(0);
  });

  it('on a lost race shows the stored team, bumps the revision, and keeps going after a failure', async () => {
    const stored = { ...team, name: 'Changed Elsewhere', version: 7 };
    update.mockRejectedValueOnce(new ConflictError(stored)).mockRejectedValueOnce(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useTeamEditor(team));
    await act(async () => {
      expect(await result.current.save(() => ({ name: 'Mine' }))).toEqual({ status: 'conflict', team: stored });
    });
    expect(result.current.team).toBe(stored);
    expect(result.current.revision).toBe(1);
    await act(async () => {
      expect(await result.current.save(() => ({ name: 'Mine' }))).toEqual({ status: 'failed' });
    });
    expect(update.mock.calls[1]![0]).toMatchObject({ version: 7 });
    expect(result.current.team).toBe(stored);
    vi.mocked(console.error).mockRestore();
  });

  it('reports a deleted team as gone', async () => {
    update.mockRejectedValue(new ConflictError(null));
    const { result } = renderHook(() => useTeamEditor(team));
    await act(async () => {
      expect(await result.current.save(() => ({ name: 'x' }))).toEqual({ status: 'gone' });
    });
    expect(result.current.gone).toBe(true);
  });
});
