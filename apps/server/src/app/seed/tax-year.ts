import { payrollMonth } from '@muster/payroll-rules';
import { addDays, businessDayKey, businessDayStart, financialYearOf } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import { recomputeChunks, recomputeEmployeesDays } from '../../domain/attendance/recompute/index.js';
import { generateChunk } from '../../domain/payroll/generate/generate-chunk.js';
import { zoneColumnSql } from '../../engine/query/index.js';
import type { Database } from '../../platform/db/schema.js';
import { approveDemoMonth } from './approve-attendance.js';
import { demoPunchMinutes } from './attendance-punches.js';

/**
 * The demo's TANs (issue #34 item 2): fixed, valid in shape (AAAA99999A: the jurisdiction's
 * three letters, the name's initial), so no random draw of the seed moves.
 */
export const demoTans: Record<string, string> = {
  demo: 'CALD04217E',
  sunrise: 'CALS08351B',
  shakti: 'SMLS02764C',
};

/**
 * PANs of the demo's named people whom the income-tax documents name (the 4th letter P, a
 * person; the 5th the surname's initial): the manager taxed (Sourav Banerjee) and HR, who is
 * responsible for TDS (Kavita Iyer). Given only where none is recorded.
 */
const demoPans: Record<string, string> = { ro1: 'AQBPB7302M', hr1: 'AKIPI4281K' };

/**
 * ro1's choices for last year, fixed rows (no random draw moves them): the old regime (folder
 * `tax_regimes`) and two declarations (folder `tax_declarations`, payroll README
 * "Declarations"): ₹1,50,000 under s. 80C (PPF and life insurance) and ₹30,000 of health
 * insurance under s. 80D, so last year's payslips deduct, and its Form 16 and fourth-quarter
 * Form 24Q (C6A records) report, an old-regime employee's Chapter VI-A deductions.
 */
export const demoTaxChoiceIds = {
  regime: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b21',
  section80C: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b22',
  section80D: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b23',
  previousEmployer: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b24',
  rent: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b25',
  /** emp1's own declaration of this year, submitted and not yet verified by HR. */
  employeeSubmitted: 'b7e1c0a4-2d3f-4e5a-9b6c-7d8e9f0a1b26',
} as const;

/**
 * What emp1 declared itself for this financial year (payroll README "Declarations": employees
 * declare for themselves, HR verifies): ₹45,000 under s. 80C, which HR has not verified yet, so
 * the demo shows a declaration its employee may still change.
 */
const demoSubmitted = { section: '80C', amount: 45_000, notes: 'PPF 30,000 and ELSS 15,000' } as const;

/**
 * ro1's rent of last year (s. 10(13A), payroll README "HRA"): ₹60,000 a month from October to
 * March for a flat in Kolkata (a metro), over ₹1,00,000 so the landlord's PAN is given; its
 * payslips from April on project the exemption, Form 16 and Form 24Q (SD 39–42, 74) report it.
 */
const demoRent = {
  monthly: 60_000,
  fromMonth: 10,
  toMonth: 3,
  landlordPan: 'AKRPM6120Q',
  landlordName: 'Arindam Mukherjee',
} as const;

/**
 * ro1 joined on 1 November 2024 (the named users' joining day, `demo.ts`): for FY 2024-25 it
 * declared its previous employer's salary of April to October and the tax that employer
 * deducted (s. 192(2), Form 12B), an example of the declaration. Muster holds no payslips of
 * that year, so nothing computes from it; a year with payslips would count it.
 */
const demoPreviousEmployer = {
  financialYear: 2024,
  salary: 1_400_000,
  taxDeducted: 140_000,
  employer: 'Eastern Textiles Ltd, TAN CALE01234F',
} as const;

/** The BSR code of the demo's bank branch (seven digits, as the challan counterfoil prints it). */
const demoBsrCode = '0510308';

/**
 * Last financial year for the demo's income-tax documents (issue #34 item 2): each business's
 * TAN and its HR as the person responsible for TDS; for the demo business's taxable manager
 * (ro1, ₹3,00,000 a month, old regime with 80C and 80D declared: `demoTaxChoiceIds`) a year of punches, days approved as its admin approves them,
 * twelve payslips generated month by month (each month's TDS counts the earlier ones) and
 * approved, paid on the month's last day; and each month's TDS deposited by challan on the 7th
 * of the next month (Income-tax Rules r. 30(2)(b); March's by 30 April, r. 30(2)(a)), so Form 16
 * for last year has figures and its quarters have a Form 24Q.
 */
export async function seedDemoTaxYear(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [code, pan] of Object.entries(demoPans))
    await sql`update employees e set pan = ${pan} from partners b
      where b.id = e.partners_id and lower(b.sw_handle) = 'demo' and e.code = ${code} and e.pan is null`.execute(
      db,
    );
  for (const [handle, tan] of Object.entries(demoTans))
    await sql`update partners b set tan = ${tan}, tds_responsible_designation = 'HR Manager',
      tds_responsible = (select e.id from employees e
        where e.partners_id = b.id and e.code = 'hr1' and not e.deleted limit 1)
      where lower(b.sw_handle) = ${handle}`.execute(db);
  const manager = await sql<{ id: string; partners_id: string; start_min: number; time_zone: string }>`
    select e.id, e.partners_id, lower(s.shift_time) as start_min, ${zoneColumnSql('b.time_zone')} as time_zone
    from employees e
      join partners b on b.id = e.partners_id join shifts s on s.id = e.shifts_id
    where lower(b.sw_handle) = 'demo' and e.code = 'ro1' and not e.deleted`.execute(db);
  const worker = await sql<{ id: string; partners_id: string; time_zone: string }>`
    select e.id, e.partners_id, ${zoneColumnSql('b.time_zone')} as time_zone
    from employees e join partners b on b.id = e.partners_id
    where lower(b.sw_handle) = 'demo' and e.code = 'emp1' and not e.deleted`.execute(db);
  const emp1 = worker.rows[0];
  if (emp1)
    await sql`insert into tax_declarations (id, partners_id, employees_id, financial_year, section, amount,
        tax_deducted, notes, verified)
      values (${demoTaxChoiceIds.employeeSubmitted}, ${emp1.partners_id}, ${emp1.id},
        ${financialYearOf(businessDayKey(now.getTime(), emp1.time_zone)).startYear}, ${demoSubmitted.section},
        ${demoSubmitted.amount}, 0, ${demoSubmitted.notes}, false)
      on conflict (id) do nothing`.execute(db);
  const ro1 = manager.rows[0];
  if (!ro1) return;
  // ro1's business's calendar: its days, payroll months and payment days
  const zone = ro1.time_zone;
  const startYear = financialYearOf(businessDayKey(now.getTime(), zone)).startYear - 1;
  // recorded by HR, so verified (payroll README "The regime chosen by the employee")
  await sql`insert into tax_regimes (id, partners_id, employees_id, financial_year, regime, notes, verified)
    values (${demoTaxChoiceIds.regime}, ${ro1.partners_id}, ${ro1.id}, ${startYear}, 'old',
      'Opted out of section 115BAC for the year', true) on conflict (id) do nothing`.execute(db);
  await sql`insert into tax_declarations (id, partners_id, employees_id, financial_year, section, amount, tax_deducted, notes, verified)
    values (${demoTaxChoiceIds.section80C}, ${ro1.partners_id}, ${ro1.id}, ${startYear}, '80C', 150000, 0,
        'PPF 1,00,000 and life insurance premium 50,000', true),
      (${demoTaxChoiceIds.section80D}, ${ro1.partners_id}, ${ro1.id}, ${startYear}, '80D', 30000, 0,
        'Health insurance premium for self and family', true)
    on conflict (id) do nothing`.execute(db);
  await sql`insert into tax_declarations (id, partners_id, employees_id, financial_year, section, amount,
      tax_deducted, previous_employer, notes, verified)
    values (${demoTaxChoiceIds.previousEmployer}, ${ro1.partners_id}, ${ro1.id}, ${demoPreviousEmployer.financialYear},
      '192(2)', ${demoPreviousEmployer.salary}, ${demoPreviousEmployer.taxDeducted}, ${demoPreviousEmployer.employer},
      'Form 12B: salary of April to October 2024', true)
    on conflict (id) do nothing`.execute(db);
  await sql`insert into tax_declarations (id, partners_id, employees_id, financial_year, section, amount,
      tax_deducted, rent_from_month, rent_to_month, metro_city, landlord_pan, landlord_name, notes, verified)
    values (${demoTaxChoiceIds.rent}, ${ro1.partners_id}, ${ro1.id}, ${startYear}, '10(13A)', ${demoRent.monthly}, 0,
      ${demoRent.fromMonth}, ${demoRent.toMonth}, true, ${demoRent.landlordPan}, ${demoRent.landlordName},
      'Flat in Salt Lake, Kolkata; rent receipts October to March', true)
    on conflict (id) do nothing`.execute(db);
  const first = `${startYear}-04-01`;
  const last = `${startYear + 1}-03-31`;
  const instants: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1))
    for (const minute of demoPunchMinutes('ro1', day, Number(ro1.start_min)))
      instants.push(new Date(businessDayStart(day, zone) + minute * 60_000).toISOString());
  await sql`insert into punches (employees_id, punched_at, source)
    select ${ro1.id}, punched_at, 'demo' from unnest(${instants}::timestamptz[]) as punched (punched_at)
    on conflict (employees_id, punched_at) do nothing`.execute(db);
  for (const piece of recomputeChunks(first, last))
    await db
      .transaction()
      .execute((trx) => recomputeEmployeesDays(trx, [ro1.id], piece.first, piece.last, now));
  for (let offset = 0; offset < 12; offset += 1) {
    const month =
      offset < 9 ? payrollMonth(startYear, 4 + offset, zone) : payrollMonth(startYear + 1, offset - 8, zone);
    await approveDemoMonth(db, ['demo'], month);
    await generateChunk(db, month, [ro1.id]);
    await sql`update payslips set status = 'approved', txn_state = 'approved', last_modified = now(),
        paid_on = ${new Date(businessDayStart(month.lastDay, zone)).toISOString()}::timestamptz
      where employees_id = ${ro1.id} and payroll_month = ${month.start} and not deleted`.execute(db);
    const deposited = month.month === 3 ? `${startYear + 1}-04-30` : addDays(month.lastDay, 7);
    await sql`insert into tds_challans (partners_id, wage_month, bsr_code, challan_serial, paid_on, amount, interest, fee)
      select ${ro1.partners_id}, ${month.start}, ${demoBsrCode}, ${String(offset + 1).padStart(5, '0')},
        ${new Date(businessDayStart(deposited, zone)).toISOString()}::timestamptz, sum((l->>'amount')::numeric), 0, 0
      from payslips p cross join lateral jsonb_array_elements(p.itemized_pay_details) l
      where p.partners_id = ${ro1.partners_id} and p.payroll_month = ${month.start} and not p.deleted
        and p.status = 'approved' and l->>'code' = 'TDS'
      having sum((l->>'amount')::numeric) > 0`.execute(db);
  }
}
