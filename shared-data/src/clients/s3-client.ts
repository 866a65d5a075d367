import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { XhrHttpHandler } from '@aws-sdk/xhr-http-handler';
import { gatewayUrl, getRuntimeConfig } from '../config/runtime-config';
import { resolveCredentials } from '../auth/credentials-provider';
import { perIdentity } from './per-identity';
import { watchSessionRefusal } from './session-refusal';

// Loaded with import() by the image store on the first upload: public pages never download the S3 client.

/**
 * In a browser, requests go through XMLHttpRequest, the one browser API that reports the bytes of a
 * request body sent (fetch does not): every upload's progress events come from this one handler, each with
 * the request it belongs to. Elsewhere (Node, in tests against the gateway) the SDK's default handler.
 */
const uploadHandler = typeof XMLHttpRequest === 'function' ? new XhrHttpHandler({}) : null;

/**
 * The handler's own event methods: it is an EventEmitter from the `events` package, whose types come with
 * Node's; the apps are type-checked without Node's types, so the two methods used are named here.
 */
interface UploadEvents {
  on(name: string, listener: (event: ProgressEvent, request: SentRequest) => void): unknown;
  off(name: string, listener: (event: ProgressEvent, request: SentRequest) => void): unknown;
}
const uploadEvents = uploadHandler as unknown as UploadEvents | null;

const s3Client = perIdentity(() => {
  const client = new S3Client({
    region: getRuntimeConfig().region,
    endpoint: gatewayUrl('/aws/s3'),
    credentials: resolveCredentials,
    forcePathStyle: true,
    // A browser File body with default checksums crashes the SDK (ARCHITECTURE §5).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(uploadHandler ? { requestHandler: uploadHandler } : {}),
  });
  client.middlewareStack.add(watchSessionRefusal, { step: 'initialize', name: 'watchSessionRefusal' });
  return client;
});

/** What the handler's progress events tell of their request (an SDK HttpRequest). */
interface SentRequest {
  method: string;
  path: string;
}

/** Whether a request the handler sends is the PUT of `key` (path style: …/<bucket>/<key>, each segment URI-encoded). */
function isPutOf(request: SentRequest, key: string): boolean {
  return request.method === 'PUT' && decodeURIComponent(request.path).endsWith(`/${getRuntimeConfig().bucket}/${key}`);
}

/**
 * Stores bytes in the configured bucket under `key` through the gateway. `onProgress` hears the bytes of
 * this upload sent so far (in a browser; other uploads under way at the same time are told apart by key).
 */
export async function putObject(key: string, body: Uint8Array, contentType: string, onProgress?: (sentBytes: number) => void): Promise<void> {
  const listener = (event: ProgressEvent, request: SentRequest) => {
    if (isPutOf(request, key)) onProgress?.(event.loaded);
  };
  if (onProgress) uploadEvents?.on(XhrHttpHandler.EVENTS.UPLOAD_PROGRESS, listener);
  try {
    await s3Client().send(new PutObjectCommand({ Bucket: getRuntimeConfig().bucket, Key: key, Body: body, ContentType: contentType }));
  } finally {
    uploadEvents?.off(XhrHttpHandler.EVENTS.UPLOAD_PROGRESS, listener);
  }
}
