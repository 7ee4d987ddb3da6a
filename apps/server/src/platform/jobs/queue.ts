import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { type Actor, actingAs, currentActor } from '../db/acting.js';
import type { Database } from '../db/schema.js';
import { orderedJobIds } from './ordered-ids.js';

/** The key of a job's data that carries the actor who queued it. */
const actorKey = 'queued_by_actor';

/** The long jobs of DESIGN §2, in the server's own database. */
export interface JobQueue {
  send(queue: string, data: object, options?: { expireInSeconds?: number }): Promise<string | null>;
  /** Queues many jobs in one statement, worked in the order given. */
  sendMany(queue: string, data: readonly object[]): Promise<void>;
  /** Works one job at a time; a handler that throws leaves the job to be retried. */
  work<Data extends object>(queue: string, handler: (data: Data) => Promise<void>): Promise<void>;
  /** Makes the queues now, where `send` and `work` would make each on first use. */
  createQueues(queues: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** How long a job may be active before it counts as lost (its worker died) and is retried. */
  expireInSeconds: number;
  pollingIntervalSeconds: number;
}

/**
 * pg-boss 10 over PostgreSQL (its own pool), or over the embedded PGlite through its
 * `db.executeSql` adapter: each statement runs while the Kysely driver lends this caller
 * the one PGlite connection, so a job's SQL never lands inside another caller's
 * transaction; parameterless multi-statement SQL (its migrations) goes through `exec`.
 * A queue is created on first use; a restarted server picks up what was left.
 */
export async function startJobQueue(
  target: { databaseUrl: string } | { db: Kysely<Database>; pglite: PGlite },
  options: JobQueueOptions,
): Promise<JobQueue> {
  // pg-boss retries an expired job only when its maintenance runs (every 120 s by default):
  // run it at least as often as a job expires, so a chunk whose server died is redone
  // within two expiry periods, not 120 s later at best
  const maintenanceIntervalSeconds = Math.max(1, Math.min(120, options.expireInSeconds));
  // No cron schedules are used (no `boss.schedule`): without `schedule` pg-boss's start skips
  // its clock-skew read, its own queue's create and that queue's worker, which otherwise
  // polled every 5 s for the server's life (issue #35 item 3: work that finds nothing to do).
  const common = { maintenanceIntervalSeconds, schedule: false };
  const boss =
    'databaseUrl' in target
      ? new PgBoss({ connectionString: target.databaseUrl, max: 4, ...common })
      : new PgBoss({ db: { executeSql: pgliteExecutor(target.db, target.pglite) }, ...common });
  boss.on('error', (error) => console.error('job queue:', error));
  await boss.start();
  const created = new Set<string>();
  // A restart finds its queues made by the start before: one read of their names replaces a
  // `create_queue` call per queue (each a PL/pgSQL call whose insert did nothing). A queue's
  // options were never changed by a later create either (its insert is `on conflict do nothing`).
  for (const queue of await boss.getQueues()) created.add(queue.name);
  // this process's worker of each queue: a job sent here wakes it at once rather than after
  // up to a polling interval (0.5 s of a 2 s bulk upload); other processes' workers poll
  const workers = new Map<string, string>();
  const ensureQueue = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: 5,
      retryDelay: 1,
      expireInSeconds: options.expireInSeconds,
    });
    created.add(queue);
  };
  return {
    async createQueues(queues) {
      for (const queue of queues) await ensureQueue(queue);
    },
    async send(queue, data, sendOptions) {
      await ensureQueue(queue);
      // the job writes for whoever queued it: the audit trail names them (db/acting.ts)
      const id = await boss.send(
        queue,
        { ...data, [actorKey]: currentActor() },
        {
          expireInSeconds: sendOptions?.expireInSeconds ?? options.expireInSeconds,
          retryLimit: 5,
          retryDelay: 1,
        },
      );
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
      return id;
    },
    async sendMany(queue, data) {
      await ensureQueue(queue);
      const actor = currentActor();
      const ids = orderedJobIds(data.length);
      await boss.insert(
        data.map((each, position) => ({
          id: ids[position],
          name: queue,
          data: { ...each, [actorKey]: actor },
          expireInSeconds: options.expireInSeconds,
          retryLimit: 5,
          retryDelay: 1,
        })),
      );
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },
    async work(queue, handler) {
      await ensureQueue(queue);
      let workerId: string | undefined;
      workerId = await boss.work(
        queue,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const { [actorKey]: actor, ...data } = job.data as Record<string, unknown>;
            await actingAs((actor as Actor | null | undefined) ?? null, () => handler(data as never));
          }
          // a worker that has just done a job asks for the next at once; only an empty
          // fetch waits the polling interval (pg-boss otherwise spaces every fetch by it,
          // which made a run of 40 chunks last 40 intervals however fast each chunk was).
          // It lets pending I/O run first: on PGlite every query runs in this thread, and a
          // queue of jobs worked back to back would keep connections' frames waiting
          await new Promise((resolve) => setImmediate(resolve));
          if (workerId) boss.notifyWorker(workerId);
        },
      );
      workers.set(queue, workerId);
    },
    async stop() {
      // the job in hand finishes (or is retried by whichever instance is up next)
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}

function pgliteExecutor(db: Kysely<Database>, pglite: PGlite) {
  return (text: string, values: unknown[] = []) =>
    db.connection().execute(async () => {
      if (!values.length && text.includes(';')) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values);
      return { rows: result.rows };
    });
}
