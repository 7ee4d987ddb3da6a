/**
 * Waits for reloaded rows to show what a write did (spec 001 §4 "Attendance status",
 * "Grid loading"; §9): a check every 200 ms, at most 500 tries; one full refresh when 3 s
 * pass without success; given up after 10 s. Tries never overlap: the next waits for the
 * previous answer plus the interval. The clock is injected so tests drive it with fake timers.
 */

export interface PollClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: PollClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const reloadPolling = {
  intervalMs: 200,
  maxTries: 500,
  refreshAfterMs: 3000,
  timeoutMs: 10_000,
} as const;

export interface ReloadPollOptions {
  /** Reads the rows again and answers whether they show the awaited state. */
  check: () => Promise<boolean> | boolean;
  /** The full refresh, run once when `refreshAfterMs` passes without success. */
  refresh: () => void;
  clock?: PollClock;
  intervalMs?: number;
  maxTries?: number;
  refreshAfterMs?: number;
  timeoutMs?: number;
}

/** `settled`: the rows show it; `timedOut`: the time or the tries ran out; `cancelled`: cancel() came first. */
export type ReloadPollOutcome = 'settled' | 'timedOut' | 'cancelled';

export interface ReloadPoll {
  done: Promise<ReloadPollOutcome>;
  cancel(): void;
}

export function pollUntilReloaded(options: ReloadPollOptions): ReloadPoll {
  const clock = options.clock ?? systemClock;
  const intervalMs = options.intervalMs ?? reloadPolling.intervalMs;
  const maxTries = options.maxTries ?? reloadPolling.maxTries;
  const refreshAfterMs = options.refreshAfterMs ?? reloadPolling.refreshAfterMs;
  const timeoutMs = options.timeoutMs ?? reloadPolling.timeoutMs;

  let finish: (outcome: ReloadPollOutcome) => void = () => {};
  const done = new Promise<ReloadPollOutcome>((resolve) => {
    finish = resolve;
  });
  let over = false;
  let tries = 0;
  let nextTry: unknown = null;
  const timers: unknown[] = [];

  const end = (outcome: ReloadPollOutcome) => {
    if (over) return;
    over = true;
    for (const handle of [nextTry, ...timers]) if (handle !== null) clock.clearTimeout(handle);
    finish(outcome);
  };

  const attempt = async () => {
    nextTry = null;
    if (over) return;
    tries += 1;
    let shown = false;
    try {
      shown = await options.check();
    } catch {
      // A failed read is one more try that did not show it; the timeout bounds the wait.
    }
    if (over) return;
    if (shown) end('settled');
    else if (tries >= maxTries) end('timedOut');
    else nextTry = clock.setTimeout(attempt, intervalMs);
  };

  timers.push(
    clock.setTimeout(() => {
      if (!over) options.refresh();
    }, refreshAfterMs),
    clock.setTimeout(() => end('timedOut'), timeoutMs),
  );
  void attempt();
  return { done, cancel: () => end('cancelled') };
}
