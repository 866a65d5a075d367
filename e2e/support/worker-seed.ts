import { seedOrganizer, type SeededOrganizer } from './fixtures';

interface WorkerSeed<T> {
  organizer: SeededOrganizer;
  seeded: T;
}

/** The seeds this worker process has made, by name (a module's state lives as long as its worker). */
const made = new Map<string, Promise<WorkerSeed<unknown>>>();

/**
 * An organizer of its own and what `seed` writes for it, made once per worker process and handed to every later test
 * of that worker that asks for the same `name`: for tests that only read it (the route walks: accessibility, admin
 * console, Content-Security-Policy; the phone layout's season of 900 writes). Seeding again for each of them took a
 * sixth of their time. A test that changes what it is given (an upload, a delete) seeds its own instead. Not a
 * worker-scoped fixture: that would give these tests workers of their own, restarted at every switch to another spec.
 * A seed that fails is forgotten (the next test tries again); a failed test's retry runs in a new worker anyway.
 * @example const routeWalk = seededOncePerWorker('Walk Org', seedRouteWalk);
 * const { organizer, seeded } = await routeWalk(baseURL!, testInfo.workerIndex);
 */
export function seededOncePerWorker<T>(
  name: string,
  seed: (baseURL: string, organizer: SeededOrganizer, workerIndex: number) => Promise<T>,
): (baseURL: string, workerIndex: number) => Promise<WorkerSeed<T>> {
  return (baseURL, workerIndex) => {
    const key = `${name} ${baseURL}`;
    let seeding = made.get(key) as Promise<WorkerSeed<T>> | undefined;
    if (!seeding) {
      seeding = (async () => {
        const organizer = await seedOrganizer(baseURL, workerIndex, name);
        return { organizer, seeded: await seed(baseURL, organizer, workerIndex) };
      })();
      made.set(key, seeding);
      seeding.catch(() => made.delete(key));
    }
    return seeding;
  };
}
