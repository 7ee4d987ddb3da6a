import { type Kysely, sql } from 'kysely';
import { zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { StoredPayslip } from './view.js';

/** A payslip with what its document prints, read only where the caller's scope condition admits it. */
export interface PayslipDocumentRow extends StoredPayslip {
  id: string;
  status: string | null;
}

export async function loadPayslipDocuments(
  db: Kysely<Database>,
  where: { uconst: string } | { ids: readonly string[] },
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<PayslipDocumentRow[]> {
  const which =
    'uconst' in where ? sql`p.uconst = ${where.uconst}` : sql`p.id = any(${[...where.ids]}::uuid[])`;
  const rows = await sql<PayslipDocumentRow>`select p.id, p.uconst, p.payroll_month, p.status,
      b.name as business, ${zoneColumnSql('b.time_zone')} as time_zone, e.code, pe.first_name, pe.middle_name, pe.last_name, pe.email,
      d.name as department, e.uan, e.esic_no,
      p.aggregate_pay_details as totals, p.itemized_pay_details as lines
    from payslips p
    join employees e on e.id = p.employees_id
    left join persons pe on pe.id = e.persons_id
    left join partners b on b.id = p.partners_id
    left join departments d on d.id = p.departments_id
    where not p.deleted and ${which} and ${inScope}
    order by e.code`.execute(db);
  return rows.rows.map((row) => ({ ...row, payroll_month: new Date(row.payroll_month) }));
}

/** The payslips print template: the one of code `payslip_default`, else any live one of the folder. */
export async function loadPayslipTemplate(db: Kysely<Database>): Promise<string | null> {
  const rows = await sql<{ template: string }>`select template from print_templates
    where not deleted and folder = 'payslips' and template is not null
    order by (code = 'payslip_default') desc, last_modified desc limit 1`.execute(db);
  return rows.rows[0]?.template ?? null;
}
