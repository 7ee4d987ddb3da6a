import { payrollMonth, payrollMonthOf } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import type { Form16Payslip } from '../form-16/rules/part-b.js';
import { loadTaxDeclarations } from '../load/tax-declarations.js';
import { englishName } from './load.js';
import type { AnnualEmployee } from './rules/salary-detail.js';

/**
 * The business's employees with approved payslips in a financial year (April to March), those
 * the caller's scope admits, each with its payslips in month order: what Annexure II of the
 * fourth quarter's Form 24Q reads, with each one's declarations for the year (paise). The
 * year and the payslips' months are the business's, in its zone (`timeZone`).
 */
export async function loadAnnualEmployees(
  db: Kysely<Database>,
  partnersId: string,
  startYear: number,
  inScope: ReturnType<typeof sql<boolean>>,
  timeZone: string,
): Promise<AnnualEmployee[]> {
  const rows = await sql<{
    employees_id: string;
    payroll_month: Date;
    totals: Form16Payslip['totals'] | null;
    lines: Form16Payslip['lines'] | null;
    code: string;
    first_name: Record<string, string> | null;
    middle_name: Record<string, string> | null;
    last_name: Record<string, string> | null;
    pan: string | null;
    birth_day: string | null;
    joining_day: string | null;
    leaving_day: string | null;
  }>`select p.employees_id, p.payroll_month, p.aggregate_pay_details as totals, p.itemized_pay_details as lines,
      e.code, pe.first_name, pe.middle_name, pe.last_name, e.pan, ${businessDaySql(sql.ref('pe.birth_date'), zoneOfPartnerSql('p.partners_id'))} as birth_day,
      ${businessDaySql(sql.ref('e.joining_date'), zoneOfPartnerSql('p.partners_id'))} as joining_day, ${businessDaySql(sql.ref('e.leaving_date'), zoneOfPartnerSql('p.partners_id'))} as leaving_day
    from payslips p
    join employees e on e.id = p.employees_id
    left join persons pe on pe.id = e.persons_id
    where not p.deleted and p.status = 'approved' and p.partners_id = ${partnersId}
      and p.payroll_month >= ${payrollMonth(startYear, 4, timeZone).start}
      and p.payroll_month < ${payrollMonth(startYear + 1, 4, timeZone).start} and ${inScope}
    order by e.code, p.payroll_month`.execute(db);
  const employees = new Map<string, AnnualEmployee>();
  for (const row of rows.rows) {
    const employee = employees.get(row.employees_id) ?? {
      code: row.code,
      name: englishName(row.first_name, row.middle_name, row.last_name),
      pan: row.pan,
      birthDay: row.birth_day,
      joiningDay: row.joining_day,
      leavingDay: row.leaving_day,
      payslips: [],
    };
    employee.payslips.push({
      month: payrollMonthOf(new Date(row.payroll_month), timeZone).key,
      totals: row.totals ?? { gross_pay: 0 },
      lines: Array.isArray(row.lines) ? row.lines : [],
    });
    employees.set(row.employees_id, employee);
  }
  const declared = await loadTaxDeclarations(db, [...employees.keys()], startYear, 100);
  for (const [id, employee] of employees) {
    const declarations = declared.get(id);
    if (declarations) employee.declared = declarations;
  }
  return [...employees.values()];
}
