import { test as base, seedOrganizer, type SeededOrganizer } from './fixtures';
import { seedRouteWalk, type RouteWalkSeed } from './route-walk-seed';

export interface RouteWalk {
  organizer: SeededOrganizer;
  seed: RouteWalkSeed;
}

/**
 * The route walks' data (seedRouteWalk), seeded once per worker for the tests that only read it (the accessibility,
 * admin console and Content-Security-Policy walks): an organizer of its own and its tournament. Seeding it for each
 * of those tests took a sixth of their time. A test that changes what it is given (an upload, a delete) seeds its
 * own with `organizer` and seedRouteWalk instead; a retried test runs in a new worker, which seeds afresh.
 */
export const test = base.extend<object, { routeWalk: RouteWalk }>({
  routeWalk: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = process.env.E2E_BASE_URL;
      if (!baseURL) throw new Error('routeWalk: E2E_BASE_URL is not set (global-setup sets it)');
      const organizer = await seedOrganizer(baseURL, workerInfo.workerIndex, 'Walk Org');
      await use({ organizer, seed: await seedRouteWalk(baseURL, organizer, workerInfo.workerIndex) });
    },
    { scope: 'worker' },
  ],
});

export { expect } from './fixtures';
