import { nextTask } from './features/remotes/next-task';

/**
 * The shell's start-up code (start-app.tsx), evaluated in steps with a task between them. Evaluating it with what
 * it imports in one go (shared-domain's rules, shared-data with TanStack Query, React, shared-ui, then the start-up
 * code itself) was one long task on a phone; traced at 4x CPU slowdown the first two take 20-30 ms each, the rest
 * 15-25 ms together. Each import is in this chunk ("eager"): nothing is requested, only its evaluation is put off,
 * and what a later step imports again is already evaluated.
 */
async function load(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'shared-domain');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'shared-data');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start-app');
}

void load();
