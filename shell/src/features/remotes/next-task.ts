interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the page, so the start-up work before and after it runs as two tasks with a
 * chance for the browser to paint or answer input between them. Each step of taking over a server-rendered page
 * (the first date format of the renderer, which loads the ICU data, then React attaching its listeners, then the
 * hydration itself) is a long task on a phone on its own; run back to back they blocked input for 300 ms at once.
 * `scheduler.yield()` where the browser has it (it keeps the page's turn ahead of other pages' tasks).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
