import { type ChapterVIASection, chapterVIASections, type TaxDeclarations } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { category } from '../tds-return/rules/salary-detail.js';

/** The section a previous employer's salary and TDS are declared under (s. 192(2), Form 12B). */
export const previousEmployerSection = '192(2)';

/**
 * Each employee's declarations for a financial year (folder `tax_declarations`, payroll README
 * "Declarations"): the Chapter VI-A sections claimed, a previous employer's salary and TDS
 * (summed over its rows: one may have had two), and whether the employee is a senior citizen
 * in the year (s. 80D's higher limit; the age as Annexure II's category counts it). The folder
 * stores rupees; `unit` 100 gives paise. Employees without a row are not in the map.
 */
export async function loadTaxDeclarations(
  db: Kysely<Database>,
  employeeIds: readonly string[],
  startYear: number,
  unit: 1 | 100,
): Promise<Map<string, TaxDeclarations>> {
  if (!employeeIds.length) return new Map();
  const rows = await sql<{
    employees_id: string;
    section: string;
    amount: number;
    tax_deducted: number;
    birth_day: string | null;
  }>`select d.employees_id, d.section, d.amount::float8 as amount, coalesce(d.tax_deducted, 0)::float8 as tax_deducted,
      ${businessDaySql(sql.ref('pe.birth_date'), zoneOfPartnerSql('d.partners_id'))} as birth_day
    from tax_declarations d
    join employees e on e.id = d.employees_id
    left join persons pe on pe.id = e.persons_id
    where d.employees_id = any(${employeeIds}::uuid[]) and not d.deleted and d.financial_year = ${startYear}
    order by d.employees_id, d.section`.execute(db);
  const money = (rupees: number) => (unit === 100 ? Math.round(rupees * 100) : rupees);
  const declarations = new Map<string, TaxDeclarations>();
  for (const row of rows.rows) {
    const found = declarations.get(row.employees_id) ?? {
      deductions: [],
      previousSalary: 0,
      previousTds: 0,
      seniorCitizen: category(row.birth_day, startYear) !== 'G',
    };
    if (row.section === previousEmployerSection) {
      found.previousSalary += money(row.amount);
      found.previousTds += money(row.tax_deducted);
    } else {
      const section = chapterVIASections.find((known) => known === row.section);
      if (section)
        found.deductions = [
          ...found.deductions,
          { section: section as ChapterVIASection, amount: money(row.amount) },
        ];
    }
    declarations.set(row.employees_id, found);
  }
  return declarations;
}
