import type { PayrollMonth, PayslipLine, PayslipTotals } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';

/** A computed payslip, ready to store. */
export interface ComputedPayslip {
  employees_id: string;
  partners_id: string;
  code: string;
  departments_id: string | null;
  employee_type: string | null;
  salary_structures_id: string;
  lines: PayslipLine[];
  totals: PayslipTotals;
}

/** A payslip's reference: the employee's code and the month (`E001-2026-10`). */
export const payslipReference = (code: string, month: PayrollMonth) => `${code}-${month.key}`;

/**
 * The columns a payslip is written with but `partners_id`: its audit row's changes (the trail
 * leaves the business out of them, migration 100).
 */
const auditedColumns = [
  'uconst',
  'employees_id',
  'payroll_month',
  'pay_period',
  'departments_id',
  'employee_types',
  'salary_structures_id',
  'working_days',
  'payable_days',
  'gross_pay',
  'total_deductions',
  'net_pay',
  'aggregate_pay_details',
  'itemized_pay_details',
  'status',
  'txn_state',
] as const;

/**
 * A new payslip's audit changes, each written column `[null, value]` and those left empty out:
 * what `audit_changes(null, to_jsonb(row), 'id')` makes of the row (write-payslips.test.ts
 * compares the two), built from the columns rather than the whole row as JSON.
 */
const newPayslipChanges = (row: string) => {
  const column = (name: string) => sql.ref(`${row}.${name}`);
  return sql`jsonb_build_object(${sql.join(
    auditedColumns.map((name) => sql`${name}::text, jsonb_build_array(null, ${column(name)})`),
  )}) - array_remove(array[${sql.join(
    auditedColumns.map((name) => sql`case when ${column(name)} is null then ${name}::text end`),
  )}], null)`;
};

/**
 * Writes a chunk of payslips in one statement: a new one per employee and month, or the
 * unapproved one replaced (the unique key makes a retried run write over, never beside);
 * an approved payslip is left as it is and its employee is not in the answer. Loans'
 * repaid amounts and the month's adjustments follow in the same transaction.
 *
 * The statement writes its payslips' audit rows too (the trail's who, when, from and to, as
 * the row trigger would: a new payslip's columns, a rewritten one's changes against the row as
 * the statement found it, nothing for one that did not change) and tells the trigger so for
 * its table (`muster.audit_written`, migration 285): the trigger's JSON of each whole row was
 * about half of a run's database time (tests/bench/payroll/README.md, 28 November 2026). A payslip another run inserted
 * after this statement's snapshot and this one then rewrote is recorded as new, with its values.
 */
export async function writePayslips(
  db: Kysely<Database>,
  month: PayrollMonth,
  payslips: readonly ComputedPayslip[],
): Promise<Map<string, string>> {
  if (!payslips.length) return new Map();
  const rows = payslips.map((payslip) => ({
    partners_id: payslip.partners_id,
    uconst: payslipReference(payslip.code, month),
    employees_id: payslip.employees_id,
    departments_id: payslip.departments_id,
    employee_types: payslip.employee_type,
    salary_structures_id: payslip.salary_structures_id,
    working_days: payslip.totals.working_days,
    payable_days: payslip.totals.payable_days,
    gross_pay: payslip.totals.gross_pay,
    total_deductions: payslip.totals.total_deductions,
    net_pay: payslip.totals.net_pay,
    aggregate_pay_details: payslip.totals,
    itemized_pay_details: payslip.lines,
  }));
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('muster.audit_written', 'payslips', true)`.execute(trx);
    const written = await sql<{ id: string; employees_id: string }>`
      with r as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r (partners_id uuid, uconst text,
        employees_id uuid, departments_id uuid, employee_types uuid, salary_structures_id uuid,
        working_days numeric, payable_days numeric, gross_pay numeric, total_deductions numeric, net_pay numeric,
        aggregate_pay_details jsonb, itemized_pay_details jsonb)),
      -- the payslips as they were: the statement's snapshot, before its own writes
      was as (select p.* from payslips p join r on r.employees_id = p.employees_id
        where p.payroll_month = ${month.start}::timestamptz and not p.deleted),
      w as (insert into payslips as p (partners_id, ${sql.join(auditedColumns.map((name) => sql.ref(name)))})
        select r.partners_id, r.uconst, r.employees_id, ${month.start}::timestamptz,
          tstzrange(${month.start}::timestamptz, ${month.end}::timestamptz, '[)'), r.departments_id, r.employee_types,
          r.salary_structures_id, r.working_days, r.payable_days, r.gross_pay, r.total_deductions, r.net_pay,
          r.aggregate_pay_details, r.itemized_pay_details, 'created', 'created'
        from r
        on conflict (employees_id, payroll_month) where not deleted do update set
          partners_id = excluded.partners_id, uconst = excluded.uconst, departments_id = excluded.departments_id,
          employee_types = excluded.employee_types, salary_structures_id = excluded.salary_structures_id,
          working_days = excluded.working_days, payable_days = excluded.payable_days, gross_pay = excluded.gross_pay,
          total_deductions = excluded.total_deductions, net_pay = excluded.net_pay,
          aggregate_pay_details = excluded.aggregate_pay_details, itemized_pay_details = excluded.itemized_pay_details,
          status = 'created', txn_state = 'created', last_modified = now()
        where p.status is distinct from 'approved'
        returning p.*),
      audited as (insert into audit_log (partners_id, folder, record_id, op, changes, done_by, txn, reason)
        select w.partners_id, 'payslips', w.id, case when was.id is null then 'insert' else 'update' end, c.changes,
          nullif(current_setting('muster.user_id', true), '')::uuid,
          nullif(current_setting('muster.txn', true), ''),
          nullif(current_setting('muster.reason', true), '')
        from w left join was on was.id = w.id
          cross join lateral (select case when was.id is null then ${newPayslipChanges('w')}
            else audit_changes(to_jsonb(was), to_jsonb(w), 'id') end as changes) c
        -- the starting data of a demo or a benchmark is nobody's change, as in the trigger
        where c.changes is not null and current_setting('muster.txn', true) is distinct from 'starting data')
      select w.id, w.employees_id from w`.execute(trx);
    await sql`select set_config('muster.audit_written', '', true)`.execute(trx);
    const employees = written.rows.map((row) => row.employees_id);
    if (employees.length) {
      await settleLoans(trx, employees);
      await sql`update payroll_adjustments set applied = true, last_modified = now()
        where employees_id = any(${employees}::uuid[]) and not deleted and not coalesce(applied, false)
          and payroll_month >= ${month.start} and payroll_month < ${month.end}`.execute(trx);
    }
    return new Map(written.rows.map((row) => [row.employees_id, row.id]));
  });
}

/** Each loan's repaid amount is what live payslips deducted for it; repaid once it reaches the principal. */
async function settleLoans(trx: Kysely<Database>, employees: readonly string[]) {
  await sql`update loans l set repaid_amount = paid.amount,
      status = case when paid.amount >= l.principal then 'repaid' else 'active' end, last_modified = now()
    from (select l2.id, coalesce(sum((line ->> 'amount')::numeric), 0) as amount
      from loans l2
      left join payslips p on p.employees_id = l2.employees_id and not p.deleted
      left join lateral jsonb_array_elements(case when jsonb_typeof(p.itemized_pay_details) = 'array'
        then p.itemized_pay_details else '[]'::jsonb end) as line
        on line ->> 'source' = 'loan' and line ->> 'ref' = l2.id::text
      where l2.employees_id = any(${employees}::uuid[]) and not l2.deleted
      group by l2.id) as paid
    where l.id = paid.id and l.repaid_amount is distinct from paid.amount`.execute(trx);
}
