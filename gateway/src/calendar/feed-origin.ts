/** A host we put in links: a name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** What a feed reads of its request: Fastify's protocol and host (which follow a trusted proxy's X-Forwarded-Proto and -Host). */
interface RequestAddress {
  protocol: string;
  host: string | undefined;
}

/**
 * Where the site is served, for the links and UIDs a feed writes: the configured public URL, else the
 * address the request came to. A host that is no host name reads as localhost, so a forged Host header
 * cannot write arbitrary text into a feed.
 * @example feedOrigin({ protocol: 'http', host: '127.0.0.1:4173' }, '') // 'http://127.0.0.1:4173'
 */
export function feedOrigin({ protocol, host }: RequestAddress, publicUrl: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${protocol === 'https' ? 'https' : 'http'}://${host !== undefined && HOST.test(host) ? host : 'localhost'}`;
}
