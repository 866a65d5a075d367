import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/auth/login-throttle';

const MINUTE = 60_000;

function setup(options: { maxTracked?: number } = {}) {
  let now = 1_000_000;
  const throttle = new LoginThrottle({ clock: () => now, ...options });
  const fail = (id: string) => {
    const v = throttle.begin(id);
    if (v.allowed) v.settle(false);
    return v.allowed;
  };
  const succeed = (id: string) => {
    const v = throttle.begin(id);
    if (v.allowed) v.settle(true);
    return v.allowed;
  };
  return { throttle, fail, succeed, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('allows 10 failures, then refuses everything for 15 minutes', () => {
    const { throttle, fail, succeed, advance } = setup();
    for (let i = 0; i < 10; i++) expect(fail('club@example.com')).toBe(true);
    expect(succeed('club@example.com')).toBe(false);
    const verdict = throttle.begin('CLUB@example.com ');
    expect(verdict).toEqual({ allowed: false, retryAfterMs: 15 * MINUTE });
    advance(15 * MINUTE - 1);
    expect(succeed('club@example.com')).toBe(false);
    advance(1);
    expect(succeed('club@example.com')).toBe(true);
  });

  it('forgets failures on success and once the window has passed', () => {
    const { fail, succeed, advance } = setup();
    for (let i = 0; i < 9; i++) fail('a');
    expect(succeed('a')).toBe(true);
    for (let i = 0; i < 9; i++) expect(fail('a')).toBe(true);
    advance(15 * MINUTE);
    for (let i = 0; i < 9; i++) expect(fail('a')).toBe(true);
    expect(fail('a')).toBe(true);
    expect(fail('a')).toBe(false);
  });

  it('counts attempts from their start, so a burst of parallel guesses cannot slip through', () => {
    const { throttle } = setup();
    const verdicts = Array.from({ length: 50 }, () => throttle.begin('victim'));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
  });

  it('stays bounded, keeping locked identifiers over merely failing ones', () => {
    const { throttle, fail } = setup({ maxTracked: 5 });
    for (let i = 0; i < 10; i++) fail('locked');
    for (let i = 0; i < 20; i++) fail(`spray-${i}`);
    expect(throttle.trackedCount).toBeLessThanOrEqual(5);
    expect(fail('locked')).toBe(false);
  });
});
