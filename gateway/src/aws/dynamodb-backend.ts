import { crc32 } from 'node:zlib';
import type { BackendTarget } from '../store/backend';
import type { Forwarder } from './forward';

/** A whole DynamoDB answer from the backend (or made by the gateway in the same shape). */
export interface DynamoDbAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one JSON-protocol call to the backend as the gateway itself. */
export type DynamoDbSend = (operation: string, input: Record<string, unknown>) => Promise<DynamoDbAnswer>;

/** Backend response headers worth passing to the SDK (it may check x-amz-crc32 against the body). */
const PASSED_RESPONSE_HEADERS = ['content-type', 'x-amzn-requestid', 'x-amz-crc32', 'x-amzn-errortype'];

/**
 * The body is JSON of exactly what the policy inspected and rewrote, so no parser difference (duplicate
 * keys, odd whitespace) can make the backend see something else than the policy judged.
 * @throws when the backend cannot be reached (the proxy answers 503)
 */
export function backendSender(forwarder: Forwarder, target: BackendTarget): DynamoDbSend {
  return async (operation, input) => {
    const upstream = await forwarder.sendWhole(target, 'dynamodb', {
      method: 'POST',
      path: '/',
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` },
      body: Buffer.from(JSON.stringify(input), 'utf8'),
    });
    const headers: Record<string, string> = {};
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstream.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: upstream.status, headers, body: upstream.body };
  };
}

/** A JSON answer the gateway composed (or rewrote): fresh length and CRC32, as DynamoDB itself sends. */
export function jsonAnswer(status: number, value: unknown, base: Record<string, string> = {}): DynamoDbAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return {
    status,
    headers: {
      ...base,
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-crc32': String(crc32(body) >>> 0),
    },
    body,
  };
}

/** A DynamoDB JSON-protocol error: the SDK takes the code from x-amzn-ErrorType (then __type), the text from `message`. */
export function errorAnswer(status: number, type: string, message: string): DynamoDbAnswer {
  const answer = jsonAnswer(status, { __type: `com.amazon.coral.service#${type}`, message });
  answer.headers['x-amzn-errortype'] = type;
  return answer;
}

/** The error code of a backend error answer ('ConditionalCheckFailedException'), or '' when it is not one. */
export function errorTypeOf(answer: DynamoDbAnswer): string {
  const header = answer.headers['x-amzn-errortype'];
  if (header) return header.split(':')[0] ?? '';
  try {
    const parsed = JSON.parse(answer.body.toString('utf8')) as { __type?: unknown };
    return typeof parsed.__type === 'string' ? (parsed.__type.split('#').pop() ?? '') : '';
  } catch {
    return '';
  }
}
