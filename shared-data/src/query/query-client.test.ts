import { describe, expect, it } from 'vitest';
import { UnreadableItemError } from '../repositories/stored-items';
import { pageQueryClient } from './query-client';

describe('the page QueryClient', () => {
  it('retries a failed read once, but never one that read an item it cannot read (the answer would be the same)', () => {
    const retry = pageQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a rule');
    expect(retry(0, new Error('offline'))).toBe(true);
    expect(retry(1, new Error('offline'))).toBe(false);
    expect(retry(0, new UnreadableItemError('name is missing'))).toBe(false);
  });
});
