import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { atom, useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../auth/session-store';
import { currentToken } from '../auth/auth-service';
import { teamsRepository } from '../repositories/teams-repository';
import { pageStore } from '../store/page-store';
import {
  installMemoryStorage,
  restoringSessionForTest,
  selectedOrganizerForTest,
  signInForTest,
  signOutForTest,
  TestDataProvider,
  type MemoryStorage,
} from './index';
import { setCurrentOrganizerId } from '../organizer/current-organizer';

/** An atom only the page store has a value for: a component reads it only if the Provider's store is the page store. */
const probeAtom = atom('default store');

let memory: MemoryStorage;
beforeEach(() => {
  memory = installMemoryStorage();
  pageStore.set(probeAtom, 'page store');
});

function TeamName({ id }: { id: string }) {
  const team = useQuery({ queryKey: ['team', id], queryFn: () => teamsRepository.get(id) });
  const session = useSession();
  const fromProviderStore = useAtomValue(probeAtom);
  if (team.isError) return <p>failed: {team.error.message}</p>;
  return (
    <p>
      {team.data?.name ?? 'loading'} / {session.status} / {fromProviderStore}
    </p>
  );
}

describe('shared-data/testing', () => {
  it('repositories run against the installed in-memory adapter, a fresh one each time', async () => {
    memory.seed('teams', [{ id: 't1', name: 'Rovers', organizerId: 'o', createdAtISO: '2024-01-01', colors: [], players: [] }]);
    await expect(teamsRepository.get('t1')).resolves.toMatchObject({ name: 'Rovers' });
    expect(memory.operations).toEqual([{ kind: 'get', table: 'teams', key: { id: 't1' } }]);
    installMemoryStorage();
    await expect(teamsRepository.get('t1')).resolves.toBeNull();
  });

  it('TestDataProvider gives screens a QueryClient and the page store the session hooks use', async () => {
    memory.seed('teams', [{ id: 't1', name: 'Rovers', organizerId: 'org_a', createdAtISO: '2024-01-01', colors: [], players: [] }]);
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_a' });
    render(<TestDataProvider><TeamName id="t1" /></TestDataProvider>);
    expect(await screen.findByText('Rovers / signed-in / page store')).toBeTruthy();
    expect(currentToken()).toBe('test-token');
  });

  it('shows failures at once (no retries) and signs out', async () => {
    memory.failWhen((op) => op.kind === 'get');
    signOutForTest();
    render(<TestDataProvider><TeamName id="t1" /></TestDataProvider>);
    expect(await screen.findByText('failed: offline')).toBeTruthy();
    expect(currentToken()).toBeNull();
    expect(memory.operations.filter((op) => op.kind === 'get')).toHaveLength(1);
  });

  it('sets the session to restoring and reads the selected organizer', () => {
    signInForTest({ id: 'u1', role: 'organizer', organizerId: 'org_a' });
    restoringSessionForTest();
    render(<TestDataProvider><TeamName id="t1" /></TestDataProvider>);
    expect(screen.getByText('loading / loading / page store')).toBeTruthy();
    setCurrentOrganizerId('org_b');
    expect(selectedOrganizerForTest()).toBe('org_b');
    setCurrentOrganizerId(null);
    expect(selectedOrganizerForTest()).toBeNull();
  });
});
