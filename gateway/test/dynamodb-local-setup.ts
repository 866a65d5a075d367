// Vitest globalSetup of the `dynamodb-local` project (vitest.config.ts): one DynamoDB Local for the whole run,
// its endpoint given to the suites, which pick their store with storeOptions() (store-options.ts).
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from './dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the dynamodb-local project only: the gateways of the run's suites use this engine. */
    dynamodbLocalEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = await startDynamoDbLocal();
  project.provide('dynamodbLocalEndpoint', engine.endpoint);
  return () => engine.stop();
}
