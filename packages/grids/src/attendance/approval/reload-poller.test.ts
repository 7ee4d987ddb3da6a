import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntilReloaded, systemClock } from './reload-poller';

// vitest's fake timers replace the globals the system clock calls at each use.
const fakeClock = systemClock;

describe('polling after approve or reject', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks at once, then every 200 ms, and settles on the first check that shows it', async () => {
    const answers = [false, false, true];
    const check = vi.fn(() => answers.shift() ?? false);
    const refresh = vi.fn();
    const poll = pollUntilReloaded({ check, refresh, clock: fakeClock });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(check).toHaveBeenCalledTimes(3);
    await expect(poll.done).resolves.toBe('settled');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once after 3 s and times out after 10 s when the rows never show it', async () => {
    const check = vi.fn(() => false);
    const refresh = vi.fn();
    let outcome: string | null = null;
    const poll = pollUntilReloaded({ check, refresh, clock: fakeClock });
    void poll.done.then((value) => {
      outcome = value;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timedOut');
    // 0, 200, …, 9800: 50 tries in 10 s, then nothing more.
    expect(check).toHaveBeenCalledTimes(50);
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(50);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops after the last allowed try', async () => {
    const check = vi.fn(() => false);
    const poll = pollUntilReloaded({ check, refresh: () => {}, clock: fakeClock, maxTries: 3 });
    await vi.advanceTimersByTimeAsync(400);
    await expect(poll.done).resolves.toBe('timedOut');
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('waits for a slow check before the next one: tries never overlap', async () => {
    let running = 0;
    let most = 0;
    const check = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 500));
      running -= 1;
      return false;
    });
    const poll = pollUntilReloaded({ check, refresh: () => {}, clock: fakeClock });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(poll.done).resolves.toBe('timedOut');
    expect(most).toBe(1);
    // each try takes 500 ms plus the 200 ms pause
    expect(check).toHaveBeenCalledTimes(Math.ceil(10_000 / 700));
  });

  it('counts a failed read as a try and keeps polling', async () => {
    const answers: (() => boolean)[] = [
      () => {
        throw new Error('connection lost');
      },
      () => true,
    ];
    const poll = pollUntilReloaded({
      check: () => (answers.shift() as () => boolean)(),
      refresh: () => {},
      clock: fakeClock,
    });
    await vi.advanceTimersByTimeAsync(200);
    await expect(poll.done).resolves.toBe('settled');
  });

  it('cancels: no more checks, no refresh', async () => {
    const check = vi.fn(() => false);
    const refresh = vi.fn();
    const poll = pollUntilReloaded({ check, refresh, clock: fakeClock });
    await vi.advanceTimersByTimeAsync(400);
    poll.cancel();
    await expect(poll.done).resolves.toBe('cancelled');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(refresh).not.toHaveBeenCalled();
  });
});
