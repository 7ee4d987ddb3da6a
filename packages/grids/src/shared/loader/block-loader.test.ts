import type { EmployeeAttendance } from '@muster/protocol';
import { emptyAttendanceTotals } from '@muster/protocol';
import { describe, expect, it, vi } from 'vitest';
import { makeAttendanceFixture } from '../../attendance/testing/fixture';
import type { FetchAttendanceBlock } from '../../attendance/types';
import { BlockLoader } from './block-loader';

const { records } = makeAttendanceFixture({ employees: 1000, from: '2026-11-01', to: '2026-11-03' });

interface Pending {
  offset: number;
  limit: number;
  resolve: (rows?: readonly EmployeeAttendance[]) => void;
  reject: (error: unknown) => void;
}

/** A fetch whose replies the test releases one by one. */
function controlledFetch(rows: readonly EmployeeAttendance[] = records) {
  const pending: Pending[] = [];
  const fetchBlock: FetchAttendanceBlock = (offset, limit) =>
    new Promise((resolve, reject) => {
      pending.push({
        offset,
        limit,
        resolve: (answer = rows) =>
          resolve({
            records: answer.slice(offset, offset + limit),
            rowCount: answer.length,
            // as the server: the totals of every row with the first block only
            ...(offset === 0
              ? { aggregateSummary: { ...emptyAttendanceTotals(), present: answer.length } }
              : {}),
          }),
        reject,
      });
    });
  /** Answers the oldest waiting request and lets its promise callbacks run. */
  const answerNext = async (answer?: readonly EmployeeAttendance[]) => {
    const next = pending.shift();
    if (!next) throw new Error('no request waiting');
    next.resolve(answer);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return next;
  };
  return { pending, fetchBlock, answerNext };
}

describe('BlockLoader', () => {
  it('starts with 0 rows, asks for block 0 and then the blocks around the visible range', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock });
    expect(loader.rowCount).toBe(0);
    loader.ensureRange(0, 12);
    expect(fetch.pending.map((p) => [p.offset, p.limit])).toEqual([[0, 100]]);
    await fetch.answerNext();
    expect(loader.rowCount).toBe(1000);
    expect(loader.getRow(5)?.code).toBe(records[5]?.code);
    expect(loader.getRow(150)).toBeUndefined();
    // Overflow 2: blocks 1 and 2 are prefetched, one request at a time.
    expect(fetch.pending.map((p) => p.offset)).toEqual([100]);
    await fetch.answerNext();
    expect(fetch.pending.map((p) => p.offset)).toEqual([200]);
    await fetch.answerNext();
    expect(fetch.pending).toEqual([]);
    expect(loader.getRow(250)?.id).toBe(records[250]?.id);
  });

  it('with deferPrefetch, asks for visible blocks at once and for each prefetch only when called back', async () => {
    const fetch = controlledFetch();
    const waiting: (() => void)[] = [];
    const loader = new BlockLoader({
      fetchBlock: fetch.fetchBlock,
      deferPrefetch: (run) => waiting.push(run),
    });
    loader.ensureRange(0, 12);
    expect(fetch.pending.map((p) => p.offset)).toEqual([0]);
    await fetch.answerNext();
    // Blocks 1 and 2 are prefetches: nothing is asked until the deferral calls back, once.
    expect(fetch.pending).toEqual([]);
    expect(waiting).toHaveLength(1);
    waiting.shift()?.();
    expect(fetch.pending.map((p) => p.offset)).toEqual([100]);
    await fetch.answerNext();
    expect(fetch.pending).toEqual([]);
    // A block that becomes visible while a prefetch waits goes at once.
    loader.ensureRange(520, 530);
    expect(fetch.pending.map((p) => p.offset)).toEqual([500]);
    await fetch.answerNext();
    // The waiting call-back (from before) then lets the prefetches around block 5 go, one at a time.
    while (waiting.length > 0) waiting.shift()?.();
    expect(fetch.pending.map((p) => p.offset)).toEqual([600]);
  });

  it('keeps one request in flight and serves the most recently wanted blocks first', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, overflow: 0 });
    loader.ensureRange(0, 10);
    await fetch.answerNext();
    loader.ensureRange(300, 310);
    loader.ensureRange(700, 710);
    loader.ensureRange(500, 510);
    expect(fetch.pending.map((p) => p.offset)).toEqual([300]);
    await fetch.answerNext();
    expect(fetch.pending.map((p) => p.offset)).toEqual([500]);
    await fetch.answerNext();
    expect(fetch.pending.map((p) => p.offset)).toEqual([700]);
  });

  it('evicts the least recently wanted block past the limit', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, overflow: 0, maxBlocks: 3 });
    for (const first of [0, 100, 200]) {
      loader.ensureRange(first, first + 10);
      await fetch.answerNext();
    }
    loader.ensureRange(0, 10); // block 0 is wanted again: block 1 is now the oldest
    loader.ensureRange(300, 310);
    await fetch.answerNext();
    expect(loader.getRow(0)).toBeDefined();
    expect(loader.getRow(100)).toBeUndefined();
    expect(loader.getRow(200)).toBeDefined();
    expect(loader.getRow(300)).toBeDefined();
    expect(loader.loadedRows().map((r) => r.index)).toHaveLength(300);
    // The cached blocks in index order, each with its first row's index (the grid's rows).
    expect(loader.loadedBlockRows().map(({ offset, rows }) => [offset, rows[0]?.id])).toEqual([
      [0, records[0]?.id],
      [200, records[200]?.id],
      [300, records[300]?.id],
    ]);
    expect(loader.loadedRows()[150]).toEqual({ index: 250, row: records[250] });
  });

  it('drops the replies of an older query and shows the new rows', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock });
    loader.ensureRange(0, 10);
    const filtered = records.slice(500, 520);
    const next = controlledFetch(filtered);
    loader.setFetch(next.fetchBlock);
    // The old request is still the one in flight; its reply is discarded.
    await fetch.answerNext();
    expect(loader.rowCount).toBe(0);
    expect(loader.getRow(0)).toBeUndefined();
    await next.answerNext();
    expect(loader.rowCount).toBe(20);
    expect(loader.getRow(0)?.id).toBe(records[500]?.id);
  });

  it('reload keeps the old rows shown until the new ones arrive, and notifies subscribers', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, overflow: 0 });
    const listener = vi.fn();
    loader.subscribe(listener);
    loader.ensureRange(0, 10);
    await fetch.answerNext();
    expect(listener).toHaveBeenCalledTimes(1);
    loader.reload();
    expect(loader.getRow(0)?.id).toBe(records[0]?.id);
    const changed = records.map((r, i) => (i === 0 ? { ...r, code: 'CHANGED' } : r));
    await fetch.answerNext(changed);
    expect(loader.getRow(0)?.code).toBe('CHANGED');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the aggregate summary of block 0 when later replies leave it out', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, overflow: 0 });
    expect(loader.aggregateSummary).toBeNull();
    loader.ensureRange(0, 10);
    await fetch.answerNext();
    expect(loader.aggregateSummary?.present).toBe(1000);
    loader.ensureRange(500, 510);
    const later = await fetch.answerNext();
    expect(later.offset).toBe(500);
    expect(loader.aggregateSummary?.present).toBe(1000);
    // A reload answered with block 0 again brings the new totals.
    loader.ensureRange(0, 10);
    loader.reload();
    await fetch.answerNext(records.slice(0, 400));
    expect(loader.aggregateSummary?.present).toBe(400);
    // A new query starts with no totals until its first block answers.
    const next = controlledFetch(records.slice(0, 30));
    loader.setFetch(next.fetchBlock);
    expect(loader.aggregateSummary).toBeNull();
    await next.answerNext();
    expect(loader.aggregateSummary?.present).toBe(30);
  });

  it('reload asks for block 0 after the visible blocks, so the totals follow an approval made far down', async () => {
    const fetch = controlledFetch();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, overflow: 0 });
    loader.ensureRange(0, 10);
    await fetch.answerNext();
    loader.ensureRange(500, 510);
    await fetch.answerNext();
    loader.reload();
    expect((await fetch.answerNext()).offset).toBe(500);
    expect((await fetch.answerNext(records.slice(0, 700))).offset).toBe(0);
    expect(loader.aggregateSummary?.present).toBe(700);
    expect(fetch.pending).toEqual([]);
  });

  it('reports errors through the callback and goes on with the next block', async () => {
    const fetch = controlledFetch();
    const onError = vi.fn();
    const loader = new BlockLoader({ fetchBlock: fetch.fetchBlock, onError, overflow: 0 });
    loader.ensureRange(0, 10);
    await fetch.answerNext();
    loader.ensureRange(100, 110);
    loader.ensureRange(200, 210);
    const failed = fetch.pending.shift();
    failed?.reject(new Error('offline'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    expect(failed?.offset).toBe(100);
    expect(fetch.pending.map((p) => p.offset)).toEqual([200]);
    // The failed block is asked for again when it is wanted again.
    await fetch.answerNext();
    loader.ensureRange(100, 110);
    expect(fetch.pending.map((p) => p.offset)).toEqual([100]);
  });
});
