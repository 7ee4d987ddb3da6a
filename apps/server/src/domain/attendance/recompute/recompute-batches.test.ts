import { describe, expect, it } from 'vitest';
import { mergePunchedRanges, type PunchedRanges, RecomputeBatches } from './recompute-batches.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 3, minute));
const punched = (employeeId: string, from: number, to = from): PunchedRanges =>
  new Map([[employeeId, { from: at(from), to: at(to) }]]);

/** A recompute that records what it was asked and finishes when the test says so. */
function controlledRecompute(fails: (punched: PunchedRanges) => boolean = () => false) {
  const calls: PunchedRanges[] = [];
  const finish: (() => void)[] = [];
  const recompute = (given: PunchedRanges) =>
    new Promise<void>((resolve, reject) => {
      calls.push(given);
      finish.push(() => (fails(given) ? reject(new Error(`refused ${[...given.keys()]}`)) : resolve()));
    });
  const finishAll = async () => {
    while (finish.length) {
      for (const done of finish.splice(0)) done();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { calls, recompute, finishAll };
}

describe('recompute batches (issue #35 item 7)', () => {
  it('recomputes the uploads that arrive while one runs together, and answers each only after its own batch', async () => {
    const { calls, recompute, finishAll } = controlledRecompute();
    const batches = new RecomputeBatches(recompute, 1, 200);
    const settled: string[] = [];
    const uploads = ['e1', 'e2', 'e3', 'e4', 'e5'].map((id, index) =>
      batches.recomputeAfterPunches(punched(id, index)).then(() => settled.push(id)),
    );
    // the first runs alone; the four that came meanwhile wait for it
    expect(calls.map((call) => [...call.keys()])).toEqual([['e1']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toEqual([]);
    await finishAll();
    await Promise.all(uploads);
    expect(calls.map((call) => [...call.keys()])).toEqual([['e1'], ['e2', 'e3', 'e4', 'e5']]);
    expect(settled).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });

  it('takes at most the batch size of employees at once, and runs that many batches side by side', async () => {
    const { calls, recompute, finishAll } = controlledRecompute();
    const batches = new RecomputeBatches(recompute, 2, 3);
    const uploads = Array.from({ length: 9 }, (_, index) =>
      batches.recomputeAfterPunches(punched(`e${index}`, index)),
    );
    expect(calls.length).toBe(2);
    await finishAll();
    await Promise.all(uploads);
    expect(calls.map((call) => call.size)).toEqual([1, 1, 3, 3, 1]);
  });

  it('tries a failed batch again one upload at a time: only the upload whose days fail is refused', async () => {
    const { calls, recompute, finishAll } = controlledRecompute((given) => given.has('bad'));
    const batches = new RecomputeBatches(recompute, 1, 200);
    const first = batches.recomputeAfterPunches(punched('e0', 0));
    const results = ['e1', 'bad', 'e2'].map((id, index) =>
      batches.recomputeAfterPunches(punched(id, index)).then(
        () => `${id} done`,
        (error: Error) => `${id}: ${error.message}`,
      ),
    );
    await finishAll();
    await first;
    expect(await Promise.all(results)).toEqual(['e1 done', 'bad: refused bad', 'e2 done']);
    expect(calls.map((call) => [...call.keys()])).toEqual([
      ['e0'],
      ['e1', 'bad', 'e2'],
      ['e1'],
      ['bad'],
      ['e2'],
    ]);
  });

  it('merges two uploads of one employee into one range from the earliest punch to the latest', () => {
    const merged = mergePunchedRanges([punched('e1', 10, 20), punched('e1', 5, 12), punched('e2', 7)]);
    expect(merged.get('e1')).toEqual({ from: at(5), to: at(20) });
    expect(merged.get('e2')).toEqual({ from: at(7), to: at(7) });
  });

  it('answers an upload that punched no one at once, with no recompute', async () => {
    const { calls, recompute } = controlledRecompute();
    await new RecomputeBatches(recompute).recomputeAfterPunches(new Map());
    expect(calls).toEqual([]);
  });
});
