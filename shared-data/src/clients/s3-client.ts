import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { gatewayUrl, getRuntimeConfig } from '../config/runtime-config';
import { resolveCredentials } from '../auth/credentials-provider';
import { perIdentity } from './per-identity';
import { watchSessionRefusal } from './session-refusal';

// Loaded with import() by the image store on the first upload: public pages never download the S3 client.

const s3Client = perIdentity(() => {
  const client = new S3Client({
    region: getRuntimeConfig().region,
    endpoint: gatewayUrl('/aws/s3'),
    credentials: resolveCredentials,
    forcePathStyle: true,
    // A browser File body with default checksums crashes the SDK (ARCHITECTURE §5).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  client.middlewareStack.add(watchSessionRefusal, { step: 'initialize', name: 'watchSessionRefusal' });
  return client;
});

/** Stores bytes in the configured bucket under `key` through the gateway. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(new PutObjectCommand({ Bucket: getRuntimeConfig().bucket, Key: key, Body: body, ContentType: contentType }));
}
