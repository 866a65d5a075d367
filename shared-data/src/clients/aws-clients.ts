import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConfiguredRetryStrategy } from '@smithy/core/retry';
import { DB_CLIENT_MAX_ATTEMPTS, DB_CLIENT_MAX_BACKOFF_MS } from 'shared-domain';
import { gatewayUrl, getRuntimeConfig } from '../config/runtime-config';
import { resolveCredentials } from '../auth/credentials-provider';
import { perIdentity } from './per-identity';
import { watchSessionRefusal } from './session-refusal';

// The DynamoDB client only. Nothing imports this module statically from shared-data's entry: the storage
// adapter that uses it is loaded on the first read (lazy-sdk-storage.ts), so pages that read no data
// (login, 404) never download the SDK. The S3 client lives apart (s3-client.ts), loaded by uploads only.

/** Exponential back-off with full jitter, capped at the spec §9 client default. */
const backOffMs = (attempt: number) => Math.min(DB_CLIENT_MAX_BACKOFF_MS, Math.random() * 100 * 2 ** attempt);

/** The document client aimed at the gateway, signing with session (or anonymous) credentials. */
export const documentClient = perIdentity(() => {
  const base = new DynamoDBClient({
    region: getRuntimeConfig().region,
    endpoint: gatewayUrl('/aws/dynamodb'),
    credentials: resolveCredentials,
    retryStrategy: new ConfiguredRetryStrategy(DB_CLIENT_MAX_ATTEMPTS, backOffMs),
  });
  // The document client sends through this stack too, so every read and write is watched.
  base.middlewareStack.add(watchSessionRefusal, { step: 'initialize', name: 'watchSessionRefusal' });
  return DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
});
