import { describe, expect, it } from 'vitest';
import { checkStoredItem, issueReason } from './stored-item-check';
import { skippedItemsMessage, unreadableItemMessage } from '../stored-items/stored-item-messages';

describe('checkStoredItem', () => {
  it('refuses what is not an item at all', () => {
    expect(checkStoredItem('team', null)).toEqual({ ok: false, reason: 'the item: expected Object, received null' });
    expect(checkStoredItem('match', 'match_1')).toEqual({ ok: false, reason: 'the item: expected Object, received "match_1"' });
  });

  it('answers a copy, so changing what was read never changes what was checked', () => {
    const stored = { id: 'org_1', name: 'FA', email: 'fa@example.com', createdAtISO: '2024-01-01' };
    const check = checkStoredItem('organizer', stored);
    if (!check.ok) throw new Error(check.reason);
    check.item.name = 'Changed';
    expect(stored.name).toBe('FA');
  });
});

describe('issueReason', () => {
  it('names the place inside the item where an update wrote the value', () => {
    expect(issueReason({ path: [{ key: 'firstName' } as never], expected: 'string', received: '5' }, ['players', 3])).toBe('players[3].firstName: expected string, received 5');
    expect(issueReason({ expected: 'number', received: '"x"' }, ['round'])).toBe('round: expected number, received "x"');
  });
});

describe('texts', () => {
  it('say what could not be read or shown', () => {
    expect(unreadableItemMessage('players is missing')).toBe('This item could not be read: players is missing');
    expect([0, 1, 2, 12].map(skippedItemsMessage)).toEqual([null, '1 item could not be shown', '2 items could not be shown', '12 items could not be shown']);
  });
});
