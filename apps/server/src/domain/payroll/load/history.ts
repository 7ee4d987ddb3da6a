import {
  additionKinds,
  type CarriedDeduction,
  contributionPeriodStart,
  deductionKinds,
  type LoanBalance,
  type PayrollAdjustment,
  type PayrollMonth,
  previousMonth,
} from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessMonthSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** What earlier payslips and this month's records tell a run about each employee. */
export interface EmployeeHistory {
  loans: Map<string, LoanBalance[]>;
  adjustments: Map<string, PayrollAdjustment[]>;
  /** What last month's payslip could not deduct under the 50% rule, loans aside (their balance carries). */
  carried: Map<string, CarriedDeduction[]>;
  /** Employees covered by ESI in an earlier month of this contribution period. */
  esiCovered: Set<string>;
  /** Employees whose payslip of the month is approved (locked). */
  approved: Set<string>;
}

const adjustmentKinds = [...additionKinds, ...deductionKinds];

const push = <Value>(map: Map<string, Value[]>, key: string, value: Value) => {
  const list = map.get(key) ?? [];
  list.push(value);
  map.set(key, list);
};

export async function loadHistory(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  month: PayrollMonth,
): Promise<EmployeeHistory> {
  const periodStart = contributionPeriodStart(month).start;
  const lastMonth = previousMonth(month);
  const [loans, adjustments, esi, approved, carried] = await Promise.all([
    // loans taken before the month ends, with what payslips of earlier months deducted
    sql<{ id: string; employees_id: string; principal: number; emi: number; repaid: number }>`
      select l.id, l.employees_id, l.principal::float8 as principal, l.emi::float8 as emi,
        coalesce((select sum((line ->> 'amount')::numeric) from payslips p
          cross join lateral jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
            then p.itemized_pay_details else '[]'::jsonb end) as line
          where p.employees_id = l.employees_id and not p.deleted and p.payroll_month < ${month.start}
            and line ->> 'source' = 'loan' and line ->> 'ref' = l.id::text), 0)::float8 as repaid
      from loans l
      where l.employees_id = any(${employeeIds}::uuid[]) and not l.deleted
        and l.principal > 0 and l.emi > 0 and (l.loan_date is null or l.loan_date < ${month.end})
      order by l.loan_date, l.id`.execute(db),
    sql<{
      id: string;
      employees_id: string;
      adjustment_type: string;
      adjustment_kind: string | null;
      arrears_month: string | null;
      amount: number;
      reason: string | null;
    }>`
      select id, employees_id, adjustment_type, adjustment_kind,
        ${businessMonthSql(sql`arrears_month`, month.timeZone)} as arrears_month,
        amount::float8 as amount, reason from payroll_adjustments
      where employees_id = any(${employeeIds}::uuid[]) and not deleted and amount > 0
        and adjustment_type in ('addition', 'deduction')
        and payroll_month >= ${month.start} and payroll_month < ${month.end}
      order by creation_date, id`.execute(db),
    sql<{ employees_id: string }>`select distinct employees_id from payslips
      where employees_id = any(${employeeIds}::uuid[]) and not deleted
        and payroll_month >= ${periodStart} and payroll_month < ${month.start}
        and (aggregate_pay_details ->> 'esi_covered')::boolean`.execute(db),
    sql<{ employees_id: string }>`select employees_id from payslips
      where employees_id = any(${employeeIds}::uuid[]) and not deleted and payroll_month = ${month.start}
        and status = 'approved'`.execute(db),
    sql<{ employees_id: string; code: string; name: string; amount: number; ref: string }>`
      select p.employees_id, line ->> 'code' as code, line ->> 'name' as name,
        (line ->> 'carried_forward')::float8 as amount, coalesce(line ->> 'ref', line ->> 'code') as ref
      from payslips p cross join lateral jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
        then p.itemized_pay_details else '[]'::jsonb end) with ordinality as item (line, position)
      where p.employees_id = any(${employeeIds}::uuid[]) and not p.deleted and p.payroll_month = ${lastMonth.start}
        and line ->> 'source' <> 'loan' and (line ->> 'carried_forward')::numeric > 0
      order by p.employees_id, item.position`.execute(db),
  ]);
  const history: EmployeeHistory = {
    loans: new Map(),
    adjustments: new Map(),
    carried: new Map(),
    esiCovered: new Set(esi.rows.map((row) => row.employees_id)),
    approved: new Set(approved.rows.map((row) => row.employees_id)),
  };
  for (const loan of loans.rows)
    push(history.loans, loan.employees_id, {
      id: loan.id,
      principal: loan.principal,
      emi: loan.emi,
      repaidBefore: loan.repaid,
    });
  for (const adjustment of adjustments.rows)
    push(history.adjustments, adjustment.employees_id, {
      id: adjustment.id,
      adjustment_type: adjustment.adjustment_type as PayrollAdjustment['adjustment_type'],
      kind: adjustmentKinds.find((kind) => kind === adjustment.adjustment_kind) ?? null,
      arrears_month: adjustment.arrears_month,
      amount: adjustment.amount,
      reason: adjustment.reason ?? '',
    });
  for (const { employees_id, ...deduction } of carried.rows) push(history.carried, employees_id, deduction);
  return history;
}
