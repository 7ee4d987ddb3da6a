import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { recomputeAfterPunches } from './recompute-employee.js';

/** Each employee punched, with the first and last instant of the punches (store-punches.ts). */
export type PunchedRanges = ReadonlyMap<string, { from: Date; to: Date }>;

interface Waiting {
  punched: PunchedRanges;
  resolve(): void;
  reject(error: unknown): void;
}

/** One range per employee covering all of theirs in `many`. */
export function mergePunchedRanges(many: readonly PunchedRanges[]): Map<string, { from: Date; to: Date }> {
  const merged = new Map<string, { from: Date; to: Date }>();
  for (const punched of many)
    for (const [employeeId, range] of punched) {
      const seen = merged.get(employeeId);
      merged.set(
        employeeId,
        seen
          ? {
              from: new Date(Math.min(seen.from.getTime(), range.from.getTime())),
              to: new Date(Math.max(seen.to.getTime(), range.to.getTime())),
            }
          : range,
      );
    }
  return merged;
}

/**
 * The days of punches that arrive together, recomputed together (issue #35 item 7): at a
 * shift change a thousand terminals upload within seconds, and each upload recomputing its
 * own worker's days took a transaction and a read per input source each, 4,000 of them in a
 * minute, holding the pool's connections while the channel's reads waited. Here at most
 * `concurrent` recomputes run; uploads arriving meanwhile wait and go in the next one, up to
 * `maxEmployees` employees (recomputeEmployeesDays reads each source once for all of them).
 * Each caller is answered when the recompute holding its days has committed, so an upload is
 * still answered only once its days are computed. A failed batch is tried again one caller at
 * a time, so one employee's failure refuses only that caller.
 */
export class RecomputeBatches {
  private readonly waiting: Waiting[] = [];
  private running = 0;

  constructor(
    private readonly recompute: (punched: PunchedRanges) => Promise<void>,
    private readonly concurrent = 2,
    private readonly maxEmployees = 200,
  ) {}

  /** Recomputes the punched days; settles once they are stored (or refused). */
  recomputeAfterPunches(punched: PunchedRanges): Promise<void> {
    if (!punched.size) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiting.push({ punched, resolve, reject });
      this.startNext();
    });
  }

  private startNext(): void {
    while (this.running < this.concurrent && this.waiting.length) {
      const batch: Waiting[] = [];
      let employees = 0;
      while (this.waiting.length && (batch.length === 0 || employees < this.maxEmployees)) {
        const next = this.waiting.shift() as Waiting;
        batch.push(next);
        employees += next.punched.size;
      }
      this.running += 1;
      void this.run(batch).finally(() => {
        this.running -= 1;
        this.startNext();
      });
    }
  }

  private async run(batch: readonly Waiting[]): Promise<void> {
    try {
      await this.recompute(mergePunchedRanges(batch.map((waiting) => waiting.punched)));
      for (const waiting of batch) waiting.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const waiting of batch)
        await this.recompute(waiting.punched).then(waiting.resolve, waiting.reject);
    }
  }
}

const batchesOf = new WeakMap<Kysely<Database>, RecomputeBatches>();

/**
 * `recomputeAfterPunches` for punches that arrive in many requests at once (terminals'
 * uploads): batched per database handle, that is per server (RecomputeBatches).
 */
export function recomputeAfterPunchesBatched(db: Kysely<Database>, punched: PunchedRanges): Promise<void> {
  let batches = batchesOf.get(db);
  if (!batches) {
    batches = new RecomputeBatches((merged) => recomputeAfterPunches(db, merged));
    batchesOf.set(db, batches);
  }
  return batches.recomputeAfterPunches(punched);
}
