import { describe, expect, it } from 'vitest';
import { addressKey } from '../src/auth/client-address';
import { LoginThrottle, loginLockoutMessage, type AttemptOutcome, type LoginAttempt, type LoginThrottleOptions } from '../src/auth/login-throttle';

const MINUTE = 60_000;

function setup(options: LoginThrottleOptions = {}) {
  let now = 1_000_000;
  const throttle = new LoginThrottle({ clock: () => now, ...options });
  /** Runs one attempt to its outcome; the verdict's wait when refused, else 0. */
  const attempt = (who: LoginAttempt, outcome: AttemptOutcome) => {
    const verdict = throttle.begin(who);
    if (!verdict.allowed) return verdict.retryAfterMs;
    verdict.settle(outcome);
    return 0;
  };
  return { throttle, attempt, advance: (ms: number) => (now += ms) };
}

const from = (address: string, identifier = 'club@example.com', device?: string): LoginAttempt => ({ identifier, address, ...(device ? { device } : {}) });

describe('LoginThrottle', () => {
  it('counts attempts from their start, so a burst of parallel guesses cannot slip through', () => {
    const { throttle } = setup();
    const verdicts = Array.from({ length: 50 }, () => throttle.begin(from('203.0.113.1')));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(6);
    expect(verdicts.at(-1)).toEqual({ allowed: false, retryAfterMs: 1000, reason: 'identifier-address' });
  });

  it('neither counts nor forgives a right password that still needs its second factor', () => {
    const { attempt } = setup();
    for (let i = 0; i < 5; i++) attempt(from('203.0.113.2'), 'failed');
    for (let i = 0; i < 20; i++) expect(attempt(from('203.0.113.2'), 'second-factor')).toBe(0);
    expect(attempt(from('203.0.113.2'), 'failed')).toBe(0);
    expect(attempt(from('203.0.113.2'), 'succeeded')).toBe(1000);
  });

  it('counts wrong second-factor codes like wrong passwords, and forgives on a code that signs in', () => {
    const { throttle, attempt } = setup();
    for (let i = 0; i < 6; i++) throttle.recordCodeFailure(from('203.0.113.3'));
    expect(attempt(from('203.0.113.3'), 'succeeded')).toBe(1000);
    throttle.recordCodeSuccess(from('203.0.113.3'));
    expect(attempt(from('203.0.113.3'), 'succeeded')).toBe(0);
  });

  it('slows an identifier down only when many clients fail on it, never refusing a clean client', () => {
    const { throttle, attempt, advance } = setup();
    // One client, however persistent, is the pair limit's business.
    for (let i = 0; i < 40; i++) advance(attempt(from('203.0.113.7', 'target'), 'failed'));
    expect(throttle.begin(from('203.0.113.8', 'target'))).toMatchObject({ allowed: true, delayMs: 0 });
    for (let i = 0; i < 20; i++) attempt(from(`198.51.100.${i + 1}`, 'target'), 'failed');
    expect(throttle.begin(from('203.0.113.9', 'target'))).toMatchObject({ allowed: true, delayMs: 1000 });
    expect(throttle.begin(from('198.51.100.1', 'target'))).toMatchObject({ allowed: false, reason: 'identifier' });
  });

  it('treats an IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const { attempt } = setup();
    for (let i = 0; i < 6; i++) attempt(from(`2001:db8:1:2::${i + 1}`), 'failed');
    expect(attempt(from('2001:db8:1:2:abcd::9'), 'succeeded')).toBe(1000);
    expect(attempt(from('2001:db8:1:3::1'), 'succeeded')).toBe(0);
  });

  it('judges a device by its own counter only, until it fails 10 times', () => {
    const { attempt } = setup();
    for (let i = 0; i < 30; i++) attempt(from('203.0.113.4'), 'failed');
    expect(attempt(from('203.0.113.4'), 'succeeded')).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) expect(attempt(from('203.0.113.4', undefined, 'nonce-a'), 'failed')).toBe(0);
    // Ten failures with it: no longer trusted, so the address's lockout applies.
    expect(attempt(from('203.0.113.4', undefined, 'nonce-a'), 'succeeded')).toBeGreaterThan(0);
    expect(attempt(from('203.0.113.4', undefined, 'nonce-b'), 'succeeded')).toBe(0);
  });

  it('forgets a key 15 minutes after its last failure and wait', () => {
    const { attempt, advance } = setup();
    for (let i = 0; i < 6; i++) attempt(from('203.0.113.5'), 'failed');
    advance(1000);
    expect(attempt(from('203.0.113.5'), 'failed')).toBe(0);
    // Remembered until 15 minutes after the 2-second wait: the next failure waits 4 seconds.
    advance(2000 + 15 * MINUTE - 1);
    expect(attempt(from('203.0.113.5'), 'failed')).toBe(0);
    expect(attempt(from('203.0.113.5'), 'succeeded')).toBe(4000);
    // Forgotten: five free failures again.
    advance(4000 + 15 * MINUTE);
    for (let i = 0; i < 6; i++) expect(attempt(from('203.0.113.5'), 'failed')).toBe(0);
    expect(attempt(from('203.0.113.5'), 'succeeded')).toBe(1000);
  });

  it('stays bounded in entries and bytes under a flood of distinct long identifiers, keeping keys that wait', () => {
    const { throttle, attempt } = setup({ maxEntries: 1000, maxBytes: 200_000 });
    for (let i = 0; i < 10; i++) attempt(from('203.0.113.6', 'victim'), 'failed');
    for (let i = 0; i < 20_000; i++) attempt(from(`10.${(i >> 8) & 255}.${i & 255}.1`, `${i}-${'x'.repeat(314)}`), 'failed');
    expect(throttle.tracked.entries).toBeLessThanOrEqual(4 * 1000);
    expect(throttle.tracked.bytes).toBeLessThanOrEqual(4 * 200_000);
    expect(attempt(from('203.0.113.6', 'victim'), 'succeeded')).toBeGreaterThan(0);
  });
});

describe('loginLockoutMessage', () => {
  it.each([
    [1, 'Please wait 1 second'],
    [1_500, 'Please wait 2 seconds'],
    [59_000, 'Please wait 59 seconds'],
    [61_000, 'Please wait 2 minutes'],
    [15 * MINUTE, 'Please wait 15 minutes'],
  ])('%i ms reads "%s"', (ms, wait) => {
    expect(loginLockoutMessage(ms)).toBe(`Too many failed sign-in attempts. ${wait} and try again.`);
  });
});
