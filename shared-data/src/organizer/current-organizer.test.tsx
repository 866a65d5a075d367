import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_ORGANIZER_STORAGE_KEY as CURRENT_ORGANIZER_KEY } from 'shared-domain';
import { setSession } from '../auth/session-store';
import { currentOrganizerStore, setCurrentOrganizerId, useCurrentOrganizerId } from './current-organizer';

const organizer = { id: 'u1', role: 'organizer' as const, organizerId: 'org_own' };
const superAdmin = { id: 'u0', role: 'super_admin' as const, username: 'superadmin' };

afterEach(() => {
  setSession({ status: 'loading' });
  setCurrentOrganizerId(null);
});

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

  it('is forgotten whenever the page is signed out, in storage too', () => {
    setSession({ status: 'signed-in', user: superAdmin, token: 't' });
    setCurrentOrganizerId('org_a');
    setSession({ status: 'signed-out' });
    expect(currentOrganizerStore.get()).toBeNull();
    expect(localStorage.getItem(CURRENT_ORGANIZER_KEY)).toBeNull();
  });
});

describe('useCurrentOrganizerId: the organizer the screens work on', () => {
  it("is always an organizer's own, even after its stored choice was cleared or replaced", () => {
    setSession({ status: 'signed-in', user: organizer, token: 't' });
    setCurrentOrganizerId('org_own');
    const { result } = renderHook(() => useCurrentOrganizerId());
    expect(result.current).toBe('org_own');
    act(() => setCurrentOrganizerId(null));
    expect(result.current).toBe('org_own');
    act(() => setCurrentOrganizerId('org_other'));
    expect(result.current).toBe('org_own');
  });

  it("follows the super admin's pick", () => {
    setSession({ status: 'signed-in', user: superAdmin, token: 't' });
    const { result } = renderHook(() => useCurrentOrganizerId());
    expect(result.current).toBeNull();
    act(() => setCurrentOrganizerId('org_b'));
    expect(result.current).toBe('org_b');
  });

  it('is the stored choice while the session is restored, and none once signed out', () => {
    setCurrentOrganizerId('org_b');
    const { result } = renderHook(() => useCurrentOrganizerId());
    expect(result.current).toBe('org_b');
    act(() => setSession({ status: 'signed-out' }));
    expect(result.current).toBeNull();
  });
});
