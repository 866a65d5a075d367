import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { planDynamoDbCall, type DynamoDbPolicyContext } from '../policy/dynamodb-policy';
import { transactSingles } from '../policy/transact-write';
import { ownerIdOf } from '../policy/principal';
import { LookupError, type OwnershipLookups } from '../store/ownership-lookups';
import { authenticate, type AuthenticateDeps } from './authenticate';
import { AwsRefusalError, sendDynamoDbError, sendDynamoDbRefusal } from './aws-errors';
import type { DynamoDbAnswer, DynamoDbSend } from './dynamodb-backend';
import { executePlan } from './dynamodb-execute';
import { exceedsJsonDepth } from './json-depth';
import type { RecentTournaments } from './recent-tournaments';

/** DynamoDB's own request limit; dynalite enforces the same. */
export const MAX_DYNAMODB_REQUEST_BYTES = 16 * 1024 * 1024;
/** DynamoDB allows 32 levels of nesting in an item; far deeper JSON would only exhaust our stack. */
const MAX_JSON_DEPTH = 64;
const TARGET_PATTERN = /^DynamoDB_20120810\.([A-Za-z]+)$/;

export interface DynamoDbProxyDeps extends AuthenticateDeps {
  policy: DynamoDbPolicyContext;
  send: DynamoDbSend;
  lookups: OwnershipLookups;
  onBackendError?: (err: unknown) => void;
  /** Told of every write the backend acknowledged, once its answer is sent (live updates); must not throw. */
  onWrite?: (operation: string, input: Record<string, unknown>) => void;
  /** Tournament facts read moments ago (see RecentTournaments); without it every read of matches looks them up. */
  recent?: RecentTournaments;
}

/** The operations that change items; only they are reported to onWrite. */
const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);

/**
 * POST /aws/dynamodb: verify the browser's signature, plan the call under the policy (refuse, or rewrite
 * with injected conditions / augmented projections), run the plan against the backend as the gateway
 * and answer with what the caller may see. The body arrives as the exact bytes sent (a Buffer).
 */
export async function handleDynamoDb(request: FastifyRequest, reply: FastifyReply, deps: DynamoDbProxyDeps): Promise<FastifyReply> {
  if (request.method !== 'POST') return sendDynamoDbError(reply, 405, 'UnknownOperationException', 'DynamoDB requests are POSTs.');
  const body = (request.body as Buffer | undefined) ?? Buffer.alloc(0);
  const req = request.raw;

  let principal;
  try {
    // The operation travels in X-Amz-Target: unsigned, a captured GetItem could be replayed as a DeleteItem.
    principal = await authenticate({ method: request.method, url: req.url ?? '/', headers: req.headers, body }, 'dynamodb', deps, {
      requiredSignedHeaders: ['x-amz-target'],
    });
  } catch (err) {
    if (err instanceof AwsRefusalError) return sendDynamoDbRefusal(reply, err);
    throw err;
  }

  const target = typeof req.headers['x-amz-target'] === 'string' ? TARGET_PATTERN.exec(req.headers['x-amz-target']) : null;
  const operation = target?.[1];
  if (!operation) return sendDynamoDbError(reply, 400, 'UnknownOperationException', 'Missing or unknown X-Amz-Target.');
  const text = body.toString('utf8');
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
    return sendDynamoDbError(reply, 400, 'SerializationException', `Request JSON is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return sendDynamoDbError(reply, 400, 'SerializationException', 'Request body is not valid JSON.');
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return sendDynamoDbError(reply, 400, 'SerializationException', 'Request body must be a JSON object.');
  }

  const plan = planDynamoDbCall(principal, { operation, input: input as Record<string, unknown> }, deps.policy);
  if (plan.kind === 'refuse') return sendDynamoDbError(reply, plan.status, plan.type, plan.message);

  let answer: DynamoDbAnswer;
  try {
    answer = await executePlan(operation, plan, {
      send: deps.send,
      lookups: deps.lookups,
      tables: deps.policy.tables,
      me: ownerIdOf(principal),
      ...(deps.policy.cursors ? { cursors: deps.policy.cursors } : {}),
      ...(deps.recent ? { recent: deps.recent } : {}),
    });
  } catch (err) {
    // The backend's own refusal of a lookup (e.g. a malformed key) is the caller's error, not an outage.
    if (err instanceof LookupError && err.answer && err.answer.status < 500) {
      answer = err.answer;
    } else {
      // 503 + a retryable AWS code: the SDK backs off and retries, which fits a backend that is restarting.
      deps.onBackendError?.(err);
      return sendDynamoDbError(reply, 503, 'ServiceUnavailable', 'The database behind the gateway is unavailable.');
    }
  }
  await reply.code(answer.status).headers(answer.headers).send(answer.body);
  if (answer.status === 200 && WRITE_OPERATIONS.has(operation)) deps.onWrite?.(operation, input as Record<string, unknown>);
  // A transaction is reported entry by entry, as the single writes it made (live events, caches, directory).
  if (answer.status === 200 && operation === 'TransactWriteItems') for (const single of transactSingles(input as Record<string, unknown>)) deps.onWrite?.(single.operation, single.input);
  return reply;
}

/**
 * Errors before the handler runs, answered as DynamoDB would: a body over 16 MB is refused without
 * reading the rest (the connection closes); other malformed requests are a SerializationException.
 */
export function dynamoDbRequestError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.header('connection', 'close');
    return sendDynamoDbError(reply, 413, 'RequestEntityTooLarge', 'Request must be smaller than 16 MB.');
  }
  if (error.statusCode !== undefined && error.statusCode < 500) return sendDynamoDbError(reply, error.statusCode, 'SerializationException', error.message);
  throw error;
}
