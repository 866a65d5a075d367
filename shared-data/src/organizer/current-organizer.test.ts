import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_ORGANIZER_STORAGE_KEY as CURRENT_ORGANIZER_KEY } from 'shared-domain';
import { currentOrganizerStore, setCurrentOrganizerId } from './current-organizer';

beforeEach(() => setCurrentOrganizerId(null));

describe('current organizer (spec §4), kept in the page store and in localStorage', () => {
  it('remembers the selection as the bare id, and forgets it on null', () => {
    let changes = 0;
    const unsubscribe = currentOrganizerStore.subscribe(() => (changes += 1));
    setCurrentOrganizerId('org_a');
    expect(currentOrganizerStore.get()).toBe('org_a');
    expect(localStorage.getItem(CURRENT_ORGANIZER_KEY)).toBe('org_a');
    setCurrentOrganizerId(null);
    expect(currentOrganizerStore.get()).toBeNull();
    expect(localStorage.getItem(CURRENT_ORGANIZER_KEY)).toBeNull();
    expect(changes).toBe(2);
    unsubscribe();
  });
});
