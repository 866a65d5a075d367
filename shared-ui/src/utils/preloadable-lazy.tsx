import { lazy, useState, type ComponentType } from 'react';

/** A code-split screen that can be loaded ahead of its first render. */
export type PreloadableComponent = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, plus `preload()`: once loaded, the component renders at once instead of suspending
 * for a frame. The shell preloads a server-rendered page's screen before its first render, so that render
 * shows the page (not a loading panel) in place of the server's HTML: the page does not flash.
 * @example export const HomeScreen = preloadableLazy(() => import('./home-screen').then((m) => m.HomeScreen));
 */
export function preloadableLazy(load: () => Promise<ComponentType>): PreloadableComponent {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download may succeed on retry.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Preloadable() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Preloadable, { preload });
}
