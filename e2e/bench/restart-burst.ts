import net from 'node:net';
import { percentile } from './stats';

export interface BurstResult {
  visitors: number;
  windowSeconds: number;
  /** ms from the start of the restart (the new process spawned) until its port accepted a connection. */
  portAcceptedAfter: number;
  requests: number;
  errors: number;
  /** The first few distinct failures, so a failing run says why. */
  errorMessages: string[];
  /** Every request, failures included, each from its own start to its answer's last byte (or its failure). */
  p50: number;
  p95: number;
  max: number;
  /** Each visitor's first request only: the ones that met the fresh process. */
  firstP95: number;
  firstMax: number;
}

/** Resolves once a TCP connection to `url`'s port succeeds, trying every 10 ms for up to `timeoutMs`. */
async function untilPortAccepts(url: string, timeoutMs = 60_000): Promise<void> {
  const { hostname, port } = new URL(url);
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return;
    // Polling the port: nothing else tells when a process another program spawned starts listening.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nothing accepted connections on ${hostname}:${port} within ${timeoutMs / 1000} s`);
}

/** The port accepting, or the process's own failure to start (`ready` rejects when it exits early). */
export const untilStarted = (url: string, ready: Promise<void>): Promise<void> => Promise.race([untilPortAccepts(url), ready.then(() => untilPortAccepts(url))]);

/**
 * `visitors` visitors asking for the page `url` again and again, from the moment the restarted gateway's
 * port accepts until `windowMs` after the restart `began`: what a popular page's audience meets after a
 * deploy or a crash. Only the HTML document (as a browser asks for it, brotli accepted); a request under
 * way at the end of the window is finished and counted; a failed request counts with its time to failure.
 */
export async function runRestartBurst(url: string, began: number, ready: Promise<void>, visitors = 200, windowMs = 20_000): Promise<BurstResult> {
  await untilStarted(url, ready);
  const portAcceptedAfter = performance.now() - began;
  const deadline = began + windowMs;
  const times: number[] = [];
  const firstTimes: number[] = [];
  let errors = 0;
  const errorMessages = new Set<string>();
  const request = async (): Promise<number> => {
    const started = performance.now();
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(60_000) });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
    } catch (err) {
      errors += 1;
      if (errorMessages.size < 3) errorMessages.add(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
    }
    const elapsed = performance.now() - started;
    times.push(elapsed);
    return elapsed;
  };
  const visitor = async () => {
    firstTimes.push(await request());
    while (performance.now() < deadline) await request();
  };
  await Promise.all(Array.from({ length: visitors }, visitor));
  return {
    visitors,
    windowSeconds: windowMs / 1000,
    portAcceptedAfter,
    requests: times.length,
    errors,
    errorMessages: [...errorMessages],
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: Math.max(...times),
    firstP95: percentile(firstTimes, 95),
    firstMax: Math.max(...firstTimes),
  };
}
