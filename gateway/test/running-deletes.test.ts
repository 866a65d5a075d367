import { describe, expect, it } from 'vitest';
import type { WorkProgress } from 'shared-domain';
import { RunningDeletes } from '../src/admin/running-deletes';

/** A delete the test settles, reporting through the listener it was given. */
function heldWork() {
  let report!: (progress: WorkProgress) => void;
  let settle!: { resolve: () => void; reject: (err: unknown) => void };
  let started = 0;
  const work = (onProgress: (progress: WorkProgress) => void) => {
    started += 1;
    report = onProgress;
    return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { work, report: (p: WorkProgress) => report(p), settle: () => settle, started: () => started };
}

describe('RunningDeletes: one delete per organizer at a time', () => {
  it('a second call for the same organizer joins the running one: the work runs once, and it hears the last count at once', async () => {
    const deletes = new RunningDeletes();
    const held = heldWork();
    const first: WorkProgress[] = [];
    const second: WorkProgress[] = [];
    const one = deletes.run('org_1', held.work, (p) => first.push(p));
    held.report({ done: 0, total: 50 });
    held.report({ done: 25, total: 50 });
    const two = deletes.run('org_1', held.work, (p) => second.push(p));
    held.report({ done: 50, total: 50 });
    held.settle().resolve();
    await Promise.all([one, two]);
    expect(held.started()).toBe(1);
    expect(first).toEqual([{ done: 0, total: 50 }, { done: 25, total: 50 }, { done: 50, total: 50 }]);
    expect(second).toEqual([{ done: 25, total: 50 }, { done: 50, total: 50 }]);
  });

  it('both callers see the failure; the next call starts afresh; other organizers run apart', async () => {
    const deletes = new RunningDeletes();
    const held = heldWork();
    const one = deletes.run('org_1', held.work);
    const two = deletes.run('org_1', held.work);
    const other = heldWork();
    const elsewhere = deletes.run('org_2', other.work);
    held.settle().reject(new Error('offline'));
    await expect(one).rejects.toThrow('offline');
    await expect(two).rejects.toThrow('offline');
    expect(other.started()).toBe(1);

    const retry = deletes.run('org_1', held.work);
    expect(held.started()).toBe(2);
    held.settle().resolve();
    other.settle().resolve();
    await Promise.all([retry, elsewhere]);
  });

  it("a listener that throws (its client gone) stops neither the delete nor the others' counts", async () => {
    const deletes = new RunningDeletes();
    const held = heldWork();
    const heard: WorkProgress[] = [];
    const gone = deletes.run('org_1', held.work, () => {
      throw new Error('write after end');
    });
    const watching = deletes.run('org_1', held.work, (p) => heard.push(p));
    held.report({ done: 1, total: 2 });
    held.settle().resolve();
    await expect(gone).resolves.toBeUndefined();
    await watching;
    expect(heard).toEqual([{ done: 1, total: 2 }]);
  });
});
