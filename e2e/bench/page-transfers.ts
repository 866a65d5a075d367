import type { Page } from '@playwright/test';

/** One response as the browser received it. */
export interface Transfer {
  url: string;
  /** CDP resource type: Document, Script, Stylesheet, Fetch, XHR, EventSource, Image, Font, … */
  type: string;
  status: number;
  /** The content-encoding header ('' when the body came uncompressed). */
  encoding: string;
  /** Bytes on the wire, headers included (CDP encodedDataLength); 0 while a stream is still open. */
  bytes: number;
}

export interface TransferLog {
  transfers(): Transfer[];
  /** Requests still loading, event streams excepted (they stay open for the page's life). */
  inFlight(): number;
  /** performance.now() of the last request start or finish. */
  lastActivityAt(): number;
}

interface CdpRequest {
  requestId: string;
  type?: string;
  request: { url: string };
}
interface CdpResponse {
  requestId: string;
  type: string;
  response: { url: string; status: number; headers: Record<string, string> };
}
interface CdpFinished {
  requestId: string;
  encodedDataLength: number;
}

/**
 * Listens to the page's network through the DevTools protocol, which reports what crossed the wire
 * (compressed size plus headers), unlike the decoded body sizes the page itself can see.
 */
export async function recordTransfers(page: Page): Promise<TransferLog> {
  const cdp = await page.context().newCDPSession(page);
  const byId = new Map<string, Transfer>();
  const pending = new Set<string>();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (event: CdpRequest) => {
    lastActivity = performance.now();
    byId.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', status: 0, encoding: '', bytes: 0 });
    if (event.type !== 'EventSource') pending.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event: CdpResponse) => {
    const transfer = byId.get(event.requestId);
    if (!transfer) return;
    transfer.type = event.type;
    transfer.status = event.response.status;
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    transfer.encoding = headers['content-encoding'] ?? '';
    if (event.type === 'EventSource' || headers['content-type']?.startsWith('text/event-stream')) pending.delete(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event: CdpFinished) => {
    lastActivity = performance.now();
    const transfer = byId.get(event.requestId);
    if (transfer) transfer.bytes = event.encodedDataLength;
    pending.delete(event.requestId);
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string }) => {
    lastActivity = performance.now();
    pending.delete(event.requestId);
  });
  await cdp.send('Network.enable');
  return {
    transfers: () => [...byId.values()],
    inFlight: () => pending.size,
    lastActivityAt: () => lastActivity,
  };
}

export const isScript = (t: Transfer): boolean => t.type === 'Script' || /\.m?js(\?|$)/.test(new URL(t.url).pathname);
