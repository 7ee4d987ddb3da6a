import { type PayrollMonth, payrollMonthOfKey } from '@muster/payroll-rules';
import {
  businessDayKey,
  businessDayStart,
  decidedAttendanceStatuses,
  pendingDocumentStatuses,
  type StepCounts,
} from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/db/schema.js';
import { employedInMonthSql } from '../../payroll/load/employees.js';
import { notDownloadedSql } from '../../payroll/statutory-files/index.js';

/** A business's counts of a month. */
export interface BusinessStepCounts {
  partnerId: string;
  counts: StepCounts;
}

/** A business whose month is counted, with its zone (partners.time_zone). */
export interface CountedBusiness {
  id: string;
  timeZone: string;
}

/**
 * Each step's count of a month for some businesses, one statement (the month-close screen
 * reads it on every change; tests/bench/month-close times it at 10,000 workers). Employees
 * counted are those employed during the month, leavers of it included (payroll's rule,
 * `employedInMonthSql`). Attendance days are the stored ones not approved nor rejected; leaves are those still created
 * or in process with a live day in the month. Settlements are those of the month's leavers
 * not yet paid: due (today or later) or late (their due day passed). The ECR and ESI files
 * count 1 until downloaded from the approved payslips as they are now (`notDownloadedSql`).
 * Each step's link opens
 * the same records (protocol's `monthCloseStepList`; `../lists.test.ts` compares them).
 * A cancelled invoice is decided and no longer holds its month (`../../invoices/README.md`
 * "Issued invoices are never changed": the month is billed again under the next number), so
 * it counts in none of the invoice steps and its contract counts as not invoiced until then.
 * Each business's month (`YYYY-MM`) and today are its own, in its zone (protocol README, "The
 * business's calendar"): a principal employer's screen counts a Kathmandu contractor's month
 * from Kathmandu's midnight. Businesses of one zone share a statement. The month's attendance
 * rows, the bulk of the work, are read once and matched against the decided statuses' and the
 * Single Punch type's ids, not joined to those tables row by row.
 */
export async function loadStepCounts(
  db: Kysely<Database>,
  businesses: readonly CountedBusiness[],
  month: string,
  now = Date.now(),
): Promise<BusinessStepCounts[]> {
  const byZone = new Map<string, string[]>();
  for (const { id, timeZone } of businesses) byZone.set(timeZone, [...(byZone.get(timeZone) ?? []), id]);
  const counted = await Promise.all(
    [...byZone].map(([timeZone, partnerIds]) =>
      countsOfZone(db, partnerIds, payrollMonthOfKey(month, timeZone), now),
    ),
  );
  return counted.flat();
}

/** The counts of some businesses of one zone: `month` is of that zone. */
async function countsOfZone(
  db: Kysely<Database>,
  partnerIds: readonly string[],
  month: PayrollMonth,
  now: number,
): Promise<BusinessStepCounts[]> {
  const today = new Date(businessDayStart(businessDayKey(now, month.timeZone), month.timeZone));
  const decided = [...decidedAttendanceStatuses];
  const rows = await sql<{ partners_id: string } & StepCounts>`
    with p as (select unnest(${partnerIds}::uuid[]) as partners_id),
    e as (select e.id, e.partners_id, e.salary_structures_id, e.gross_salary, e.bank_account_no
      from employees e
      where e.partners_id = any(${partnerIds}::uuid[]) and not e.deleted
        and ${employedInMonthSql('e', month)}),
    decided as (select coalesce(array_agg(id), '{}') as ids from attendance_status where code = any(${decided}::text[])),
    sp as (select coalesce(array_agg(id), '{}') as ids from attendance_types where code = 'SP'),
    a as (select a.partners_id,
        count(*) filter (where not coalesce(a.attendance_status = any(decided.ids), false)) as unapproved,
        count(*) filter (where a.att_type = any(sp.ids) and not coalesce(a.attendance_status = any(decided.ids), false))
          as single
      from attendance a cross join decided cross join sp
      where a.partners_id = any(${partnerIds}::uuid[]) and not a.deleted
        and a.attendance_date >= ${month.start} and a.attendance_date < ${month.end}
      group by a.partners_id),
    l as (select l.partners_id, count(*) as undecided
      from leaves l
      where l.partners_id = any(${partnerIds}::uuid[]) and not l.deleted
        and l.leave_status in ('created', 'intermediate_approved')
        and exists (select 1 from leaves__leave_days d where d.parent_id = l.id and not d.deleted
          and d.leave_period && tstzrange(${month.start}, ${month.end}))
      group by l.partners_id),
    ps as (select ps.partners_id, ps.employees_id, ps.status, ps.payable_days, ps.net_pay
      from payslips ps
      where ps.partners_id = any(${partnerIds}::uuid[]) and not ps.deleted
        and ps.payroll_month >= ${month.start} and ps.payroll_month < ${month.end}),
    emp as (select e.partners_id,
        count(*) filter (where e.salary_structures_id is null or coalesce(e.gross_salary, 0) <= 0) as no_structure,
        count(*) filter (where coalesce(e.bank_account_no, '') = '') as no_bank,
        count(*) filter (where not exists (select 1 from ps where ps.employees_id = e.id)) as not_generated
      from e group by e.partners_id),
    pay as (select partners_id,
        count(*) filter (where coalesce(payable_days, 0) <= 0 or coalesce(net_pay, 0) <= 0) as zero,
        count(*) filter (where coalesce(status, 'created') <> 'approved') as unapproved
      from ps group by partners_id),
    files as (${notDownloadedSql(partnerIds, month)}),
    c as (select c.partners_id,
        count(*) filter (where not exists (select 1 from invoices i where i.contracts_id = c.id and not i.deleted
          and i.status is distinct from 'cancelled'
          and i.invoice_month >= ${month.start} and i.invoice_month < ${month.end})) as not_generated
      from contracts c
      where c.partners_id = any(${partnerIds}::uuid[]) and not c.deleted
        and (c.contract_period is null or c.contract_period && tstzrange(${month.start}, ${month.end}))
      group by c.partners_id),
    inv as (select i.partners_id,
        count(*) filter (where i.status is distinct from 'approved') as unapproved,
        count(*) filter (where exists (select 1 from invoices__approval_documents d
          where d.parent_id = i.id and not d.deleted and d.status = any(${pendingDocumentStatuses}::text[]))) as documents
      from invoices i
      where i.partners_id = any(${partnerIds}::uuid[]) and not i.deleted and i.status is distinct from 'cancelled'
        and i.invoice_month >= ${month.start} and i.invoice_month < ${month.end}
      group by i.partners_id),
    fnf as (select s.partners_id,
        count(*) filter (where s.due_on >= ${today}) as due,
        count(*) filter (where s.due_on < ${today}) as late
      from settlements s
      where s.partners_id = any(${partnerIds}::uuid[]) and not s.deleted and coalesce(s.status, 'computed') <> 'paid'
        and s.leaving_date >= ${month.start} and s.leaving_date < ${month.end}
      group by s.partners_id)
    select p.partners_id,
      coalesce(a.unapproved, 0)::int as attendance_unapproved,
      coalesce(a.single, 0)::int as single_punches,
      coalesce(l.undecided, 0)::int as leaves_undecided,
      coalesce(emp.no_structure, 0)::int as no_salary_structure,
      coalesce(emp.no_bank, 0)::int as no_bank_account,
      coalesce(emp.not_generated, 0)::int as payslips_not_generated,
      coalesce(pay.zero, 0)::int as payslips_zero,
      coalesce(pay.unapproved, 0)::int as payslips_unapproved,
      coalesce(files.ecr, 0)::int as ecr_not_downloaded,
      coalesce(files.esi, 0)::int as esi_not_downloaded,
      coalesce(c.not_generated, 0)::int as invoices_not_generated,
      coalesce(inv.unapproved, 0)::int as invoices_unapproved,
      coalesce(inv.documents, 0)::int as invoice_documents_pending,
      coalesce(fnf.due, 0)::int as settlements_due,
      coalesce(fnf.late, 0)::int as settlements_late
    from p left join a using (partners_id) left join l using (partners_id) left join emp using (partners_id)
      left join pay using (partners_id) left join files using (partners_id) left join c using (partners_id) left join inv using (partners_id)
      left join fnf using (partners_id)`.execute(db);
  return rows.rows.map(({ partners_id, ...counts }) => ({ partnerId: partners_id, counts }));
}
