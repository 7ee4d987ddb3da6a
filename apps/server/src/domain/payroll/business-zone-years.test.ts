import { payrollMonth, payrollMonthOfKey } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../../platform/db/database.js';
import type { Database } from '../../platform/db/schema.js';
import { createDemoDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/index.js';
import { insertZonedBusinesses, type ZonedBusiness } from '../../testing/zoned-businesses.js';
import { loadForm16 } from './form-16/load.js';
import { loadArrearsSources } from './load/arrears.js';
import { loadTaxYears } from './load/income-tax.js';
import { loadTdsPayslips, quarterMonths } from './tds-return/load.js';
import { loadAnnualEmployees } from './tds-return/load-annual.js';

/**
 * A financial year, a quarter and a month of payroll are the paying business's (issue #28
 * item 2; protocol README, "The business's calendar"). Kathmandu (+05:45) runs 15 minutes
 * ahead of India: its 1 April opens at 18:15 UTC on 31 March, 23:45 of India's 31 March. Its
 * April payslip, stored at that midnight, is March's in IST, and its next April's falls inside
 * an IST year: each case below fails with IST put back.
 */
const zones = { kathmandu: 'Asia/Kathmandu' } as const;
const zone = zones.kathmandu;
const everyRow = sql<boolean>`true`;

describe.each(testDatabaseKinds)("payroll's years and months in the business's zone on %s", (kind) => {
  let database: TestDatabase;
  let opened: OpenDatabase;
  let db: Kysely<Database>;
  let kathmandu: ZonedBusiness;

  beforeAll(async () => {
    database = await createDemoDatabase(kind);
    opened = await openDatabase(database);
    db = opened.db;
    ({ kathmandu } = await insertZonedBusinesses(db, zones, 'TZY'));
    // approved payslips of April 2025 to April 2026, each at Kathmandu's midnight opening its
    // month, the nth paying 1,000 + n with 100 of TDS (so each month's payslip is told apart)
    for (let index = 0; index < 13; index++) {
      const month = payrollMonth(2025 + Math.floor((3 + index) / 12), ((3 + index) % 12) + 1, zone);
      await sql`insert into payslips (partners_id, employees_id, payroll_month, status, gross_pay,
          aggregate_pay_details, itemized_pay_details)
        values (${kathmandu.partnerId}, ${kathmandu.employeeId}, ${month.start}, 'approved', ${1000 + index},
          ${JSON.stringify({ gross_pay: 1000 + index })}::jsonb,
          ${JSON.stringify([{ code: 'TDS', amount: 100, source: 'statutory' }])}::jsonb)`.execute(db);
    }
  }, 300_000);
  afterAll(async () => {
    await opened?.close();
    await database?.drop();
  });

  const yearMonths = [
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ];

  /** Each month of the year with the gross of the payslip opening it: April's 1,000, May's 1,001 … */
  const yearPayslips = yearMonths.map((month, index) => [month, 1000 + index]);

  it("reads Form 16's year of Kathmandu's April to March, each payslip in its own month", async () => {
    const source = await loadForm16(db, kathmandu.employeeId, 2025, everyRow);
    // in IST the year would hold May to April, each a month early
    expect(source?.payslips.map((payslip) => [payslip.month, payslip.totals.gross_pay])).toEqual(
      yearPayslips,
    );
  });

  it("reads Form 24Q's Annexure II year and its first quarter in Kathmandu's months", async () => {
    const [employee] = await loadAnnualEmployees(db, kathmandu.partnerId, 2025, everyRow, zone);
    expect(employee?.payslips.map((payslip) => [payslip.month, payslip.totals.gross_pay])).toEqual(
      yearPayslips,
    );
    const months = quarterMonths(2025, 1, zone);
    expect(months.map((month) => month.start.toISOString())).toEqual([
      '2025-03-31T18:15:00.000Z',
      '2025-04-30T18:15:00.000Z',
      '2025-05-31T18:15:00.000Z',
    ]);
    const { payslips } = await loadTdsPayslips(db, kathmandu.partnerId, months, everyRow);
    expect(payslips.map((payslip) => payslip.month)).toEqual(['2025-04', '2025-05', '2025-06']);
  });

  it("counts May's tax year from Kathmandu's 1 April, its April payslip included", async () => {
    const years = await loadTaxYears(db, [kathmandu.employeeId], payrollMonthOfKey('2025-05', zone));
    expect(years.get(kathmandu.employeeId)).toMatchObject({ salaryBefore: 1000, tdsBefore: 100 });
  });

  it("reaches arrears back to the Kathmandu month a revision is dated in, not India's month before", async () => {
    // dated 1 May 2025 in Kathmandu: 23:45 of India's 30 April
    await sql`insert into salary_revisions (partners_id, employees_id, effective_from, announced_on, gross_salary)
      values (${kathmandu.partnerId}, ${kathmandu.employeeId}, '2025-04-30T18:15:00Z', '2025-06-30T18:15:00Z', 2000)`.execute(
      db,
    );
    const sources = await loadArrearsSources(db, [kathmandu.employeeId], payrollMonthOfKey('2025-08', zone));
    const source = sources.get(kathmandu.employeeId);
    expect(source?.months.map((month) => month.key)).toEqual(['2025-05', '2025-06', '2025-07']);
    expect([...(source?.paid.keys() ?? [])]).toEqual(['2025-05', '2025-06', '2025-07']);
    expect(Object.fromEntries(source?.announced ?? [])).toEqual({
      '2025-05': '2025-07',
      '2025-06': '2025-07',
      '2025-07': '2025-07',
    });
  });
});
