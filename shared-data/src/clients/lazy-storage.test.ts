import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage';
import { lazyStorage } from './lazy-storage';

describe('lazyStorage', () => {
  it('loads the adapter on the first call only, once for concurrent calls, and forwards arguments and answers', async () => {
    const memory = createMemoryStorage();
    await memory.create('teams', { id: 't1', name: 'Riverside FC' });
    const load = vi.fn(async () => memory);
    const port = lazyStorage(load);
    // Not a thenable: handing the port to await or a promise gives the port itself, loading nothing.
    await expect(Promise.resolve(port)).resolves.toBe(port);
    expect(load).not.toHaveBeenCalled();

    const [team, teams] = await Promise.all([port.get('teams', { id: 't1' }), port.getMany('teams', [{ id: 't1' }, { id: 'nope' }])]);
    expect(team).toEqual(expect.objectContaining({ name: 'Riverside FC' }));
    expect(teams).toHaveLength(1);
    await port.remove('teams', { id: 't1' });
    expect(await memory.get('teams', { id: 't1' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a rejection through and tries the load again on the next call', async () => {
    const memory = createMemoryStorage();
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue(memory);
    const port = lazyStorage(load);
    await expect(port.count('teams')).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(port.count('teams')).resolves.toBe(0);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
