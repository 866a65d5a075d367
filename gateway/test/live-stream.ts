import http, { type IncomingHttpHeaders } from 'node:http';

/** One Server-Sent Events message as parsed from the wire (a comment-only block has just `comment`). */
interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every message so far, in order. */
  messages: SseMessage[];
  /** The body of a refusal (status other than 200), read whole. */
  body: string;
  /** The first message (already received or still to come) that `test` accepts; rejects after `timeoutMs`. */
  next(test: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves once the server ended or dropped the connection. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = line.slice(1).trim();
    const m = /^(id|event|data|retry): ?(.*)$/.exec(line);
    if (m) message[m[1] as 'id' | 'event' | 'data' | 'retry'] = m[2] ?? '';
  }
  return message;
}

/** Opens an event stream with node:http (so headers like Last-Event-ID are ours to set) and parses it as it arrives. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const messages: SseMessage[] = [];
      const waiters = new Set<() => void>();
      let buffered = '';
      let body = '';
      res.setEncoding('utf8');
      const ended = new Promise<void>((done) => res.once('close', () => done()));
      res.on('data', (chunk: string) => {
        if (res.statusCode !== 200) {
          body += chunk;
          return;
        }
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          messages.push(parseBlock(buffered.slice(0, end)));
          buffered = buffered.slice(end + 2);
        }
        for (const wake of [...waiters]) wake();
      });
      res.on('error', () => undefined);
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        get body() {
          return body;
        },
        next(test, timeoutMs = 2000) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = messages.find(test);
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        ended,
        close: () => req.destroy(),
      };
      if (res.statusCode === 200) resolve(stream);
      else res.once('end', () => resolve(stream));
    });
    req.on('error', reject);
  });
}

/** The change events' data, parsed: what a page would re-read. */
export function changes(stream: SseStream): Array<{ tournamentId: string; matchId?: string }> {
  return stream.messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data ?? '{}') as { tournamentId: string; matchId?: string });
}
