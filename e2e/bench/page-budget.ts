import http from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { recordTransfers, type TransferLog } from './page-transfers';

/** The Premier League page's weight as issue 23 budgets it. */
export interface PageBudget {
  /** The HTML document as the gateway renders it, uncompressed. */
  rawBytes: number;
  /** The same document as the browser received it (headers included), and its content-encoding. */
  transferredBytes: number;
  encoding: string;
  /** The body alone as the gateway sends it to a client accepting brotli (the rest of transferredBytes is headers). */
  compressedBodyBytes: number;
  /** Elements in the document once the page has hydrated and gone quiet: what the phone holds. */
  domElements: number;
  /** Elements in the server's HTML alone (a context with JavaScript off). */
  serverDomElements: number;
}

const countElements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** Until no request has started or finished for `quietMs` (open event streams aside), at most `maxMs`. */
async function quiet(log: TransferLog, quietMs = 500, maxMs = 15_000): Promise<void> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    if (log.inFlight() === 0 && performance.now() - log.lastActivityAt() >= quietMs) return;
    // Polling the log: the page has no event for "every request done" while it holds an event stream.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The body's bytes on the wire (node:http does not decode), asking for brotli as Chromium does. */
function compressedBodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } }, (answer) => {
      let bytes = 0;
      answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
      answer.on('end', () => resolve(bytes));
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** One cold load of `url` in a fresh context (`ready` resolves once it shows its content), then the HTML alone. */
export async function measurePageBudget(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<PageBudget> {
  const raw = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
  if (!raw.ok) throw new Error(`${url} answered ${raw.status}`);
  const rawBytes = (await raw.arrayBuffer()).byteLength;

  const context = await browser.newContext();
  let transferredBytes: number;
  let encoding: string;
  let domElements: number;
  try {
    const page = await context.newPage();
    const log = await recordTransfers(page);
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await quiet(log);
    const document = log.transfers().find((t) => t.type === 'Document' && t.url === url);
    if (!document) throw new Error(`no document response for ${url} in the browser's network log`);
    transferredBytes = document.bytes;
    encoding = document.encoding || 'none';
    domElements = await countElements(page);
  } finally {
    await context.close();
  }

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await noScript.newPage();
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const serverDomElements = await countElements(page);
    return { rawBytes, transferredBytes, encoding, compressedBodyBytes: await compressedBodySize(url), domElements, serverDomElements };
  } finally {
    await noScript.close();
  }
}
