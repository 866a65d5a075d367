import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnreadableItemError } from '../repositories/stored-items';
import { screenState } from './screen-state';

/** Each key answers with its value, fails when it is an Error, or never answers when it is 'hang'. */
let answers: Record<string, string | Error | 'hang'>;
let fetches: string[];

function fetchKey(key: string): Promise<string> {
  fetches.push(key);
  const answer = answers[key];
  if (answer === 'hang') return new Promise(() => {});
  return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? '');
}

function useTwoQueries() {
  const a = useQuery({ queryKey: ['a'], queryFn: () => fetchKey('a') });
  const b = useQuery({ queryKey: ['b'], queryFn: () => fetchKey('b') });
  return { state: screenState([a, b], () => `${a.data} + ${b.data}`), refetchA: a.refetch, aRefetchFailed: a.isRefetchError };
}

function renderTwoQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(useTwoQueries, { wrapper });
}

beforeEach(() => {
  answers = { a: 'A', b: 'B' };
  fetches = [];
});

describe('screenState (one rule for every screen built from queries)', () => {
  it('is pending while any query still has no data', async () => {
    answers.b = 'hang';
    const { result } = renderTwoQueries();
    await waitFor(() => expect(fetches).toEqual(['a', 'b']));
    expect(result.current.state).toEqual({ status: 'pending' });
  });

  it('builds the data when every query has it', async () => {
    const { result } = renderTwoQueries();
    await waitFor(() => expect(result.current.state).toEqual({ status: 'success', data: 'A + B' }));
  });

  it('shows a first-load failure even while another query is pending; retry refetches only the failed one', async () => {
    answers = { a: new Error('offline'), b: 'hang' };
    const { result } = renderTwoQueries();
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    answers = { a: 'A', b: 'B' };
    const state = result.current.state;
    act(() => (state.status === 'error' ? state.retry() : undefined));
    await waitFor(() => expect(fetches).toEqual(['a', 'b', 'a']));
    expect(result.current.state).toEqual({ status: 'pending' });
  });

  it('keeps the data on screen when a background refetch fails', async () => {
    const { result } = renderTwoQueries();
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    answers.a = new Error('offline');
    await act(() => result.current.refetchA());
    await waitFor(() => expect(result.current.aRefetchFailed).toBe(true));
    expect(result.current.state).toEqual({ status: 'success', data: 'A + B' });
  });

  it('says why when an item could not be read, and leaves the words to the screen when a request failed', async () => {
    answers = { a: new UnreadableItemError('players is missing'), b: 'B' };
    const { result } = renderTwoQueries();
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', message: 'This item could not be read: players is missing' }));

    answers = { a: new Error('offline'), b: 'B' };
    const offline = renderTwoQueries();
    await waitFor(() => expect(offline.result.current.state).toMatchObject({ status: 'error', message: null }));
  });
});
