import { payrollMonthOf } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs } from '../../../platform/db/acting.js';
import { type OpenDatabase, openDatabase } from '../../../platform/db/database.js';
import type { Database } from '../../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/index.js';
import { generateChunk } from './generate-chunk.js';

/**
 * A generated payslip's audit row is written by its writer, not by the row trigger (issue #35
 * item 6, migration 285): still one row per change with who, when, from and to, and the same
 * changes the trigger makes of the row (`audit_changes`), for a new payslip, a rewritten one
 * and one rewritten unchanged (no row).
 */
describe.each(testDatabaseKinds)('the audit rows of generated payslips on %s', (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  /** Three of the demo's workers, and the HR user who generates their payslips. */
  let workers: string[] = [];
  let hr: string;
  const month = payrollMonthOf(new Date(Date.now() - 86_400_000));
  const asHr = <T>(work: () => Promise<T>) => actingAs({ userId: hr, txn: 'txn_payslips_generate' }, work);

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    const picked = await sql<{
      id: string;
    }>`select e.id from employees e join partners p on p.id = e.partners_id
      where p.sw_handle = 'demo' and e.code like 'DI%' and not e.deleted order by e.code limit 3`.execute(db);
    workers = picked.rows.map((row) => row.id);
    const found = await sql<{
      id: string;
    }>`select e.id from employees e join partners p on p.id = e.partners_id
      where p.sw_handle = 'demo' and e.code = 'hr1'`.execute(db);
    hr = found.rows[0]?.id ?? '';
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  /** The workers' payslips of the month as the trail sees a row: its JSON. */
  const rows = async () =>
    (
      await sql<{ id: string; row: Record<string, unknown> }>`select id, to_jsonb(p) as row from payslips p
        where employees_id = any(${workers}::uuid[]) and payroll_month = ${month.start} and not deleted
        order by id`.execute(db)
    ).rows;
  const trail = async (ids: readonly string[]) =>
    (
      await sql<{
        record_id: string;
        op: string;
        changes: Record<string, unknown>;
        done_by: string | null;
        txn: string | null;
        partners_id: string | null;
      }>`select record_id, op, changes, done_by, txn, partners_id from audit_log
        where folder = 'payslips' and record_id = any(${ids}::uuid[]) order by seq`.execute(db)
    ).rows;
  /** What the trigger's `audit_changes` makes of a row's JSON before and after. */
  const changesOf = async (before: Record<string, unknown> | null, after: Record<string, unknown>) =>
    (
      await sql<{ changes: Record<string, unknown> | null }>`select audit_changes(${
        before ? JSON.stringify(before) : null
      }::jsonb, ${JSON.stringify(after)}::jsonb, 'id') as changes`.execute(db)
    ).rows[0]?.changes ?? null;

  it('records a new payslip once, by whom and in which txn, with the changes the trigger makes of it', async () => {
    const outcomes = await asHr(() => generateChunk(db, month, workers));
    expect(outcomes.map((outcome) => outcome.error)).toEqual([null, null, null]);
    const written = await rows();
    expect(written).toHaveLength(3);
    const entries = await trail(written.map((row) => row.id));
    expect(entries).toHaveLength(3);
    for (const { id, row } of written) {
      const entry = entries.find((candidate) => candidate.record_id === id);
      expect(entry).toMatchObject({ op: 'insert', done_by: hr, txn: 'txn_payslips_generate' });
      expect(entry?.partners_id).toBe(row.partners_id);
      expect(entry?.changes).toEqual(await changesOf(null, row));
      // the pay details, whole: what an auditor asks about (audit README)
      expect(entry?.changes.itemized_pay_details).toEqual([null, row.itemized_pay_details]);
    }
  });

  it('records a rewritten payslip by its changes against the row it replaced, and one rewritten unchanged not at all', async () => {
    const ids = (await rows()).map((row) => row.id);
    // the first payslip's net pay a rupee off as nobody's change (the trail skips starting
    // data), so that generating again rewrites it; the others are rewritten as they are
    await db.transaction().execute(async (trx) => {
      await sql`select set_config('muster.txn', 'starting data', true)`.execute(trx);
      await sql`update payslips set net_pay = net_pay + 1 where id = ${ids[0]}`.execute(trx);
    });
    const before = await rows();
    await asHr(() => generateChunk(db, month, workers));
    const after = await rows();
    // written over: the same ids
    expect(after.map((row) => row.id)).toEqual(ids);
    const entries = (await trail(ids)).slice(3);
    expect(entries.map((entry) => entry.record_id)).toEqual([ids[0]]);
    expect(entries[0]).toMatchObject({ op: 'update', done_by: hr, txn: 'txn_payslips_generate' });
    expect(entries[0]?.changes).toEqual(await changesOf(before[0]?.row ?? null, after[0]?.row ?? {}));
    const netPay = Number(after[0]?.row.net_pay);
    expect(entries[0]?.changes).toEqual({ net_pay: [netPay + 1, netPay] });
  });

  it('leaves every other write to the trigger: a table the writer does not name, and payslips once it is done', async () => {
    const [payslip] = await rows();
    const days = await sql<{ id: string }>`select id from attendance
      where employees_id = ${workers[0]} and not deleted limit 1`.execute(db);
    const day = days.rows[0]?.id ?? '';
    await actingAs({ userId: hr, txn: 'test' }, () =>
      db.transaction().execute(async (trx) => {
        await sql`select set_config('muster.audit_written', 'payslips', true)`.execute(trx);
        // as the writer's own statement: the trigger leaves payslips to it
        await sql`update payslips set paid_on = now() where id = ${payslip?.id}`.execute(trx);
        // another audited table in the same transaction is the trigger's
        await sql`update attendance set overtime_minutes = coalesce(overtime_minutes, 0) + 1 where id = ${day}`.execute(
          trx,
        );
      }),
    );
    await actingAs({ userId: hr, txn: 'test' }, () =>
      db.transaction().execute(async (trx) => {
        await sql`update payslips set paid_on = null where id = ${payslip?.id}`.execute(trx);
      }),
    );
    const payslipEntries = (await trail([payslip?.id ?? ''])).filter((entry) => entry.txn === 'test');
    expect(payslipEntries.map((entry) => Object.keys(entry.changes))).toEqual([['paid_on']]);
    const dayEntries = await sql<{ op: string }>`select op from audit_log
      where folder = 'attendance' and record_id = ${day} and txn = 'test'`.execute(db);
    expect(dayEntries.rows.map((row) => row.op)).toEqual(['update']);
  });
});
