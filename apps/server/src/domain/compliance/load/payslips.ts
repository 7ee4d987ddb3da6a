import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import type { PayrollMonth } from '../../payroll/rules/index.js';
import type { ChallanPayslip } from '../rules/index.js';

/** Each contractor's approved payslips of the month: their lines and wages, which the challans must match. */
export async function loadChallanPayslips(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, ChallanPayslip[]>> {
  const rows = await sql<{
    partners_id: string;
    lines: ChallanPayslip['lines'] | null;
    totals: ChallanPayslip['totals'] | null;
  }>`select partners_id, itemized_pay_details as lines, aggregate_pay_details as totals
    from payslips
    where not deleted and status = 'approved' and payroll_month = ${month.start}
      and partners_id = any(${partnerIds}::uuid[])`.execute(db);
  const byPartner = new Map<string, ChallanPayslip[]>();
  for (const row of rows.rows)
    byPartner.set(row.partners_id, [
      ...(byPartner.get(row.partners_id) ?? []),
      { lines: Array.isArray(row.lines) ? row.lines : [], totals: row.totals ?? {} },
    ]);
  return byPartner;
}
