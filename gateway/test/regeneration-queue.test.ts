import { describe, expect, it } from 'vitest';
import { RegenerationQueue } from '../src/directory/regeneration-queue';

/** A run that records its key and waits until the test releases it. */
function controlledRuns() {
  const started: string[] = [];
  const releases: (() => void)[] = [];
  let running = 0;
  let maxRunning = 0;
  const run = (key: string) => {
    started.push(key);
    running++;
    maxRunning = Math.max(maxRunning, running);
    return new Promise<void>((resolve) =>
      releases.push(() => {
        running--;
        resolve();
      }),
    );
  };
  return { run, started, releaseAll: () => releases.splice(0).forEach((release) => release()), maxRunning: () => maxRunning };
}
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RegenerationQueue', () => {
  it('gathers the requests of its delay into one run per key', async () => {
    const runs = controlledRuns();
    const queue = new RegenerationQueue(runs.run, 20, () => undefined);
    for (let i = 0; i < 380; i++) queue.request(i % 2 ? 't1' : 't2');
    await tick(40);
    expect(runs.started.sort()).toEqual(['t1', 't2']);
    runs.releaseAll();
    await queue.idle();
    expect(runs.started).toHaveLength(2);
  });

  it('never runs one key twice at a time, and runs once more after a request made while it ran', async () => {
    const runs = controlledRuns();
    const queue = new RegenerationQueue(runs.run, 0, () => undefined);
    queue.request('t');
    await tick(5);
    queue.request('t');
    queue.request('t');
    await tick(10);
    expect([runs.started, runs.maxRunning()]).toEqual([['t'], 1]);
    runs.releaseAll();
    await tick(10);
    expect(runs.started).toEqual(['t', 't']);
    runs.releaseAll();
    await queue.idle();
    expect(runs.started).toEqual(['t', 't']);
  });

  it('lets a reader wait for a key until it is settled, or at most its bound', async () => {
    const runs = controlledRuns();
    const queue = new RegenerationQueue(runs.run, 0, () => undefined);
    let settled = false;
    void queue.settled('t', 60_000).then(() => (settled = true));
    await tick(1);
    expect(settled).toBe(true);
    queue.request('t');
    settled = false;
    void queue.settled('t', 60_000).then(() => (settled = true));
    await tick(10);
    expect(settled).toBe(false);
    const bounded = Date.now();
    await queue.settled('t', 30);
    expect(Date.now() - bounded).toBeGreaterThanOrEqual(25);
    runs.releaseAll();
    await tick(1);
    expect(settled).toBe(true);
  });

  it('reports a failed run and runs the key again at its next request', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = new RegenerationQueue(async () => {
      if (calls++ === 0) throw new Error('store down');
    }, 0, (err) => errors.push(err));
    queue.request('t');
    await queue.idle();
    queue.request('t');
    await queue.idle();
    expect([calls, errors.length]).toEqual([2, 1]);
  });

  it('drops what waits for its delay once closed, and refuses new requests', async () => {
    const runs = controlledRuns();
    const queue = new RegenerationQueue(runs.run, 20, () => undefined);
    queue.request('t');
    queue.close();
    queue.request('u');
    await queue.idle();
    await tick(30);
    expect(runs.started).toEqual([]);
  });
});
