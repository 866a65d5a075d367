import { describe, expect, it } from 'vitest';
import { scorekeeperLinkExpiry } from './scorekeeper-link-expiry';

describe('scorekeeperLinkExpiry', () => {
  it('is the midnight after the match day in the tournament zone', () => {
    expect(scorekeeperLinkExpiry('2026-06-13', 'UTC')).toBe(Date.parse('2026-06-14T00:00:00Z'));
    expect(scorekeeperLinkExpiry('2026-06-13', 'Europe/Amsterdam')).toBe(Date.parse('2026-06-13T22:00:00Z'));
    expect(scorekeeperLinkExpiry('2026-12-31', 'America/New_York')).toBe(Date.parse('2027-01-01T05:00:00Z'));
  });

  it('follows a summer-time change on the day', () => {
    // Europe/London goes to summer time on 29 March 2026: that day ends at 23:00 UTC.
    expect(scorekeeperLinkExpiry('2026-03-29', 'Europe/London')).toBe(Date.parse('2026-03-29T23:00:00Z'));
  });

  it('refuses a day that does not exist', () => {
    expect(scorekeeperLinkExpiry('2026-02-30', 'UTC')).toBeNull();
  });
});
