import { gatewayUrl } from '../config/runtime-config';
import { endSessionOf } from './session-end';

export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * POSTs JSON to a gateway endpoint; a non-2xx answer becomes a GatewayError carrying the gateway's message.
 * A 401 to a request that carried the session's token means the gateway no longer knows that session
 * (/auth/session and the admin API answer so for expired, revoked and deleted sessions): the page is
 * signed out there and then, whichever call found out.
 */
export async function postGateway<T>(
  path: string,
  options: { body?: unknown; token?: string | null; method?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(gatewayUrl(path), {
    method: options.method ?? 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) throw gatewayRefusal(response.status, parsed, options.token);
  return parsed as T;
}

/**
 * A non-2xx answer of the gateway as a GatewayError with its message (its JSON `message`, or the status),
 * signing the page out when the session's own token was refused (401).
 */
export function gatewayRefusal(status: number, parsed: unknown, token: string | null | undefined): GatewayError {
  const message =
    parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : `Request failed (${status})`;
  if (status === 401 && token) endSessionOf(token);
  return new GatewayError(status, message);
}

/** The text's JSON, or undefined when it is none. */
export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
