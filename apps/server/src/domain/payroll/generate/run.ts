import { type PayrollMonth, payrollMonth } from '@muster/payroll-rules';
import { defaultBusinessTimeZone, payrollMessages } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { ProgressSender } from '../../../platform/jobs/progress-sender.js';
import { type ProgressTarget, progressFrame } from '../../../platform/jobs/progress-sender.js';
import type { JobQueue } from '../../../platform/jobs/queue.js';
import { generateChunk } from './generate-chunk.js';

export const payslipQueue = 'payslips-generate';
/**
 * Chunk workers per server process: while one chunk waits on the database (reads, the
 * upsert), another computes. PAYROLL_WORKERS sets it (tests/bench/payroll measures it).
 */
export const payslipWorkers = (): number => Math.max(1, Number(process.env.PAYROLL_WORKERS) || 2);
/**
 * Employees per job: a chunk is read and written in a few statements, and a server that
 * dies redoes at most the chunk in hand. PAYROLL_CHUNK_SIZE lets tests make runs of many
 * chunks; it is read when a run starts, since a test sets it after its imports ran.
 */
export const payslipChunkSize = (): number => Number(process.env.PAYROLL_CHUNK_SIZE) || 500;

interface ChunkJob {
  run_id: string;
  month: string;
  /** The paying business's time zone: the month's instants are its midnights. */
  time_zone: string;
  employees: string[];
  /** The position in the run of the chunk's first employee. */
  offset: number;
  total: number;
  chunk: number;
  chunks: number;
  notify: ProgressTarget | null;
}

/**
 * Starts a generation run: records it and queues its chunks in the run's order. The work
 * runs in the job queue, so any instance works it and a restart resumes it.
 */
export async function startGeneration(
  db: Kysely<Database>,
  jobs: JobQueue,
  run: {
    partnerId: string;
    month: PayrollMonth;
    employees: readonly string[];
    requestedBy: string;
    notify: ProgressTarget | null;
  },
): Promise<{ run_id: string; total: number }> {
  const total = run.employees.length;
  const chunkSize = payslipChunkSize();
  const chunks = Math.ceil(total / chunkSize);
  const inserted = await sql<{
    id: string;
  }>`insert into payroll_runs (partners_id, payroll_month, total, chunks, requested_by)
    values (${run.partnerId}, ${run.month.start}, ${total}, ${chunks}, ${run.requestedBy}) returning id`.execute(
    db,
  );
  const runId = inserted.rows[0]?.id;
  if (!runId) throw new Error('the run was not recorded');
  // one statement for every chunk: queued one by one, 200 chunks of 100,000 employees held
  // the reply for seconds (tests/bench/payroll)
  const queued: ChunkJob[] = Array.from({ length: chunks }, (_, chunk) => ({
    run_id: runId,
    month: run.month.key,
    time_zone: run.month.timeZone,
    employees: run.employees.slice(chunk * chunkSize, (chunk + 1) * chunkSize),
    offset: chunk * chunkSize,
    total,
    chunk,
    chunks,
    notify: run.notify,
  }));
  await jobs.sendMany(payslipQueue, queued);
  return { run_id: runId, total };
}

/**
 * Works one chunk: its payslips, one progress frame per payslip, and 'all done' once the
 * run's every chunk is recorded (a retried chunk records once).
 */
export function payslipChunkWorker(db: Kysely<Database>, progress: ProgressSender) {
  return async (job: ChunkJob): Promise<void> => {
    const [year, month] = job.month.split('-').map(Number);
    // a job queued before the zone was carried is a business in the default zone
    const outcomes = await generateChunk(
      db,
      payrollMonth(year ?? 0, month ?? 0, job.time_zone ?? defaultBusinessTimeZone),
      job.employees,
    );
    const { notify } = job;
    if (notify)
      await progress.send(
        notify.session,
        outcomes.map((outcome, index) => {
          const position = `${job.offset + index + 1}/${job.total}`;
          return progressFrame(notify, position, position, outcome.item, outcome.error);
        }),
      );
    const done = await recordChunk(db, job.run_id, job.chunk);
    if (notify && done >= job.chunks)
      await progress.send(notify.session, [
        progressFrame(notify, payrollMessages.allDone, `${job.total}/${job.total}`, undefined, null),
      ]);
  };
}

/**
 * Records a chunk done and answers how many of its run are. The run's row is locked first,
 * so two chunks finishing at once (two workers, two instances) count one after the other:
 * counting in one statement, each saw the run without the other's chunk and neither said
 * 'all done'.
 */
export async function recordChunk(db: Kysely<Database>, runId: string, chunk: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select id from payroll_runs where id = ${runId} for update`.execute(trx);
    await sql`insert into payroll_run_chunks (run_id, chunk) values (${runId}, ${chunk})
      on conflict do nothing`.execute(trx);
    const counted = await sql<{ done: number }>`select count(*)::int as done from payroll_run_chunks
      where run_id = ${runId}`.execute(trx);
    return counted.rows[0]?.done ?? 0;
  });
}
