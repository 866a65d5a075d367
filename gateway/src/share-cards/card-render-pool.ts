import { Worker } from 'node:worker_threads';
import type { CardNode } from './card-layout';
import type { RenderAnswer, RenderJob } from './card-render-worker';

/** Cards waiting for the worker beyond this are refused (the caller answers 503): a burst cannot queue without end. */
const DEFAULT_MAX_WAITING = 32;
/** A render that takes longer has hung (a sound one takes well under a second): its worker is replaced. */
const DEFAULT_RENDER_TIMEOUT_MS = 20_000;

/** The worker's JavaScript heap (satori's layouts and the crests' data URIs; resvg's pixels are native memory, one card at a time). */
const WORKER_HEAP_MB = 256;

/** The render queue is full: try again shortly. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Share card renders are queued to capacity');
  }
}

interface Waiting {
  tree: CardNode;
  resolve(png: Buffer): void;
  reject(err: Error): void;
}

export interface CardRenderPoolOptions {
  maxWaiting?: number;
  renderTimeoutMs?: number;
}

/**
 * Renders cards on one worker thread, one at a time, in order: a render is ~50–150 ms of CPU, which on
 * the thread that answers requests would hold every other request up (a burst of new cards, many
 * seconds). One worker, since the machine's other core serves requests; at most `maxWaiting` cards wait.
 * The worker starts with the first card (loading satori, its fonts and resvg takes about a second), and
 * a worker that dies or hangs is replaced for the next one.
 */
export class CardRenderPool {
  private worker: Worker | null = null;
  private readonly waiting: Waiting[] = [];
  private running: (Waiting & { id: number; timer: NodeJS.Timeout }) | null = null;
  private nextId = 1;
  private closed = false;
  private readonly maxWaiting: number;
  private readonly renderTimeoutMs: number;

  constructor(options: CardRenderPoolOptions = {}) {
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
    this.renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  }

  /**
   * The card's PNG.
   * @throws RenderQueueFull when `maxWaiting` cards already wait; Error when the render fails
   */
  render(tree: CardNode): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('The share card renderer is closed'));
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new RenderQueueFull());
    return new Promise((resolve, reject) => {
      this.waiting.push({ tree, resolve, reject });
      this.next();
    });
  }

  /** Ends the worker; cards still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('The share card renderer is closed'));
    this.finish(new Error('The share card renderer is closed'));
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private next(): void {
    if (this.running || this.closed) return;
    const job = this.waiting.shift();
    if (!job) return;
    const id = this.nextId++;
    const timer = setTimeout(() => this.replaceWorker(new Error('Share card render timed out')), this.renderTimeoutMs);
    this.running = { ...job, id, timer };
    this.workerOf().postMessage({ id, tree: job.tree } satisfies RenderJob);
  }

  private workerOf(): Worker {
    if (this.worker) return this.worker;
    // Its heap is bounded too: a worker that outgrows it ends, and the next card starts a new one.
    const worker = new Worker(new URL('./card-render-worker.mjs', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    // Cards never keep the process alive: close() ends the worker with the gateway.
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      if (answer.id !== this.running?.id) return;
      this.finish('png' in answer ? Buffer.from(answer.png) : new Error(answer.error));
    });
    worker.on('error', (err) => this.replaceWorker(err));
    worker.on('exit', () => {
      if (this.worker === worker) this.replaceWorker(new Error('The share card worker stopped'));
    });
    this.worker = worker;
    return worker;
  }

  /** The running card's outcome; then the next card goes. */
  private finish(outcome: Buffer | Error): void {
    const job = this.running;
    if (!job) return;
    this.running = null;
    clearTimeout(job.timer);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    this.next();
  }

  /** A dead or hung worker: its card fails, the next card starts a new worker. */
  private replaceWorker(err: Error): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
    this.finish(err);
  }
}
