import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { StatutoryPayslip } from './files.js';

/** The month's approved payslips the caller's scope condition admits, in employee code order. */
export async function loadApprovedPayslips(
  db: Kysely<Database>,
  month: PayrollMonth,
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<StatutoryPayslip[]> {
  const rows = await sql<{
    code: string;
    first_name: Record<string, string> | null;
    middle_name: Record<string, string> | null;
    last_name: Record<string, string> | null;
    uan: string | null;
    esic_no: string | null;
    leaving_date: string | null;
    esi_reason_code: number | null;
    totals: StatutoryPayslip['totals'] | null;
    lines: StatutoryPayslip['lines'] | null;
  }>`select e.code, pe.first_name, pe.middle_name, pe.last_name, e.uan, e.esic_no,
      ${businessDaySql(sql.ref('e.leaving_date'), zoneOfPartnerSql('e.partners_id'))} as leaving_date, r.esi_reason_code::int as esi_reason_code,
      p.aggregate_pay_details as totals, p.itemized_pay_details as lines
    from payslips p join employees e on e.id = p.employees_id left join persons pe on pe.id = e.persons_id
      left join leaving_reasons r on r.id = e.leaving_reasons_id
    where not p.deleted and p.status = 'approved' and p.payroll_month = ${month.start} and ${inScope}
    order by e.code`.execute(db);
  return rows.rows.map((row) => ({
    code: row.code,
    // the statutory portals take the name as registered, in English
    name: [row.first_name, row.middle_name, row.last_name]
      .map((part) => part?.eng ?? '')
      .filter(Boolean)
      .join(' '),
    uan: row.uan,
    esic_no: row.esic_no,
    leaving_date: row.leaving_date,
    esi_reason_code: row.esi_reason_code,
    totals: row.totals ?? {},
    lines: Array.isArray(row.lines) ? row.lines : [],
  }));
}
