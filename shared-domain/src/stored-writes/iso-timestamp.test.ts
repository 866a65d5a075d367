import { describe, expect, it } from 'vitest';
import { isIsoTimestamp } from './iso-timestamp';

describe('isIsoTimestamp', () => {
  it.each([
    ['what toISOString writes', '2024-01-01T00:00:00.000Z'],
    ['a leap day', '2024-02-29T23:59:59.999Z'],
    ['a day alone', '2024-01-01'],
    ['minutes only', '2024-01-01T10:30Z'],
    ['a zone offset', '2024-01-01T10:30:00+01:00'],
    ['a compact zone offset', '2024-01-01T10:30:00-0500'],
    ['nanoseconds', '2024-01-01T10:30:00.123456789Z'],
  ])('accepts %s: %s', (_what, text) => {
    expect(isIsoTimestamp(text)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a day that does not exist', '2023-02-29T10:00:00Z'],
    ['month 13', '2024-13-01T00:00:00Z'],
    ['hour 24', '2024-01-01T24:00:00Z'],
    ['minute 60', '2024-01-01T10:60:00Z'],
    ['a time without a zone', '2024-01-01T10:30:00'],
    ['a space instead of T', '2024-01-01 10:30:00Z'],
    ['a two-digit year', '24-01-01'],
    ['words', 'yesterday'],
    ['markup after a valid timestamp', '2024-01-01T00:00:00.000Z<script>'],
    ['a trailing newline', '2024-01-01\n'],
    ['epoch milliseconds', '1704067200000'],
  ])('refuses %s', (_what, text) => {
    expect(isIsoTimestamp(text)).toBe(false);
  });
});
