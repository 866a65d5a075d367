import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Page = () => <p>Standings</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded component in the first render, without the fallback', async () => {
    const Screen = preloadableLazy(async () => Page);
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Standings')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends like React.lazy when not preloaded, loading once', async () => {
    let loads = 0;
    const Screen = preloadableLazy(async () => {
      loads++;
      return Page;
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Standings')).toBeTruthy();
    await act(() => Screen.preload());
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const Screen = preloadableLazy(async () => {
      if (fail) throw new Error('offline');
      return Page;
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    fail = false;
    await expect(Screen.preload()).resolves.toBeUndefined();
  });
});
