import type { PayslipLine, PayslipTotals } from '@muster/payroll-rules';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { businessDaySql, zoneColumnSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';

type Names = Record<string, string> | null;

/** A payslip with what Form XIX and Form XIV print of its worker, contractor and allocation. */
export interface LabourFormRow {
  uconst: string;
  payroll_month: Date;
  code: string;
  first_name: Names;
  middle_name: Names;
  last_name: Names;
  father_husband_name: string | null;
  designation: Names;
  site: Names;
  contractor: string | null;
  contractor_address: string;
  principal_employer: string | null;
  principal_employer_address: string;
  /** The contractor's days the worker's allocations that meet the payslip's month run from and to (null: open). */
  allocated_from: string | null;
  allocated_to: string | null;
  joining_date: string | null;
  leaving_date: string | null;
  totals: Partial<PayslipTotals> | null;
  lines: PayslipLine[] | null;
  /** The contractor's time zone: the forms name its month. */
  time_zone: string;
}

/** The contractor's zone (partners `b`, the payslip's business): the forms' days are its days. */
const zone = zoneColumnSql('b.time_zone');
/** An instant's day in the contractor's zone, YYYY-MM-DD (the allocation grid's and the forms' days). */
const dayOf = (instant: RawBuilder<unknown>) => businessDaySql(instant, zone);

const address = (alias: string) =>
  sql.raw(`concat_ws(', ', nullif(${alias}.address, ''),
    nullif(concat_ws(' ', nullif(${alias}.city, ''), nullif(${alias}.pincode, '')), ''))`);

/**
 * One payslip by its reference with its worker's person, designation and site, its business
 * (the contractor) and the principal employer, and the span of the worker's allocations that
 * meet its month; only where the caller's scope condition (`inScope`, on alias `p`) admits it.
 */
export async function loadLabourForm(
  db: Kysely<Database>,
  uconst: string,
  principalEmployerId: string | null,
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<LabourFormRow | null> {
  const rows = await sql<LabourFormRow>`select p.uconst, p.payroll_month, e.code,
      pe.first_name, pe.middle_name, pe.last_name, nullif(pe.father_husband_name, '') as father_husband_name,
      pr.name as designation, s.name as site,
      b.name as contractor, ${address('b')} as contractor_address,
      pem.name as principal_employer, ${address('pem')} as principal_employer_address,
      ${dayOf(sql`e.joining_date`)} as joining_date, ${dayOf(sql`e.leaving_date`)} as leaving_date,
      ${dayOf(sql`span.first`)} as allocated_from,
      case when span.open then null else ${dayOf(sql`span.past - interval '1 microsecond'`)} end as allocated_to,
      p.aggregate_pay_details as totals, p.itemized_pay_details as lines, ${zone} as time_zone
    from payslips p
    join employees e on e.id = p.employees_id
    left join persons pe on pe.id = e.persons_id
    left join products pr on pr.id = e.designation
    left join sites s on s.id = e.sites_id
    left join partners b on b.id = p.partners_id
    left join partners pem on pem.id = coalesce(${principalEmployerId}::uuid, p.partners_id)
    left join lateral (select min(lower(ap.allocations_range)) as first, max(upper(ap.allocations_range)) as past,
        bool_or(upper_inf(ap.allocations_range)) as open
      from allocations a join allocations__allocation_periods ap on ap.parent_id = a.id and not ap.deleted
      where not a.deleted and a.employees_id = e.id and ap.allocations_range && tstzrange(p.payroll_month,
        (p.payroll_month at time zone ${zone} + interval '1 month') at time zone ${zone})) span on true
    where not p.deleted and p.uconst = ${uconst} and ${inScope}`.execute(db);
  const row = rows.rows[0];
  return row ? { ...row, payroll_month: new Date(row.payroll_month) } : null;
}
