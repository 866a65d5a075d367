import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WindowLimiter } from '../src/http/window-limiter';
import { captureEvents, type CapturedEvent } from './event-capture';
import { startTestGateway, type TestGateway } from './helpers';

// Issue 12: browsers report Content-Security-Policy violations to POST /csp-report; each is logged as a
// structured event, within limits per client address and in all.

const LEGACY = {
  'csp-report': {
    'document-uri': 'https://kickoff.example/admin/login?next=%2Fadmin#top',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=secret',
    'status-code': 200,
  },
};

const reportingApi = (directive: string) => ({
  type: 'csp-violation',
  age: 10,
  url: 'https://kickoff.example/public/teams/t1',
  user_agent: 'Chrome',
  body: { documentURL: 'https://kickoff.example/public/teams/t1', blockedURL: 'inline', effectiveDirective: directive, disposition: 'enforce' },
});

let now = 0;
let t: TestGateway;
let events: CapturedEvent[];
beforeAll(async () => {
  const capture = captureEvents();
  events = capture.events;
  // Behind a trusted proxy, so each test can speak for several client addresses (X-Forwarded-For).
  t = await startTestGateway({ eventLog: capture.eventLog, trustProxy: true, cspReports: { perKey: 3, total: 5, windowMs: 60_000, clock: () => now } });
});
afterAll(async () => {
  await t?.dispose();
});
beforeEach(() => {
  // A fresh window for every test.
  now += 60_000;
  events.length = 0;
});

const violations = () => events.filter((e) => e.event === 'csp.violation');

function report(body: unknown, { type = 'application/csp-report', client = '203.0.113.1' } = {}) {
  return fetch(`${t.url}/csp-report`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': client }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

describe('POST /csp-report', () => {
  it('logs a report-uri report as a csp.violation event, without the URLs’ queries, and answers 204', async () => {
    const res = await report(LEGACY);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(violations()).toEqual([
      expect.objectContaining({ event: 'csp.violation', directive: 'script-src-elem', blockedUri: 'https://evil.example/x.js', documentUri: 'https://kickoff.example/admin/login' }),
    ]);
    expect(JSON.stringify(events)).not.toContain('secret');
  });

  it('logs each CSP violation of a Reporting API batch, and only those', async () => {
    const batch = [reportingApi('style-src-attr'), { type: 'deprecation', body: { id: 'x' } }, reportingApi('img-src')];
    expect((await report(batch, { type: 'application/reports+json' })).status).toBe(204);
    expect(violations().map((e) => [e.directive, e.blockedUri, e.documentUri])).toEqual([
      ['style-src-attr', 'inline', 'https://kickoff.example/public/teams/t1'],
      ['img-src', 'inline', 'https://kickoff.example/public/teams/t1'],
    ]);
  });

  it('accepts application/json, as some browsers send report-uri reports', async () => {
    expect((await report(LEGACY, { type: 'application/json' })).status).toBe(204);
    expect(violations()).toHaveLength(1);
  });

  it('refuses other bodies and logs nothing', async () => {
    expect((await report('{"csp-report":', { type: 'application/csp-report' })).status).toBe(400);
    expect((await report(LEGACY, { type: 'text/plain' })).status).toBe(415);
    const big = { 'csp-report': { ...LEGACY['csp-report'], 'script-sample': 'x'.repeat(17 * 1024) } };
    expect((await report(big)).status).toBe(413);
    expect(violations()).toEqual([]);
  });

  it('cuts long values, so a report cannot grow the log', async () => {
    const long = { 'csp-report': { ...LEGACY['csp-report'], 'effective-directive': 'x'.repeat(5000) } };
    expect((await report(long)).status).toBe(204);
    expect(String(violations()[0]?.directive)).toHaveLength(300);
  });

  it('logs at most 3 reports per client address and 5 in all per window, and answers 204 all the same', async () => {
    for (let i = 0; i < 5; i++) expect((await report(LEGACY, { client: '198.51.100.7' })).status).toBe(204);
    expect(violations()).toHaveLength(3);
    // A batch counts each report.
    await report([reportingApi('img-src'), reportingApi('img-src'), reportingApi('img-src')], { type: 'application/reports+json', client: '198.51.100.8' });
    expect(violations()).toHaveLength(5);
    expect((await report(LEGACY, { client: '198.51.100.9' })).status).toBe(204);
    expect(violations()).toHaveLength(5);
    // The next window logs again.
    now += 60_000;
    await report(LEGACY, { client: '198.51.100.7' });
    expect(violations()).toHaveLength(6);
  });
});

describe('report bodies of other shapes', () => {
  it('are answered 204 and log nothing', async () => {
    for (const body of [null, 'x', 42, {}, { 'csp-report': 'x' }, [null, { type: 'csp-violation' }, { type: 'csp-violation', body: 'x' }]]) {
      expect((await report(JSON.stringify(body))).status).toBe(204);
    }
    expect(violations()).toEqual([]);
  });

  it('give violated-directive when a browser names no effective one, and strings only', async () => {
    await report({ 'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': 42, 'document-uri': ['x'] } });
    expect(violations()).toEqual([expect.objectContaining({ directive: 'img-src', blockedUri: '', documentUri: '' })]);
  });
});

describe('WindowLimiter', () => {
  it('allows a key at most perKey events and all keys at most total events per window', () => {
    let clock = 0;
    const limiter = new WindowLimiter({ perKey: 2, total: 3, windowMs: 1000, clock: () => clock });
    expect(['a', 'a', 'a', 'b', 'c', 'd'].map((key) => limiter.take(key))).toEqual([true, true, false, true, false, false]);
    clock = 999;
    expect(limiter.take('d')).toBe(false);
    clock = 1000;
    expect(limiter.take('a')).toBe(true);
  });
});
