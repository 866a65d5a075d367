import type { StoragePort } from '../storage/storage-port';
import { lazyStorage } from './lazy-storage';

/** The DynamoDB adapter with the SDK, as one chunk of its own (webpackChunkName names the file). */
const loadSdkStorage = () => import(/* webpackChunkName: "dynamodb-client" */ '../storage/sdk-storage');

/**
 * The DynamoDB adapter, fetched with the SDK on the first read or write: shared-data's entry (the
 * session, the query client, the repositories) stays free of the AWS SDK, so the login and 404 pages
 * never download it.
 */
export function createLazySdkStorage(): StoragePort {
  return lazyStorage(() => loadSdkStorage().then((module) => module.createSdkStorage()));
}

/**
 * Starts downloading the DynamoDB client now, for a page that is about to read data, so it arrives
 * with the screen rather than after it. Creates nothing; a failure is left to the first read.
 */
export function preloadDataClient(): void {
  loadSdkStorage().catch(() => undefined);
}
