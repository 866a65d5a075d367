import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/**
 * The key a client address is throttled under: an IPv4 address as is (also when it arrives IPv4-mapped,
 * `::ffff:1.2.3.4`), an IPv6 address by its /64 network, since one subscriber usually holds a whole /64
 * and could otherwise take a fresh address for every guess. Anything else (no address) is one key.
 * @example addressKey('::ffff:203.0.113.9') // '203.0.113.9'
 * @example addressKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded, without leading zeros. */
function ipv6Groups(address: string): string[] {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
