import { payrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { zoneOfEmployee } from '../../../engine/scope/business-zone.js';
import type { Database } from '../../../platform/db/schema.js';
import type { Form16Payslip } from './rules/part-b.js';

/** Who and what a Form 16 names: the employer (deductor) and the employee, as stored. */
export interface Form16Parties {
  employer: string;
  employerAddress: string;
  tan: string | null;
  /** The deductor's PAN: characters 3–12 of its GSTIN, which is issued on it (CGST Rules r. 10). */
  employerPan: string | null;
  code: string;
  names: {
    first: Record<string, string> | null;
    middle: Record<string, string> | null;
    last: Record<string, string> | null;
  };
  pan: string | null;
  designation: Record<string, string> | string | null;
}

export interface Form16Source extends Form16Parties {
  payslips: Form16Payslip[];
}

/**
 * One employee's approved payslips of a financial year (April to March) with the parties,
 * read only where the caller's payslips scope admits them (the employee its own, HR and
 * admin their business's); null when none is admitted. The year and each payslip's month are
 * those of the employee's business, whose payslips they are (protocol README, "The
 * business's calendar"): a Kathmandu April opens 15 minutes before India's.
 */
export async function loadForm16(
  db: Kysely<Database>,
  employeesId: string,
  startYear: number,
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<Form16Source | null> {
  const timeZone = await zoneOfEmployee(db, employeesId);
  const from = payrollMonth(startYear, 4, timeZone).start;
  const to = payrollMonth(startYear + 1, 4, timeZone).start;
  const rows = await sql<{
    payroll_month: Date;
    totals: Form16Payslip['totals'] | null;
    lines: Form16Payslip['lines'] | null;
    employer: string;
    address: string | null;
    city: string | null;
    pincode: string | null;
    tan: string | null;
    gstin: string | null;
    code: string;
    first_name: Record<string, string> | null;
    middle_name: Record<string, string> | null;
    last_name: Record<string, string> | null;
    pan: string | null;
    designation: Record<string, string> | string | null;
  }>`select p.payroll_month, p.aggregate_pay_details as totals, p.itemized_pay_details as lines,
      b.name as employer, b.address, b.city, b.pincode, b.tan, b.gstin,
      e.code, pe.first_name, pe.middle_name, pe.last_name, e.pan, d.name as designation
    from payslips p
    join employees e on e.id = p.employees_id
    left join persons pe on pe.id = e.persons_id
    join partners b on b.id = p.partners_id
    left join products d on d.id = e.designation
    where not p.deleted and p.status = 'approved' and p.employees_id = ${employeesId}
      and p.payroll_month >= ${from} and p.payroll_month < ${to} and ${inScope}
    order by p.payroll_month`.execute(db);
  const [first] = rows.rows;
  if (!first) return null;
  return {
    employer: first.employer,
    employerAddress: [first.address, first.city, first.pincode].filter(Boolean).join(', '),
    tan: first.tan,
    employerPan: first.gstin ? first.gstin.slice(2, 12) : null,
    code: first.code,
    names: { first: first.first_name, middle: first.middle_name, last: first.last_name },
    pan: first.pan,
    designation: first.designation,
    payslips: rows.rows.map((row) => ({
      month: payrollMonthOf(new Date(row.payroll_month), timeZone).key,
      totals: row.totals ?? { gross_pay: 0 },
      lines: Array.isArray(row.lines) ? row.lines : [],
    })),
  };
}
