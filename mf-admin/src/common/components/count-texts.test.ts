import { describe, expect, it } from 'vitest';
import { byteProgress, progressText } from './count-texts';

const MB = 1024 * 1024;
const text = (done: number, total: number) => {
  const counts = byteProgress(done, total);
  return progressText(counts.done, counts.total, counts.unit);
};

describe('byteProgress: bytes as a progress count', () => {
  it.each([
    [0.4 * MB, 1.2 * MB, '0.4 of 1.2 MB'],
    [0, MB, '0 of 1 MB'],
    [10 * MB, 10 * MB, '10 of 10 MB'],
    [150 * 1024, 200 * 1024, '150 of 200 KB'],
    [1, 200 * 1024, '1 of 200 KB'],
    // Under 1 KB still counts to a total of 1, so the bar can end.
    [0, 300, '0 of 1 KB'],
    [300, 300, '1 of 1 KB'],
  ])('%i of %i bytes reads "%s"', (done, total, expected) => {
    expect(text(done, total)).toBe(expected);
  });

  it('never counts past its total', () => {
    for (const total of [300, 1023, 1025, MB - 1, MB, 1.26 * MB, 9.99 * MB]) {
      const { done, total: counted } = byteProgress(total, total);
      expect(done).toBe(counted);
      expect(counted).toBeGreaterThanOrEqual(1);
    }
  });
});
