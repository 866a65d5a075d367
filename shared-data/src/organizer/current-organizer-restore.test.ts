import { describe, expect, it } from 'vitest';

describe('current organizer at page load', () => {
  it('starts from the id a previous page stored (a bare string, as the e2e suite plants it)', async () => {
    localStorage.setItem('currentOrganizerId', 'org_stored');
    const { currentOrganizerStore } = await import('./current-organizer');
    expect(currentOrganizerStore.get()).toBe('org_stored');
  });
});
