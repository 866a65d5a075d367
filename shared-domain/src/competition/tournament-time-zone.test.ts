import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, timeZoneError, timeZoneOptions, tournamentTimeZone } from './tournament-time-zone';

describe('a tournament time zone (issue 13)', () => {
  it.each([
    { text: 'Europe/London', zone: 'Europe/London' },
    { text: 'europe/london', zone: 'Europe/London' },
    { text: ' America/New_York ', zone: 'America/New_York' },
    { text: 'UTC', zone: 'UTC' },
    { text: 'Mars/Olympus_Mons', zone: null },
    { text: 'London', zone: null },
    { text: '+01:00', zone: null },
    { text: 'Europe/London; DROP', zone: null },
    { text: '', zone: null },
    { text: undefined, zone: null },
  ])('reads $text as $zone', ({ text, zone }) => {
    expect(canonicalTimeZone(text)).toBe(zone);
    expect(timeZoneError(text)).toBe(zone === null ? 'Choose a time zone from the list, such as Europe/London.' : null);
  });

  it('keeps an alias as a zone the runtime knows (runtimes disagree on which spelling they list)', () => {
    for (const alias of ['America/Argentina/Buenos_Aires', 'America/Buenos_Aires', 'Asia/Kolkata', 'Asia/Calcutta']) {
      expect(timeZoneError(alias)).toBeNull();
      // The select shows the stored spelling, listed or not.
      expect(timeZoneOptions(alias)).toContain(canonicalTimeZone(alias));
    }
  });

  it('is UTC for a tournament without one or with one the runtime does not know', () => {
    expect(tournamentTimeZone({ timeZone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
    expect(tournamentTimeZone({})).toBe('UTC');
    expect(tournamentTimeZone({ timeZone: 'Nowhere/Special' })).toBe('UTC');
    expect(tournamentTimeZone({ timeZone: 42 as unknown as string })).toBe('UTC');
  });

  it('offers UTC first, every zone the runtime lists once, and a stored alias the list lacks', () => {
    const options = timeZoneOptions();
    expect(options[0]).toBe('UTC');
    expect(options).toContain('Europe/London');
    expect(new Set(options).size).toBe(options.length);
    expect(options.every((zone) => timeZoneError(zone) === null)).toBe(true);
    const alias = 'Asia/Calcutta';
    expect(timeZoneOptions(alias)).toContain(alias);
    expect(timeZoneOptions('Not/AZone')).toEqual(options);
  });
});
