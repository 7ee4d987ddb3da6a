import { payrollMonthOfKey } from '@muster/payroll-rules';
import {
  businessMonthKey,
  businessMonthStart,
  complianceMessages,
  type FolderDefinition,
  indianLawTimeZone,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { challanMonthWriteHook } from './challan-month.js';
import { invoicedMonths } from './invoice-gate.js';
import { type Contractor, contractorScorecards } from './scorecard.js';

/**
 * A contractor's scorecard counts on the contractor's calendar (issue #28 item 2): its wages'
 * paid days are read in its zone (load/wage-payslips.ts), so its today is too, and an
 * invoice's month is read in the zone it was stored in (the contractor's). Dubai (+04:00)
 * runs 1 h 30 behind India: 23:00 there is India's next day. Kathmandu (+05:45) runs 15
 * minutes ahead: its 1 December begins at 23:45 of India's 30 November. Each case fails with
 * IST put back.
 */
const zones = { dubai: 'Asia/Dubai', kathmandu: 'Asia/Kathmandu' } as const;

describe.each(testDatabaseKinds)("contractors' compliance in their own zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  const contractors = new Map<keyof typeof zones, Contractor>();

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    for (const [business, zone] of Object.entries(zones) as [keyof typeof zones, string][]) {
      const partner = await sql<{
        id: string;
      }>`insert into partners (code, name, sw_handle, time_zone, partner_type)
        values (${`TZC-${business}`}, ${business}, ${`tzc-${business}`}, ${zone}, 'contractor') returning id`.execute(
        db,
      );
      contractors.set(business, { id: partner.rows[0]?.id as string, name: business, timeZone: zone });
    }
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  it("finds a Dubai contractor's October wages unpaid only once Dubai's due day is over", async () => {
    const dubai = contractors.get('dubai') as Contractor;
    const person = await sql<{ id: string }>`insert into persons (first_name)
      values (${JSON.stringify({ eng: 'Unpaid' })}::jsonb) returning id`.execute(db);
    const employee = await sql<{
      id: string;
    }>`insert into employees (partners_id, persons_id, code, employee_status,
        joining_date)
      values (${dubai.id}, ${person.rows[0]?.id}, 'TZC1', 'approved', '2026-01-01T00:00:00Z') returning id`.execute(
      db,
    );
    // October's payslip opens at Dubai's midnight of 1 October, approved, its wages not paid
    await sql`insert into payslips (partners_id, employees_id, payroll_month, status, net_pay)
      values (${dubai.id}, ${employee.rows[0]?.id}, '2026-09-30T20:00:00Z', 'approved', 1000)`.execute(db);
    const month = payrollMonthOfKey('2026-10', indianLawTimeZone);
    const unpaid = async (now: Date) =>
      (await contractorScorecards(db, [dubai], month, now))[0]?.findings.find(
        (finding) => finding.kind === 'wages_unpaid',
      );
    const due = String((await unpaid(new Date('2027-01-01T00:00:00Z')))?.params.due);
    expect(due).toMatch(/^2026-11-\d\d$/);
    // 23:00 on the due day in Dubai, 00:30 of the next in India
    expect(await unpaid(new Date(`${due}T23:00:00+04:00`))).toBeUndefined();
    expect(await unpaid(new Date(`${due}T23:59:00+04:00`))).toBeUndefined();
  });

  it("gates a Kathmandu invoice of December on Kathmandu's December", async () => {
    const kathmandu = contractors.get('kathmandu') as Contractor;
    const invoice = await sql<{ id: string }>`insert into invoices (partners_id, invoice_month)
      values (${kathmandu.id}, '2026-11-30T18:15:00Z') returning id`.execute(db);
    const months = await invoicedMonths(db, [invoice.rows[0]?.id as string]);
    expect(months.map(({ contractor, month }) => [contractor.timeZone, month.key])).toEqual([
      [zones.kathmandu, '2026-12'],
    ]);
  });

  it("refuses a Dubai contractor's challan for a wage month only once it lies after Dubai's current month", async () => {
    const dubai = contractors.get('dubai') as Contractor;
    const [year, month] = businessMonthKey(Date.now(), zones.dubai).split('-').map(Number) as [
      number,
      number,
    ];
    // the hook as the generic write runs it, after the row is written (app/write-hooks.ts)
    const judged = async (wageMonth: number) =>
      db.transaction().execute(async (trx) => {
        const row = await sql<{
          id: string;
        }>`insert into epf_challans (partners_id, wage_month, trrn, paid_on, amount)
          values (${dubai.id}, ${new Date(wageMonth)}, 'TZC-TRRN', now(), 1) returning id`.execute(trx);
        const run = challanMonthWriteHook.open({
          definition: { name: 'epf_challans' } as FolderDefinition,
          env: {} as never,
          targetSwhandle: undefined,
          partnerId: dubai.id,
        });
        await run.after?.(trx, { rows: [] } as never, [{ op: 'C', id: row.rows[0]?.id as string }]);
        await sql`delete from epf_challans where id = ${row.rows[0]?.id}`.execute(trx);
        return 'kept';
      });
    // India's midnight of next month is 22:30 of this month's last day in Dubai: still this month there
    expect(await judged(businessMonthStart(year, month + 1, indianLawTimeZone))).toBe('kept');
    const refused = await judged(businessMonthStart(year, month + 1, zones.dubai)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TxnError);
    expect((refused as TxnError).data?.text).toMatchObject({
      key: complianceMessages.futureWageMonth,
      values: { current: { month: businessMonthKey(Date.now(), zones.dubai) } },
    });
  });
});
