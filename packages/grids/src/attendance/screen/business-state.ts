import { useCallback, useState } from 'react';

/**
 * State that belongs to the business it was set on — a filter of that business's reference
 * ids, a register view of its employees: picking another business (or coming back) starts
 * again from `initial` (a constant), so no render or request of the new business carries
 * the old value, as an effect resetting it after the render would let happen once.
 */
export function useBusinessState<T>(business: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState({ business, value: initial });
  // React's "adjusting state when a prop changes": re-rendered at once, before any child sees it
  if (state.business !== business) setState({ business, value: initial });
  const set = useCallback((value: T) => setState({ business, value }), [business]);
  return [state.business === business ? state.value : initial, set];
}
