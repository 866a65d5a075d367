import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockStepChanges } from './clock-steps';
import { goalMinute, runningMinute } from './running-minute';

const KICK_OFF = '2026-06-13T09:00:00.000Z';
const at = (minutes: number) => Date.parse(KICK_OFF) + minutes * 60_000;
const iso = (minutes: number) => new Date(at(minutes)).toISOString();

describe('runningMinute', () => {
  it('shows nothing before kick-off or without a readable kick-off', () => {
    expect(runningMinute(undefined, at(5))).toBeNull();
    expect(runningMinute({}, at(5))).toBeNull();
    expect(runningMinute({ kickOffAt: 'soon' }, at(5))).toBeNull();
  });

  it('counts the minute under way from kick-off, then added time beyond the half', () => {
    expect(runningMinute({ kickOffAt: KICK_OFF }, at(0))).toBe("1'");
    expect(runningMinute({ kickOffAt: KICK_OFF }, at(44.9))).toBe("45'");
    expect(runningMinute({ kickOffAt: KICK_OFF }, at(46.5))).toBe("45+2'");
    expect(runningMinute({ kickOffAt: KICK_OFF }, at(9.5), 10)).toBe("10'");
  });

  it('shows HT at half-time, counts the second half on from the half length, and FT at the end', () => {
    const clock = { kickOffAt: KICK_OFF, halfTimeAt: iso(47) };
    expect(runningMinute(clock, at(50))).toBe('HT');
    const second = { ...clock, secondHalfAt: iso(62) };
    expect(runningMinute(second, at(62 + 21.5))).toBe("67'");
    expect(runningMinute(second, at(62 + 47))).toBe("90+3'");
    expect(runningMinute({ ...second, fullTimeAt: iso(110) }, at(200))).toBe('FT');
  });

  it('never goes backwards while a half runs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (a, b) => {
        const minute = (text: string | null) => (text ?? '').replace("'", '').split('+').reduce((sum, part) => sum + Number(part), 0);
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(minute(runningMinute({ kickOffAt: KICK_OFF }, at(early)))).toBeLessThanOrEqual(minute(runningMinute({ kickOffAt: KICK_OFF }, at(late))));
      }),
    );
  });
});

describe('the clock buttons', () => {
  it('store the instant and make the match Live, Finished at full time', () => {
    expect(clockStepChanges(undefined, 'kickOff', KICK_OFF)).toEqual({ clock: { kickOffAt: KICK_OFF }, status: 'live' });
    expect(clockStepChanges({ kickOffAt: KICK_OFF }, 'fullTime', iso(95))).toEqual({ clock: { kickOffAt: KICK_OFF, fullTimeAt: iso(95) }, status: 'finished' });
  });

});

describe('goalMinute', () => {
  it('is the running minute as a number, added time counted on, 0 when no half runs', () => {
    expect(goalMinute({ kickOffAt: KICK_OFF }, at(11.5))).toBe(12);
    expect(goalMinute({ kickOffAt: KICK_OFF }, at(46.5))).toBe(47);
    expect(goalMinute({ kickOffAt: KICK_OFF, halfTimeAt: iso(46) }, at(50))).toBe(0);
    expect(goalMinute(undefined, at(5))).toBe(0);
  });
});
