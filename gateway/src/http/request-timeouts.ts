import type { ServerOptions } from 'node:http';

/** How long a client may take to send a request (issue 12): a slow sender must not hold a connection. */
export interface RequestTimeouts {
  /** Until the request's headers are in. Default 10 s. */
  headersMs: number;
  /** Until the whole request, body included, is in (counted from its start). Default 30 s. */
  requestMs: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/**
 * Node's HTTP server options for `timeouts`: a request whose headers or body are not in on time is
 * answered 408 (or its connection closed, when an answer was already under way) and never reaches a
 * route. They bound receiving only: an answer may take as long as it needs, so the public event streams
 * (a GET, received at once) stay open. Node checks pending requests every `connectionsCheckingInterval`
 * (30 s by default, which would let a sender overstay by as much), so it is checked at least every second.
 * Idle keep-alive connections are Fastify's to close (72 s, longer than load balancers keep theirs).
 */
export function requestTimeoutOptions(timeouts: RequestTimeouts): { requestTimeout: number; http: ServerOptions } {
  const shortest = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(shortest / 4))) },
  };
}
