import { minimumWageStanding, payrollMonthOf } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessMonthSql, zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { loadMinimumWages } from '../load/minimum-wages.js';
import { isWageArrearsLine, payslipLines } from '../load/wage-arrears.js';
import type { StoredPayslip } from './view.js';

/** A payslip with what its document prints, read only where the caller's scope condition admits it. */
export interface PayslipDocumentRow extends StoredPayslip {
  id: string;
  status: string | null;
}

/** The row as read, before its minimum-wage standing is worked out from it. */
type ReadRow = Omit<PayslipDocumentRow, 'minimum_wage'> & {
  states_id: string | null;
  zone: string | null;
  skill: string | null;
  arrears_paid_later: number;
  arrears_of_other_months: number;
};

export async function loadPayslipDocuments(
  db: Kysely<Database>,
  where: { uconst: string } | { ids: readonly string[] },
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<PayslipDocumentRow[]> {
  const which =
    'uconst' in where ? sql`p.uconst = ${where.uconst}` : sql`p.id = any(${[...where.ids]}::uuid[])`;
  const rows = await sql<ReadRow>`select p.id, p.uconst, p.payroll_month, p.status,
      b.name as business, ${zoneColumnSql('b.time_zone')} as time_zone, e.code, pe.first_name, pe.middle_name, pe.last_name, pe.email,
      d.name as department, e.uan, e.esic_no,
      p.aggregate_pay_details as totals, p.itemized_pay_details as lines,
      s.states_id, nullif(s.zone, '') as zone, nullif(pr.skill, '') as skill,
      -- arrears of basic or DA naming its month, paid on the employee's later approved payslips
      coalesce((select sum((line ->> 'amount')::numeric) from payslips later cross join lateral ${payslipLines('later')}
        where later.employees_id = p.employees_id and not later.deleted and later.status = 'approved'
          and later.payroll_month > p.payroll_month and ${isWageArrearsLine}
          and line ->> 'arrears_month' = ${businessMonthSql(sql`p.payroll_month`, zoneColumnSql('b.time_zone'))}), 0)::float8
        as arrears_paid_later,
      -- arrears of basic or DA it paid for other months: wages of those, not of its own
      coalesce((select sum((line ->> 'amount')::numeric) from ${payslipLines('p')}
        where ${isWageArrearsLine}
          and line ->> 'arrears_month' <> ${businessMonthSql(sql`p.payroll_month`, zoneColumnSql('b.time_zone'))}), 0)::float8
        as arrears_of_other_months
    from payslips p
    join employees e on e.id = p.employees_id
    left join persons pe on pe.id = e.persons_id
    left join partners b on b.id = p.partners_id
    left join departments d on d.id = p.departments_id
    left join sites s on s.id = e.sites_id
    left join products pr on pr.id = e.designation
    where not p.deleted and ${which} and ${inScope}
    order by e.code`.execute(db);
  const rates = rows.rows.length ? await loadMinimumWages(db) : [];
  return rows.rows.map(({ states_id, zone, skill, arrears_paid_later, arrears_of_other_months, ...row }) => {
    const payrollMonth = new Date(row.payroll_month);
    const totals = row.totals ?? {};
    return {
      ...row,
      payroll_month: payrollMonth,
      minimum_wage: minimumWageStanding(
        {
          states_id,
          zone,
          skill,
          wages: totals.pf_wages ?? 0,
          payable_days: totals.payable_days ?? 0,
          days_in_month: totals.days_in_month ?? 0,
          arrears_paid_later,
          arrears_of_other_months,
        },
        rates,
        payrollMonthOf(payrollMonth, row.time_zone),
      ),
    };
  });
}

/** The payslips print template: the one of code `payslip_default`, else any live one of the folder. */
export async function loadPayslipTemplate(db: Kysely<Database>): Promise<string | null> {
  const rows = await sql<{ template: string }>`select template from print_templates
    where not deleted and folder = 'payslips' and template is not null
    order by (code = 'payslip_default') desc, last_modified desc limit 1`.execute(db);
  return rows.rows[0]?.template ?? null;
}
