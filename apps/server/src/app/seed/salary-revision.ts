import { previousMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { payheads } from './organisation-data.js';
import { demoPayrollMonth } from './payroll-month.js';

/** The demo's DA revision: ₹1,000 a month more dearness allowance, the rest of the pay as it was. */
export const demoDaRise = 1000;

/**
 * The standard payheads with DA raised by `demoDaRise` on a gross raised as much: basic,
 * HRA and the special allowance read the gross before the rise, so only DA changes.
 */
const daRevisedPayheads = payheads.map((payhead) => {
  const before = `(gross - ${demoDaRise})`;
  if (payhead.code === 'BASIC') return { ...payhead, formula: `${before} * 0.5` };
  if (payhead.code === 'DA') return { ...payhead, formula: `${before} * 0.1 + ${demoDaRise}` };
  return payhead;
});

/**
 * A DA revision waiting for its arrears (issue #34 item 7) on first start: the demo business's
 * first worker by code with a UAN and an approved payslip of the demo's month gets a revised
 * structure (DA up by ₹1,000) and gross, effective the 1st of the month before it, recorded
 * after that month's payslips, so the next month HR generates pays the demo month's arrears
 * and says the month before it has no payslip. A demo without such a worker gets none, and
 * says so.
 */
export async function seedDemoSalaryRevision(db: Kysely<Database>, swhandle: string): Promise<void> {
  const paid = demoPayrollMonth();
  const effective = previousMonth(paid);
  await db.transaction().execute(async (trx) => {
    const [worker] = (
      await sql<{ id: string; partners_id: string; gross: number; structure: string; code: string }>`
        select e.id, e.partners_id, e.gross_salary::float8 as gross, e.salary_structures_id as structure, s.code
        from employees e join partners p on p.id = e.partners_id
          join salary_structures s on s.id = e.salary_structures_id
        where lower(p.sw_handle) = lower(${swhandle}) and not e.deleted and e.employee_status = 'approved'
          and e.code like 'DI%' and e.gross_salary > 0 and coalesce(e.uan, '') <> ''
          and exists (select 1 from payslips ps where ps.employees_id = e.id and not ps.deleted
            and ps.payroll_month = ${paid.start} and ps.status = 'approved')
        order by e.code limit 1`.execute(trx)
    ).rows;
    if (!worker) {
      console.warn('Demo: no approved worker with a UAN and a payslip: no salary revision seeded');
      return;
    }
    const [structure] = (
      await sql<{ id: string }>`insert into salary_structures (partners_id, code, name, effective_from)
        values (${worker.partners_id}, ${`${worker.code}-DA`}, 'Standard wages, DA revised (+1,000)',
          ${effective.start}) returning id`.execute(trx)
    ).rows;
    for (const [index, payhead] of daRevisedPayheads.entries())
      await sql`insert into salary_structures__payheads (parent_id, sequence, code, name, payhead_type, formula,
          prorate, rounding, wage_component)
        values (${structure?.id}, ${index + 1}, ${payhead.code}, ${JSON.stringify(payhead.name)}::jsonb, ${payhead.payhead_type},
          ${payhead.formula}, ${payhead.prorate ?? true}, 'nearest', ${payhead.wage_component ?? false})`.execute(
        trx,
      );
    await sql`insert into salary_revisions (partners_id, employees_id, effective_from, gross_salary,
        salary_structures_id, reason)
      values (${worker.partners_id}, ${worker.id}, ${effective.start}, ${worker.gross + demoDaRise},
        ${structure?.id}, 'DA revised by 1,000 a month')`.execute(trx);
  });
}
