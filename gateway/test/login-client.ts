import http from 'node:http';
import type { Answer, LoginAnswer } from './helpers';

export interface ClientReply<T extends object = object> {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Answer<T>;
}

/**
 * A browser-like client of the gateway's JSON API from its own loopback address (127.x.y.z: every one of
 * them reaches the gateway on 127.0.0.1, and the gateway sees each as another client), keeping the cookies
 * the gateway sets, as a browser would send them back to /auth.
 */
export class LoginClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly url: string,
    readonly address: string,
  ) {}

  post<T extends object = object>(path: string, body?: unknown, token?: string, method = 'POST'): Promise<ClientReply<T>> {
    return this.send<T>(path, method, body === undefined ? undefined : Buffer.from(JSON.stringify(body)), token);
  }

  /** POSTs bytes as they are, labelled JSON: a flood reuses one body instead of making a copy per request. */
  postBytes(path: string, payload: Buffer): Promise<ClientReply> {
    return this.send(path, 'POST', payload);
  }

  private send<T extends object>(path: string, method: string, payload: Buffer | undefined, token?: string): Promise<ClientReply<T>> {
    const target = new URL(path, this.url);
    const headers: Record<string, string> = {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    };
    return new Promise((resolve, reject) => {
      const request = http.request(
        { host: target.hostname, port: target.port, path: target.pathname, method, headers, localAddress: this.address, agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            this.keepCookies(response.headers['set-cookie'] ?? []);
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = {};
            try {
              if (text) json = JSON.parse(text);
            } catch {
              // A plain-text body: no fields.
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, json: json as Answer<T> });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  login(identifier: string, password: string): Promise<ClientReply<LoginAnswer>> {
    return this.post<LoginAnswer>('/auth/login', { identifier, password });
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

/**
 * The answers to 30 wrong passwords for `identifier` from one client address, the i-th sent to the gateway at
 * `urlOf(i)` (several instances behind a balancer), each as "status retry-after body".
 */
export async function thirtyWrongPasswords(identifier: string, address: string, urlOf: (i: number) => string): Promise<string[]> {
  const answers: string[] = [];
  for (let i = 0; i < 30; i++) {
    const reply = await new LoginClient(urlOf(i), address).post('/auth/login', { identifier, password: `guess-${i}` });
    answers.push(`${reply.status} ${reply.headers['retry-after'] ?? ''} ${JSON.stringify(reply.json)}`);
  }
  return answers;
}
