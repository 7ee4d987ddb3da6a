import type { PayrollMonth } from '@muster/payroll-rules';
import { approvedStatuses } from '@muster/payroll-rules';
import { sql, type Transaction } from 'kysely';
import { loctextSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { type AttendanceGroup, invoiceLanguage } from '../rules/index.js';

/**
 * A contract's attendance of a month, per attendance-based item and approval: the days
 * stored under the contract's allocations (attendance.allocations_id) whose site, shift
 * and designation are the item's. Approved is what payroll pays on (`approvedStatuses`).
 */
export async function loadItemAttendance(
  trx: Transaction<Database>,
  contractId: string,
  month: PayrollMonth,
): Promise<AttendanceGroup[]> {
  const rows = await sql<{
    item: string;
    approved: boolean;
    days: number;
    payable: number;
    minutes: number;
  }>`select i.id as item, coalesce(s.code = any(${approvedStatuses}::text[]), false) as approved,
      count(*)::int as days, coalesce(sum(a.payable_days), 0)::float8 as payable,
      coalesce(sum(a.working_minutes), 0)::int as minutes
    from contracts__attendance_based_items i
      join allocations al on al.contracts_id = i.parent_id and not al.deleted
      -- by the allocation's employee too: the (employee, day) index finds its month's rows,
      -- where allocations_id alone has no index and read the whole table for each invoice
      join attendance a on a.employees_id = al.employees_id and a.allocations_id = al.id and not a.deleted
        and a.sites_id = i.sites_id and a.shifts_id = i.shifts_id and a.designation = i.products_id
      left join attendance_status s on s.id = a.attendance_status
    where i.parent_id = ${contractId} and not i.deleted
      and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}
    group by i.id, 2`.execute(trx);
  return rows.rows.map((row) => ({
    itemKey: row.item,
    approved: row.approved,
    days: row.days,
    payableDays: row.payable,
    workingMinutes: row.minutes,
  }));
}

/** A job of the contract done in the month, as its invoice line reads it. */
export interface MonthJob {
  id: string;
  name: string;
  products_id: string | null;
  product_name: string | null;
  sac_code: string | null;
  hsn_code: string | null;
  tax_rate: number;
  quantity: number;
  unit_of_measurement: string | null;
  rate: number | null;
}

/** The contract's jobs dated in the month, except cancelled ones (jobs have no approval of their own). */
export async function loadMonthJobs(
  trx: Transaction<Database>,
  contractId: string,
  month: PayrollMonth,
): Promise<MonthJob[]> {
  const rows = await sql<
    MonthJob & { tax_rate: string | number | null; quantity: string | number; rate: string | number | null }
  >`
    select j.id, ${loctextSql('j.name', invoiceLanguage)} as name, j.products_id,
      ${loctextSql('p.name', invoiceLanguage)} as product_name, p.sac_code, p.hsn_code, coalesce(p.taxes, 0) as tax_rate,
      j.quantity, j.unit_of_measurement, j.rate
    from jobs j left join products p on p.id = j.products_id
    where j.contracts_id = ${contractId} and not j.deleted and j.status is distinct from 'cancelled'
      and j.job_date >= ${month.start} and j.job_date < ${month.end}
    order by j.job_date, j.code, j.id`.execute(trx);
  return rows.rows.map((row) => ({
    ...row,
    tax_rate: Number(row.tax_rate ?? 0),
    quantity: Number(row.quantity),
    rate: row.rate === null ? null : Number(row.rate),
  }));
}
