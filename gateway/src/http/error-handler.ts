import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendMessage } from './respond';

/** A client that hangs up mid-response (a closed tab, curl after Content-Length) is not a fault. */
function isClientGone(err: unknown, res: ServerResponse): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET') && (res.writableFinished || res.destroyed);
}

/**
 * Errors no route answered itself, as `{message}`: a body over the route's limit is 413 and closes the
 * connection (the rest of the body is never read), other malformed requests keep their 4xx and text,
 * anything else is logged and answered 500.
 */
export function gatewayErrorHandler(log: (message: string, err: unknown) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined => {
    if (isClientGone(error, reply.raw)) return undefined;
    reply.header('cache-control', 'no-store');
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).header('connection', 'close').send({ message: `Request body exceeds ${request.routeOptions.bodyLimit} bytes` });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    log(`${request.method} ${request.url} failed`, error);
    return reply.code(500).send({ message: 'Internal gateway error.' });
  };
}

/**
 * Answers a request on the raw response (reply.hijack()), for routes that write their own ETag and
 * encoding or keep a stream open: a failure of `answer` is logged and becomes a 500, or ends the
 * response when its headers are already out; a client that hung up is no failure.
 */
export async function answerRaw(
  request: FastifyRequest,
  reply: FastifyReply,
  log: (message: string, err: unknown) => void,
  answer: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<void> {
  reply.hijack();
  const req = request.raw;
  const res = reply.raw;
  try {
    await answer(req, res);
  } catch (err) {
    if (isClientGone(err, res)) return;
    log(`${req.method} ${req.url} failed`, err);
    if (!res.headersSent) sendMessage(res, 500, 'Internal gateway error.');
    else res.destroy();
  }
}
