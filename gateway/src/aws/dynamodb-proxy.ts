import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../http/body';
import { authorizeDynamoDb, type DynamoDbPolicyContext } from '../policy/dynamodb-policy';
import type { BackendTarget } from '../store/backend';
import { authenticate, type AuthenticateDeps } from './authenticate';
import { AwsRefusalError, sendDynamoDbError, sendDynamoDbRefusal } from './aws-errors';
import { readAll, type Forwarder } from './forward';

/** DynamoDB's own request limit; dynalite enforces the same. */
export const MAX_DYNAMODB_REQUEST_BYTES = 16 * 1024 * 1024;
const TARGET_PATTERN = /^DynamoDB_20120810\.([A-Za-z]+)$/;
/** Backend response headers worth passing to the SDK (it checks x-amz-crc32 against the body). */
const PASSED_RESPONSE_HEADERS = ['content-type', 'x-amzn-requestid', 'x-amz-crc32', 'x-amzn-errortype'];

export interface DynamoDbProxyDeps extends AuthenticateDeps {
  policy: DynamoDbPolicyContext;
  target: BackendTarget;
  forwarder: Forwarder;
  onBackendError?: (err: unknown) => void;
}

/**
 * POST /aws/dynamodb: verify the browser's signature, apply the policy, re-sign and forward.
 * The body is forwarded as re-serialized JSON of exactly what the policy inspected, so no parser
 * difference (duplicate keys, odd whitespace) can make the backend see something else.
 */
export async function handleDynamoDb(req: IncomingMessage, res: ServerResponse, deps: DynamoDbProxyDeps): Promise<void> {
  if (req.method !== 'POST') {
    sendDynamoDbError(res, 405, 'UnknownOperationException', 'DynamoDB requests are POSTs.');
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_DYNAMODB_REQUEST_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      res.setHeader('Connection', 'close');
      sendDynamoDbError(res, 413, 'RequestEntityTooLarge', 'Request must be smaller than 16 MB.');
      return;
    }
    throw err;
  }

  let principal;
  try {
    principal = await authenticate({ method: req.method, url: req.url ?? '/', headers: req.headers, body }, 'dynamodb', deps);
  } catch (err) {
    if (err instanceof AwsRefusalError) return sendDynamoDbRefusal(res, err);
    throw err;
  }

  const target = typeof req.headers['x-amz-target'] === 'string' ? TARGET_PATTERN.exec(req.headers['x-amz-target']) : null;
  const operation = target?.[1];
  if (!operation) {
    sendDynamoDbError(res, 400, 'UnknownOperationException', 'Missing or unknown X-Amz-Target.');
    return;
  }
  let input: unknown;
  try {
    input = JSON.parse(body.toString('utf8'));
  } catch {
    sendDynamoDbError(res, 400, 'SerializationException', 'Request body is not valid JSON.');
    return;
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    sendDynamoDbError(res, 400, 'SerializationException', 'Request body must be a JSON object.');
    return;
  }

  const decision = authorizeDynamoDb(principal, { operation, input: input as Record<string, unknown> }, deps.policy);
  if (!decision.allow) {
    sendDynamoDbError(res, 403, 'AccessDeniedException', decision.message);
    return;
  }

  let upstream;
  let responseBody: Buffer;
  try {
    upstream = await deps.forwarder.send(deps.target, 'dynamodb', {
      method: 'POST',
      path: '/',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': `DynamoDB_20120810.${operation}`,
      },
      body: Buffer.from(JSON.stringify(decision.input), 'utf8'),
    });
    responseBody = await readAll(upstream);
  } catch (err) {
    // 503 + a retryable AWS code: the SDK backs off and retries, which fits a backend that is restarting.
    deps.onBackendError?.(err);
    sendDynamoDbError(res, 503, 'ServiceUnavailable', 'The database behind the gateway is unavailable.');
    return;
  }
  const headers: Record<string, string> = { 'Content-Length': String(responseBody.length) };
  for (const name of PASSED_RESPONSE_HEADERS) {
    const value = upstream.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  res.writeHead(upstream.statusCode ?? 502, headers);
  res.end(responseBody);
}
