import { useEffect } from 'react';
import { useApp } from './app-context';

/** A write's broadcast is followed by others (a grid saves in batches): one reload after a pause. */
export const liveReloadPauseMs = 400;

/**
 * Runs `load` now and again whenever another user's write to one of `folders` reaches this
 * business's connection (the channel's broadcasts), after a pause that gathers a burst into
 * one load: a screen counting others' work shows it fall without a reload (issue #32 item 1).
 * `load` changes when what it loads changes (a month picked); `folders` is read when it does.
 */
export function useLiveLoad(folders: readonly string[], load: () => Promise<void>, enabled = true): void {
  const { client } = useApp();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the folders are a constant of the caller's
  useEffect(() => {
    if (!enabled) return;
    void load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = client.onBroadcast(folders, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(), liveReloadPauseMs);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [client, load, enabled]);
}
