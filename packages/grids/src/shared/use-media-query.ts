import { useCallback, useSyncExternalStore } from 'react';

/**
 * A phone held upright (390 px wide and the like): the attendance screens switch to their
 * phone layouts below it. One query for the grids and the host, so they switch together.
 */
export const phoneScreen = '(max-width: 640px)';

// jsdom and old engines may lack matchMedia: they get the wide layout.
const canMatch = () => typeof window.matchMedia === 'function';

/** Whether the media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}
