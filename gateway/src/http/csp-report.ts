import type { FastifyInstance } from 'fastify';
import type { EventLog } from '../logging/event-log';
import { CSP_REPORT_PATH } from './security-headers';
import { WindowLimiter, type WindowLimits } from './window-limiter';

/** How many violation reports are logged: per client address and in all, per minute by default. */
export type CspReportLimits = WindowLimits;

export const DEFAULT_CSP_REPORT_LIMITS: CspReportLimits = { perKey: 10, total: 100, windowMs: 60_000, clock: Date.now };

/** A browser's report is a few hundred bytes; a Reporting API batch a few of them. */
const REPORT_BODY_LIMIT = 16 * 1024;
/** report-uri sends application/csp-report (some browsers application/json), the Reporting API application/reports+json. */
const REPORT_TYPES = ['application/csp-report', 'application/json', 'application/reports+json'];
/** Longer values are cut: a report is the browser's word, not ours, and must not grow the log. */
const MAX_FIELD_LENGTH = 300;

class BadReportError extends Error {
  readonly statusCode = 400;
}

/** The fields logged of one violation. */
interface CspViolation {
  directive: string;
  blockedUri: string;
  documentUri: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '');

/** A URL without its query and fragment, which may carry a visitor's data; keywords such as `inline` or `eval` as they are. */
function withoutQuery(value: unknown): string {
  return text(typeof value === 'string' ? value.split(/[?#]/, 1)[0] : value);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations in a report body: `{"csp-report": {...}}` (report-uri) or an array of Reporting API
 * reports, of which the `csp-violation` ones count.
 * @example violationsOf({ 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': 'https://x/admin?a=1' } })
 * // → [{ directive: 'script-src-elem', blockedUri: 'inline', documentUri: 'https://x/admin' }]
 */
function violationsOf(body: unknown): CspViolation[] {
  if (isObject(body) && isObject(body['csp-report'])) {
    const report = body['csp-report'];
    return [
      {
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blockedUri: withoutQuery(report['blocked-uri']),
        documentUri: withoutQuery(report['document-uri']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body.flatMap((report: unknown) => {
    if (!isObject(report) || report.type !== 'csp-violation' || !isObject(report.body)) return [];
    const { effectiveDirective, blockedURL, documentURL } = report.body;
    return [{ directive: text(effectiveDirective), blockedUri: withoutQuery(blockedURL), documentUri: withoutQuery(documentURL) }];
  });
}

/**
 * POST /csp-report: where the pages' Content-Security-Policy sends its violations (report-uri, report-to).
 * Each is logged as a `csp.violation` event, at most `limits.perKey` per client address and `limits.total`
 * in all per window (the rest are dropped, so a flood of reports cannot flood the log); answered 204.
 */
export async function registerCspReports(app: FastifyInstance, options: { eventLog: EventLog; limits: CspReportLimits }): Promise<void> {
  const limiter = new WindowLimiter(options.limits);
  await app.register(async (scope) => {
    scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new BadReportError('A violation report must be JSON'));
      }
    });
    scope.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      for (const violation of violationsOf(request.body)) {
        if (!limiter.take(request.ip)) break;
        options.eventLog.warn({ event: 'csp.violation', ...violation }, 'Content-Security-Policy violation');
      }
      return reply.code(204).send();
    });
  });
}
