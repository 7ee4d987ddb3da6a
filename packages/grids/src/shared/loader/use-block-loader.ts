import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BlockLoader, type FetchBlock } from './block-loader';

/**
 * Runs `run` when the page is idle (at the latest after `idleTimeoutMs`): prefetching is idle
 * work, so a block's neighbours are fetched and rendered after its rows are painted and while
 * nothing more urgent (a scroll's frames) waits. Without requestIdleCallback, after the next
 * frame.
 */
const idleTimeoutMs = 500;
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: idleTimeoutMs });
  else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}

interface UseBlockLoaderOptions<Row, Summary> {
  /** Compared by value (JSON): a change starts a new generation. */
  query: unknown;
  fetchBlock: FetchBlock<Row, Summary>;
  reloadToken: number | undefined;
  onLoadError: ((error: unknown) => void) | undefined;
}

/**
 * One loader for the grid's lifetime. A query that differs (by value) starts a new
 * generation with the fetch current at that time; bumping `reloadToken` reloads in place.
 * Re-renders whenever the loader's rows change.
 */
export function useBlockLoader<Row, Summary = never>({
  query,
  fetchBlock,
  reloadToken,
  onLoadError,
}: UseBlockLoaderOptions<Row, Summary>): {
  loader: BlockLoader<Row, Summary>;
  /** Changes whenever the loader's rows do. */
  version: number;
} {
  const latest = useRef({ fetchBlock, onLoadError });
  latest.current = { fetchBlock, onLoadError };
  const [loader] = useState(
    () =>
      new BlockLoader<Row, Summary>({
        fetchBlock: (offset, limit) => latest.current.fetchBlock(offset, limit),
        onError: (error) => latest.current.onLoadError?.(error),
        deferPrefetch: whenIdle,
      }),
  );
  const queryKey = JSON.stringify(query);
  const shownQuery = useRef(queryKey);
  useEffect(() => {
    if (shownQuery.current === queryKey) return;
    shownQuery.current = queryKey;
    loader.setFetch((offset, limit) => latest.current.fetchBlock(offset, limit));
  }, [loader, queryKey]);
  const shownToken = useRef(reloadToken);
  useEffect(() => {
    if (shownToken.current === reloadToken) return;
    shownToken.current = reloadToken;
    loader.reload();
  }, [loader, reloadToken]);
  const version = useSyncExternalStore(loader.subscribe, () => loader.snapshot);
  return { loader, version };
}
