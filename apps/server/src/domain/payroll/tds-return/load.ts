import { type PayrollMonth, payrollMonth } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { DeductorRow, TdsChallanRow, TdsPayslipRow } from './rules/rows.js';

/** A person's name as the income-tax department's records hold it: in English. */
export const englishName = (...parts: (Record<string, string> | null)[]) =>
  parts
    .map((part) => part?.eng ?? '')
    .filter(Boolean)
    .join(' ');

/**
 * The quarter's three months: Q1 April–June … Q4 January–March of the next calendar year, of
 * the deductor business's calendar (its zone).
 */
export function quarterMonths(startYear: number, quarter: number, timeZone: string): PayrollMonth[] {
  const first = 4 + (quarter - 1) * 3;
  return [0, 1, 2].map((offset) => {
    const month = first + offset;
    return month > 12
      ? payrollMonth(startYear + 1, month - 12, timeZone)
      : payrollMonth(startYear, month, timeZone);
  });
}

export async function loadDeductor(db: Kysely<Database>, partnersId: string): Promise<DeductorRow | null> {
  const rows = await sql<DeductorRow>`select b.name, b.tan, b.gstin, b.address, b.city, b.pincode,
      s.gst_state_code, rp.first_name as responsible_first, rp.last_name as responsible_last,
      r.pan as responsible_pan, b.tds_responsible_designation as responsible_designation, rp.phone as responsible_phone,
      rp.email as responsible_email
    from partners b
    left join states s on s.id = b.states_id
    left join employees r on r.id = b.tds_responsible
    left join persons rp on rp.id = r.persons_id
    where b.id = ${partnersId}`.execute(db);
  return rows.rows[0] ?? null;
}

/**
 * The quarter's approved payslips of the business with a TDS line, those the caller's scope
 * admits, by month and employee code; and how many paid salary without deducting any.
 */
export async function loadTdsPayslips(
  db: Kysely<Database>,
  partnersId: string,
  months: readonly PayrollMonth[],
  inScope: ReturnType<typeof sql<boolean>>,
): Promise<{ payslips: TdsPayslipRow[]; withoutTds: number }> {
  const rows = await sql<{
    payroll_month: string;
    code: string;
    first_name: Record<string, string> | null;
    middle_name: Record<string, string> | null;
    last_name: Record<string, string> | null;
    pan: string | null;
    paid: string;
    tds: string;
    paid_on: string | null;
  }>`select ${businessDaySql(sql.ref('p.payroll_month'), zoneOfPartnerSql('p.partners_id'))} as payroll_month, e.code, pe.first_name, pe.middle_name, pe.last_name, e.pan,
      coalesce(p.aggregate_pay_details->>'gross_pay', '0') as paid,
      coalesce((select sum((l->>'amount')::numeric) from jsonb_array_elements(p.itemized_pay_details) l
        where l->>'code' = 'TDS'), 0)::text as tds,
      ${businessDaySql(sql.ref('p.paid_on'), zoneOfPartnerSql('p.partners_id'))} as paid_on
    from payslips p join employees e on e.id = p.employees_id left join persons pe on pe.id = e.persons_id
    where not p.deleted and p.status = 'approved' and p.partners_id = ${partnersId}
      and p.payroll_month >= ${months[0]?.start} and p.payroll_month < ${months.at(-1)?.end} and ${inScope}
    order by p.payroll_month, e.code`.execute(db);
  const all = rows.rows.map((row) => ({
    month: row.payroll_month.slice(0, 7),
    code: row.code,
    name: englishName(row.first_name, row.middle_name, row.last_name),
    pan: row.pan,
    paid: Math.round(Number(row.paid) * 100),
    tds: Math.round(Number(row.tds) * 100),
    paid_on: row.paid_on,
  }));
  return { payslips: all.filter((row) => row.tds > 0), withoutTds: all.filter((row) => row.tds <= 0).length };
}

export async function loadTdsChallans(
  db: Kysely<Database>,
  partnersId: string,
  months: readonly PayrollMonth[],
): Promise<TdsChallanRow[]> {
  const rows = await sql<{
    wage_month: string;
    bsr_code: string;
    challan_serial: string;
    paid_on: string;
    amount: string;
    interest: string | null;
    fee: string | null;
  }>`select ${businessDaySql(sql.ref('wage_month'), zoneOfPartnerSql('partners_id'))} as wage_month, bsr_code, challan_serial, ${businessDaySql(sql.ref('paid_on'), zoneOfPartnerSql('partners_id'))} as paid_on,
      amount::text as amount, interest::text as interest, fee::text as fee
    from tds_challans
    where not deleted and partners_id = ${partnersId}
      and wage_month >= ${months[0]?.start} and wage_month < ${months.at(-1)?.end}
    order by wage_month, paid_on, challan_serial`.execute(db);
  return rows.rows.map((row) => ({
    month: row.wage_month.slice(0, 7),
    bsr_code: row.bsr_code,
    challan_serial: row.challan_serial,
    paid_on: row.paid_on,
    amount: Math.round(Number(row.amount) * 100),
    interest: Math.round(Number(row.interest ?? 0) * 100),
    fee: Math.round(Number(row.fee ?? 0) * 100),
  }));
}
