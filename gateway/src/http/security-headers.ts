import type { ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NON_PAGE_DIRECTIVES, NON_PAGE_POLICY, pagePolicy, type InlineSources } from './content-security-policy';
import { remoteOrigins } from './runtime-config';

/** Where browsers report Content-Security-Policy violations (csp-report.ts). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API's name for that endpoint (report-to, Reporting-Endpoints). */
const REPORTING_GROUP = 'csp';

const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** A year, for this host and its subdomains; sent only over TLS (browsers ignore it over plain HTTP anyway). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features no page of ours uses, denied to our pages and to anything they might ever embed.
 * Clipboard writes stay allowed: "Copy link" uses them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * What every answer carries (helmet sets them; setHeadersWithoutHooks for the few answers made before any
 * hook). The widget's files and data replace the resource policy with cross-origin (cors.ts).
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'content-security-policy': NON_PAGE_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * Whether the request came over TLS: the socket's own, or X-Forwarded-Proto from a proxy the gateway
 * trusts (TRUST_PROXY; by default none is, so only a TLS socket counts).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Security headers on every answer, with @fastify/helmet: the values of EVERY_ANSWER, and
 * Strict-Transport-Security when the request came over TLS. Pages replace the Content-Security-Policy with
 * their own (PageHeaders). Helmet's headers for browsers and plug-ins no one runs the apps in
 * (X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-DNS-Prefetch-Control) are
 * left out: each would ride on every script a page loads, and the route budgets count headers.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_DIRECTIVES as Record<string, string[]> },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity: false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'sameorigin' },
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isSecureRequest(request)) reply.raw.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

/**
 * The headers of an answer Fastify makes before any hook ran (a path that is not valid percent-encoding,
 * see server.ts): what helmet would have set. Fastify builds that request without the proxy settings, so
 * behind a proxy these few answers go without Strict-Transport-Security (the browser keeps the one it had).
 */
export function setHeadersWithoutHooks(request: FastifyRequest, res: ServerResponse): void {
  for (const [name, value] of Object.entries(EVERY_ANSWER)) res.setHeader(name, value);
  if (isSecureRequest(request)) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
}

export interface PageHeadersOptions {
  /** GATEWAY_PUBLIC_URL: when set, the origin the pages call (connect-src) and load images from. */
  publicUrl: string;
  /** REMOTES_JSON: remotes on other origins are allowed to load (runtime-config.ts remoteOrigins). */
  remotesFile: string | undefined;
}

/**
 * The headers of an HTML page: its Content-Security-Policy (content-security-policy.ts) with the inline
 * sources it needs, Permissions-Policy and, over TLS, the Reporting API endpoint its violations go to
 * (browsers send Reporting API reports only from secure pages, and ignore report-uri once report-to is
 * named, so over plain HTTP the policy names report-uri alone).
 */
export class PageHeaders {
  private readonly apiOrigins: string[];

  constructor(private readonly options: PageHeadersOptions) {
    this.apiOrigins = URL.canParse(options.publicUrl) ? [new URL(options.publicUrl).origin] : [];
  }

  async for(inline: InlineSources, secure: boolean): Promise<Record<string, string>> {
    const policy = pagePolicy({
      inline,
      remoteOrigins: await remoteOrigins(this.options.remotesFile),
      apiOrigins: this.apiOrigins,
      reportPath: CSP_REPORT_PATH,
      ...(secure ? { reportTo: REPORTING_GROUP } : {}),
    });
    return {
      'content-security-policy': policy,
      'permissions-policy': PERMISSIONS_POLICY,
      ...(secure ? { 'reporting-endpoints': `${REPORTING_GROUP}="${CSP_REPORT_PATH}"` } : {}),
    };
  }
}
