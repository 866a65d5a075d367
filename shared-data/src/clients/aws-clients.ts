import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { ConfiguredRetryStrategy } from '@smithy/core/retry';
import { DB_CLIENT_MAX_ATTEMPTS, DB_CLIENT_MAX_BACKOFF_MS } from 'shared-domain';
import { gatewayUrl, getRuntimeConfig } from '../config/runtime-config';
import { resolveCredentials } from '../auth/credentials-provider';
import { identityEpoch } from '../auth/session-store';

interface Clients {
  epoch: number;
  documents: DynamoDBDocumentClient;
  s3: S3Client;
}

let clients: Clients | null = null;

/** Exponential back-off with full jitter, capped at the spec §9 client default. */
const backOffMs = (attempt: number) => Math.min(DB_CLIENT_MAX_BACKOFF_MS, Math.random() * 100 * 2 ** attempt);

/**
 * SDK clients aimed at the gateway, signing with session (or anonymous) credentials.
 * The SDK memoizes credentials until they expire, so clients are rebuilt whenever the
 * identity changes (sign-in, sign-out); otherwise a fresh login would keep signing as a visitor.
 */
function current(): Clients {
  const epoch = identityEpoch();
  if (clients?.epoch === epoch) return clients;
  const { region } = getRuntimeConfig();
  const base = new DynamoDBClient({
    region,
    endpoint: gatewayUrl('/aws/dynamodb'),
    credentials: resolveCredentials,
    retryStrategy: new ConfiguredRetryStrategy(DB_CLIENT_MAX_ATTEMPTS, backOffMs),
  });
  const documents = DynamoDBDocumentClient.from(base, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  const s3 = new S3Client({
    region,
    endpoint: gatewayUrl('/aws/s3'),
    credentials: resolveCredentials,
    forcePathStyle: true,
    // A browser File body with default checksums crashes the SDK (ARCHITECTURE §5).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  clients?.documents.destroy();
  clients?.s3.destroy();
  clients = { epoch, documents, s3 };
  return clients;
}

export function documentClient(): DynamoDBDocumentClient {
  return current().documents;
}

export function s3Client(): S3Client {
  return current().s3;
}
