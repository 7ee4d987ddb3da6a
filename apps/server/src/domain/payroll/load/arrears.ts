import {
  type MonthArrears,
  nextMonth,
  type PayrollMonth,
  type PayslipLine,
  type PayslipTotals,
  payrollMonthOf,
} from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/** A month's payslip as arrears read it. */
export interface PaidPayslip {
  approved: boolean;
  lines: PayslipLine[];
  totals: PayslipTotals;
}

/** What a run needs to pay an employee's arrears in its month. */
export interface ArrearsSource {
  /** The months from the earliest revision dated before the run's month to the month before it. */
  months: PayrollMonth[];
  /** Each month's payslip, by `YYYY-MM`. */
  paid: Map<string, PaidPayslip>;
  /** Arrears of a month (`YYYY-MM`) already paid on payslips of other months than the run's. */
  settled: Map<string, MonthArrears[]>;
  /**
   * The month (`YYYY-MM`) the revision in force in a month (`YYYY-MM`) was announced in: its
   * 'Announced On', else the day it was recorded (ESI on arrears is owed from it).
   */
  announced: Map<string, string>;
}

/**
 * For the employees of a chunk with a salary revision dated before the month: the months it
 * reaches back to, their payslips and the arrears of them other payslips already paid
 * (payroll README "Arrears of a salary revision"). Employees with none are not in the map.
 * A chunk's employees are of the business whose month it is, so every date is read in the
 * month's zone (protocol README, "The business's calendar").
 */
export async function loadArrearsSources(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, ArrearsSource>> {
  const revised = await sql<{ employees_id: string; first: Date }>`
    select employees_id, min(effective_from) as first from salary_revisions
    where employees_id = any(${employeeIds}::uuid[]) and not deleted and effective_from < ${month.start}
    group by employees_id`.execute(db);
  if (!revised.rows.length) return new Map();
  const ids = revised.rows.map((row) => row.employees_id);
  const earliest = new Date(Math.min(...revised.rows.map((row) => new Date(row.first).getTime())));
  const [payslips, settled, revisions] = await Promise.all([
    sql<{ employees_id: string; month: Date; status: string | null; lines: unknown; totals: unknown }>`
      select employees_id, payroll_month as month, status, itemized_pay_details as lines,
        aggregate_pay_details as totals
      from payslips where employees_id = any(${ids}::uuid[]) and not deleted
        and payroll_month >= ${payrollMonthOf(earliest, month.timeZone).start} and payroll_month < ${month.start}`.execute(
      db,
    ),
    sql<{ employees_id: string; arrears: unknown }>`
      select employees_id, aggregate_pay_details -> 'arrears' as arrears from payslips
      where employees_id = any(${ids}::uuid[]) and not deleted and payroll_month <> ${month.start}
        and jsonb_typeof(aggregate_pay_details -> 'arrears') = 'array'
        and jsonb_array_length(aggregate_pay_details -> 'arrears') > 0`.execute(db),
    sql<{ employees_id: string; effective_from: Date; announced: Date }>`
      select employees_id, effective_from, coalesce(announced_on, creation_date) as announced
      from salary_revisions where employees_id = any(${ids}::uuid[]) and not deleted
        and effective_from < ${month.start}
      order by effective_from, creation_date`.execute(db),
  ]);
  const sources = new Map<string, ArrearsSource>();
  for (const row of revised.rows) {
    const months: PayrollMonth[] = [];
    for (
      let each = payrollMonthOf(new Date(row.first), month.timeZone);
      each.start < month.start;
      each = nextMonth(each)
    )
      months.push(each);
    sources.set(row.employees_id, { months, paid: new Map(), settled: new Map(), announced: new Map() });
  }
  // each month takes the announcement of the latest revision in force in it (ordered, so a
  // later one overwrites an earlier)
  for (const revision of revisions.rows) {
    const source = sources.get(revision.employees_id);
    const from = payrollMonthOf(new Date(revision.effective_from), month.timeZone).key;
    for (const each of source?.months ?? [])
      if (each.key >= from)
        source?.announced.set(each.key, payrollMonthOf(new Date(revision.announced), month.timeZone).key);
  }
  for (const row of payslips.rows)
    sources.get(row.employees_id)?.paid.set(payrollMonthOf(row.month, month.timeZone).key, {
      approved: row.status === 'approved',
      lines: Array.isArray(row.lines) ? (row.lines as PayslipLine[]) : [],
      totals: row.totals as PayslipTotals,
    });
  for (const row of settled.rows) {
    const source = sources.get(row.employees_id);
    for (const arrears of row.arrears as MonthArrears[]) {
      const list = source?.settled.get(arrears.month) ?? [];
      list.push(arrears);
      source?.settled.set(arrears.month, list);
    }
  }
  return sources;
}
