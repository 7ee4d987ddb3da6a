import { payrollMonthOf } from '@muster/payroll-rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../app/app.js';
import { defaultApiKey } from '../../../platform/config.js';
import { openDatabase } from '../../../platform/db/database.js';
import {
  approveDemoMonth,
  createDemoDatabase,
  demoSignIn,
  TestChannel,
  type TestDatabase,
  testDatabaseKinds,
  testServerConfig,
} from '../../../testing/index.js';
import { demoWorkerIds, replyRecords } from '../testing/demo-workers.js';
import { payslipQueue } from './run.js';

// twenty chunks of two, so the server stops between two of them
process.env.PAYROLL_CHUNK_SIZE = '2';

const month = payrollMonthOf(new Date(Date.now() - 86_400_000));
const monthInstant = new Date(month.start.getTime() + 86_400_000).toISOString();

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Issue #15 item 4: a run survives a server restart, resumes, and never writes a payslip twice.
describe.each(testDatabaseKinds)('payslip generation across a restart, on %s', (kind) => {
  let database: TestDatabase;
  let server: RunningServer | undefined;
  const config = () => ({
    ...testServerConfig(database),
    // a chunk left active by a dead server is retried 2 s on (maintenance runs as often)
    jobExpireSeconds: 2,
  });
  /** Runs SQL on the database while no server holds it. */
  const whileStopped = async <T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) => {
    const opened = await openDatabase(config());
    try {
      return await work(opened.db);
    } finally {
      await opened.close();
    }
  };

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('resumes the chunks left after a restart, redoes the one a dead server held, writes each payslip once, and says all done to the session that asked', async () => {
    // the demo approves last month only: approve this month's days, so the month-close gate
    // (which refuses a month with nothing approved, #32 item 2) lets the run start
    await whileStopped((db) => approveDemoMonth(db, ['demo'], month));
    server = await startServer(config());
    const channel = await TestChannel.open(server.url, defaultApiKey);
    const session = await channel.login({ ...demoSignIn, code: 'hr1' });
    const workers = await demoWorkerIds(channel, session, 40);
    expect(workers).toHaveLength(40);

    const id = channel.nextId;
    const reply = await channel.txn(
      {
        name: 'txn_payslips_generate',
        folder: 'payslips',
        params: {
          payroll_month: monthInstant,
          generation_basis: 'employees',
          generate_employees: workers,
          proceed_unapproved: true,
        },
      },
      session,
    );
    const [started] = replyRecords(reply);
    // the workers active in the month
    const total = Number(started?.count_end);
    expect(total).toBeGreaterThan(30);
    const chunks = Math.ceil(total / 2);
    const runId = String(started?.run_id);
    // stop once the first chunk is written: the job in hand finishes, the rest stay queued
    await channel.progressUntil(id, (frame) => frame.output.stage === `1/${total}`);
    channel.close();
    await server.close();
    server = undefined;

    const revivedEmployees = await whileStopped(async (db) => {
      const done = await sql<{ chunk: number }>`select chunk from payroll_run_chunks
        where run_id = ${runId} order by chunk`.execute(db);
      expect(done.rows.length).toBeGreaterThan(0);
      expect(done.rows.length).toBeLessThan(chunks);
      const last = done.rows.at(-1)?.chunk ?? -1;
      // the state a server killed while working a chunk leaves: its payslips written, the
      // chunk not recorded, its job active (expiring 2 s on)
      await sql`delete from payroll_run_chunks where run_id = ${runId} and chunk = ${last}`.execute(db);
      const revived = await sql<{ employees: string[] }>`update pgboss.job
        set state = 'active', started_on = now(), completed_on = null
        where name = ${payslipQueue} and state = 'completed' and data ->> 'run_id' = ${runId}
          and (data ->> 'chunk')::int = ${last}
        returning data -> 'employees' as employees`.execute(db);
      expect(revived.rows).toHaveLength(1);
      return revived.rows[0]?.employees ?? [];
    });

    const restartedAt = new Date().toISOString();
    server = await startServer(config());
    // the client reconnects with the session it had: its progress follows it to the new server
    const resumed = await TestChannel.open(server.url, defaultApiKey);
    const hr = session;
    await until('the run after the restart', async () => {
      const stored = replyRecords(
        await resumed.txn(
          {
            name: 'txn_payslips_list',
            folder: 'payslips',
            params: { limit: 1000 },
            projections: ['id', 'employees_id', 'uconst'],
          },
          hr,
        ),
      ).filter((row) => workers.includes(idOf(row.employees_id)) && String(row.uconst).endsWith(month.key));
      const redone = stored.filter(
        (row) => revivedEmployees.includes(idOf(row.employees_id)) && String(row.last_modified) > restartedAt,
      );
      return stored.length === total && redone.length === revivedEmployees.length ? true : undefined;
    });
    const frames = await resumed.progressUntil(id, (frame) => frame.output.stage === 'all done');
    expect(frames.at(-1)?.output.count).toBe(`${total}/${total}`);
    resumed.close();
    await server.close();
    server = undefined;

    const after = await whileStopped(async (db) => {
      const chunks = await sql<{ n: number }>`select count(*)::int as n from payroll_run_chunks
        where run_id = ${runId}`.execute(db);
      const payslips = await sql<{ n: number; employees: number }>`select count(*)::int as n,
          count(distinct employees_id)::int as employees
        from payslips where employees_id = any(${workers}::uuid[]) and payroll_month = ${month.start}`.execute(
        db,
      );
      return { chunks: chunks.rows[0]?.n, ...payslips.rows[0] };
    });
    expect(after).toEqual({ chunks, n: total, employees: total });
  }, 240_000);
});

const idOf = (value: unknown): string =>
  String(Array.isArray(value) ? (value[0] as { id?: string } | undefined)?.id : value);
