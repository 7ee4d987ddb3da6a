import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveReloadPauseMs, useLiveLoad } from './use-live-load';

const channel = vi.hoisted(() => ({
  listeners: [] as { folders: readonly string[]; listener: () => void }[],
}));
vi.mock('./app-context', () => ({
  useApp: () => ({
    client: {
      onBroadcast: (folders: readonly string[], listener: () => void) => {
        const entry = { folders, listener };
        channel.listeners.push(entry);
        return () => {
          channel.listeners = channel.listeners.filter((other) => other !== entry);
        };
      },
    },
  }),
}));

function Live({ load }: { load: () => Promise<void> }) {
  useLiveLoad(['payslips', 'epf_challans'], load);
  return null;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveLoad', () => {
  it("loads at once, once more after a burst of others' writes to its folders, and stops when gone", () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => undefined);
    const { unmount } = render(<Live load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(channel.listeners.map((entry) => entry.folders)).toEqual([['payslips', 'epf_challans']]);
    act(() => {
      for (const { listener } of channel.listeners) listener();
      vi.advanceTimersByTime(liveReloadPauseMs - 1);
      for (const { listener } of channel.listeners) listener();
    });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(liveReloadPauseMs));
    expect(load).toHaveBeenCalledTimes(2);
    unmount();
    expect(channel.listeners).toEqual([]);
  });
});
