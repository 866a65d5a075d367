import { createHash } from 'node:crypto';
import { inject } from 'vitest';
import type { GatewayOptions } from '../src/config';

/**
 * Where a test gateway keeps its tables: the embedded dynalite (the default project), or, in the
 * `dynamodb-local` project, the run's DynamoDB Local, with an access key of its own per data folder, so each
 * gateway has a database of its own (the engine keeps one per key) and a gateway restarted on the same
 * folder finds its tables again, as with dynalite.
 */
export function storeOptions(dataDir: string): Partial<GatewayOptions> {
  const endpoint = inject('dynamodbLocalEndpoint');
  if (!endpoint) return {};
  // DynamoDB Local takes letters and digits only in an access key.
  const accessKeyId = `test${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`;
  return { endpoints: { dynamodbEndpoint: endpoint, dynamodbCredentials: { accessKeyId, secretAccessKey: 'test' } } };
}
