import { useEffect } from 'react';

/** How long a success notice stays (errors stay until dismissed or replaced). */
const SUCCESS_VISIBLE_MS = 5000;

/**
 * A success is a confirmation, not a state: once shown it fades after a while. `clear` is called
 * only if the same notice is still shown then (a newer one starts its own time).
 */
export function useSuccessFade<N extends { tone: string }>(notice: N | null, clear: (notice: N) => void): void {
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => clear(notice), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice, clear]);
}
