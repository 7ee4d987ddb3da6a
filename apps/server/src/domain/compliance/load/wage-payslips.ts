import type { PayrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, businessMonthSql, zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { isWageArrearsLine, payslipLines } from '../../payroll/load/wage-arrears.js';
import type { NamedWagePayslip, PaidPayslip } from '../rules/index.js';

const dayMs = 86_400_000;

/**
 * The payslip's business's zone (the contractor's, whose records these are), joined once as
 * `bz` rather than read per row: a subquery per payslip took the month's read of 10,000 from
 * 13 ms to 30 ms on PostgreSQL (tests/bench/month-close/README.md, "Reading a row's zone").
 */
const rowZone = zoneColumnSql('bz.time_zone');
/** A row's day in its business's zone. */
const businessDay = (column: string) => businessDaySql(sql.ref(column), rowZone);

/**
 * A payslip as the minimum-wage and wage-payment checks read it; `approved` when its
 * workflow approved it (the wage-payment check reads those only).
 */
export type CheckedPayslip = NamedWagePayslip & PaidPayslip & { approved: boolean };

/**
 * Each contractor's payslips of the month paying something (net pay above 0), approved or
 * not yet (README "Minimum wages": a payslip generated below the minimum is a finding before
 * its approval locks it), in employee code order, with the state and zone of the employee's
 * site, the skill of its designation, its wages (`pf_wages`), payable days, whether it is
 * approved and the day its wages were paid; the arrears of basic and DA it paid for other
 * months, and those naming it paid on later approved payslips (README "Minimum wages").
 */
export async function loadWagePayslips(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
): Promise<Map<string, CheckedPayslip[]>> {
  const rows = await sql<CheckedPayslip & { partners_id: string }>`with later as (
      -- arrears naming the month, paid on later approved payslips of the same contractors
      select later.employees_id, sum((line ->> 'amount')::numeric)::float8 as amount
      from payslips later cross join lateral ${payslipLines('later')}
      where not later.deleted and later.status = 'approved' and later.payroll_month > ${new Date(month.end.getTime() - dayMs)}
        and later.partners_id = any(${partnerIds}::uuid[])
        and ${isWageArrearsLine} and line ->> 'arrears_month' = ${month.key}
      group by later.employees_id)
    select p.id, p.partners_id, e.code,
      trim(coalesce(pe.first_name->>'eng', '') || ' ' || coalesce(pe.last_name->>'eng', '')) as name,
      s.states_id, nullif(s.zone, '') as zone, nullif(pr.skill, '') as skill,
      coalesce((p.aggregate_pay_details->>'pf_wages')::float8, 0) as wages,
      coalesce(p.payable_days, 0)::float8 as payable_days, ${month.daysInMonth}::int as days_in_month,
      ${businessDay('p.paid_on')} as paid_on, p.status = 'approved' as approved,
      coalesce((select sum((line ->> 'amount')::numeric) from ${payslipLines('p')}
        where ${isWageArrearsLine} and line ->> 'arrears_month' <> ${month.key}), 0)::float8 as arrears_of_other_months,
      coalesce(later.amount, 0) as arrears_paid_later
    from payslips p join employees e on e.id = p.employees_id left join persons pe on pe.id = e.persons_id
      left join later on later.employees_id = p.employees_id
      left join sites s on s.id = e.sites_id left join products pr on pr.id = e.designation
      left join partners bz on bz.id = p.partners_id
    where not p.deleted
      -- the month named in each contractor's own zone (its payslips open at its midnight); the
      -- day either side keeps the payroll_month index in use whatever the zones
      and p.payroll_month > ${new Date(month.start.getTime() - dayMs)} and p.payroll_month < ${new Date(month.end.getTime() + dayMs)}
      and ${businessMonthSql(sql`p.payroll_month`, rowZone)} = ${month.key}
      and p.partners_id = any(${partnerIds}::uuid[]) and coalesce(p.net_pay, 0) > 0
    order by e.code, p.id`.execute(db);
  const byPartner = new Map<string, CheckedPayslip[]>();
  for (const { partners_id, ...payslip } of rows.rows)
    byPartner.set(partners_id, [...(byPartner.get(partners_id) ?? []), payslip]);
  return byPartner;
}
