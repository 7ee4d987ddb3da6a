import type { ProgressFrame } from '@muster/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressThrottle } from './progress-throttle.js';

const item = (id: string, at: number): ProgressFrame => ({
  id,
  type: 'progress',
  output: { stage: `${at}/100`, count: `${at}/100`, item: { code: `E${at}` }, error: null },
});
const done = (id: string): ProgressFrame => ({
  id,
  type: 'progress',
  output: { stage: 'all done', count: '100/100', error: null },
});
/** The items a list of written frames carries, in order, as their counts. */
const counts = (frames: ProgressFrame[]) =>
  frames.flatMap((frame) => (frame.output.items ?? [frame.output]).map((output) => output.count));

describe('progress frames to a connection (issue #35 item 6)', () => {
  const socket = {};
  let written: ProgressFrame[];
  let throttle: ProgressThrottle<object>;
  beforeEach(() => {
    vi.useFakeTimers();
    written = [];
    throttle = new ProgressThrottle((_socket, frame) => written.push(frame), 250);
  });
  afterEach(() => {
    throttle.close();
    vi.useRealTimers();
  });

  it('sends the first item at once and those that follow together, at most every interval', () => {
    throttle.push(socket, item('r', 1));
    expect(counts(written)).toEqual(['1/100']);
    // a chunk of items arriving 10 ms apart for 2 s: 200 items
    for (let at = 2; at <= 100; at += 1) {
      throttle.push(socket, item('r', at));
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(250);
    // every item, once, in order, in a frame every 250 ms: 1 + 990 ms / 250 ms
    expect(counts(written)).toEqual(Array.from({ length: 100 }, (_, at) => `${at + 1}/100`));
    expect(written.length).toBeLessThanOrEqual(6);
    const joined = written[1];
    expect(joined?.output).toMatchObject({
      stage: `${counts([joined as ProgressFrame]).at(-1)}`,
      error: null,
    });
    expect(joined?.output.item).toBeUndefined();
  });

  it('sends what waits before all done, and nothing after it', () => {
    for (let at = 1; at <= 5; at += 1) throttle.push(socket, item('r', at));
    throttle.push(socket, done('r'));
    expect(written.map((frame) => frame.output.stage)).toEqual(['1/100', '5/100', 'all done']);
    expect(counts(written.slice(0, 2))).toEqual(['1/100', '2/100', '3/100', '4/100', '5/100']);
    vi.advanceTimersByTime(1000);
    expect(written).toHaveLength(3);
  });

  it('keeps a failed item’s error with its item', () => {
    throttle.push(socket, item('r', 1));
    throttle.push(socket, {
      ...item('r', 2),
      output: { ...item('r', 2).output, error: 'Payslip not generated: x' },
    });
    throttle.push(socket, item('r', 3));
    vi.advanceTimersByTime(250);
    expect(written[1]?.output.items?.map((output) => output.error)).toEqual([
      'Payslip not generated: x',
      null,
    ]);
  });

  it('paces each request and each connection on its own', () => {
    const other = {};
    throttle.push(socket, item('a', 1));
    throttle.push(socket, item('b', 1));
    throttle.push(other, item('a', 1));
    expect(written.map((frame) => frame.id)).toEqual(['a', 'b', 'a']);
  });

  it('sends a quiet request’s next item at once', () => {
    throttle.push(socket, item('r', 1));
    vi.advanceTimersByTime(600);
    throttle.push(socket, item('r', 2));
    expect(counts(written)).toEqual(['1/100', '2/100']);
  });
});
