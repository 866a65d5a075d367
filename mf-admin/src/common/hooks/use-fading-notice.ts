import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A notice that may clear itself: `show(next, fadeAfterMs)` replaces the current one and, with a delay,
 * clears it after that long; a newer notice cancels the older one's timer. The one fade timer of this
 * remote, so success texts and upload statuses all clear the same way.
 */
export function useFadingNotice<T>(): [T | null, (next: T | null, fadeAfterMs?: number) => void] {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // An upload or copy may finish after the screen is gone: it must not start a timer then.
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const show = useCallback((next: T | null, fadeAfterMs?: number) => {
    if (!mounted.current) return;
    clearTimeout(timer.current);
    setNotice(next);
    if (fadeAfterMs !== undefined) timer.current = setTimeout(() => setNotice(null), fadeAfterMs);
  }, []);

  return [notice, show];
}
