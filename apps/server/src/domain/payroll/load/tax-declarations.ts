import { type ChapterVIASection, chapterVIASections, type TaxDeclarations } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql, zoneOfPartnerSql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';
import { category } from '../tds-return/rules/salary-detail.js';

/** The section a previous employer's salary and TDS are declared under (s. 192(2), Form 12B). */
export const previousEmployerSection = '192(2)';
/** The section rent paid is declared under (s. 10(13A), payroll README "HRA"). */
export const rentSection = '10(13A)';
/** The parents' health insurance: s. 80D, within the parents' own limit (s. 80D(2)(b)). */
export const parentsHealthSection = '80D parents';

/** A month 1–12 of the financial year starting in `startYear` as `YYYY-MM` (April–December its first year). */
const monthOfYear = (startYear: number, month: number) =>
  `${month >= 4 ? startYear : startYear + 1}-${String(month).padStart(2, '0')}`;

/**
 * Each employee's declarations for a financial year (folder `tax_declarations`, payroll README
 * "Declarations"): the Chapter VI-A sections claimed, a previous employer's salary and TDS
 * (summed over its rows: one may have had two), and whether the employee is a senior citizen
 * in the year (s. 80D's higher limit; the age as Annexure II's category counts it). A row of
 * `80D parents` is s. 80D within the parents' limit; its "60 or more" answer, and an `80D`
 * row's (the spouse), raise that row's limit (s. 80D(4)). The folder
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
    rent_from_month: number | null;
    rent_to_month: number | null;
    metro_city: boolean | null;
    landlord_pan: string | null;
    landlord_name: string | null;
    senior_citizen: boolean | null;
    birth_day: string | null;
  }>`select d.employees_id, d.section, d.amount::float8 as amount, coalesce(d.tax_deducted, 0)::float8 as tax_deducted,
      d.senior_citizen, d.rent_from_month, d.rent_to_month, d.metro_city, d.landlord_pan, d.landlord_name,
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
    if (row.section === rentSection) {
      // a house a row (one who moves declares each, rule 2A computes each period apart); the
      // folder asks both months, a row without them counts the whole year
      found.rents = [
        ...(found.rents ?? []),
        {
          monthlyRent: money(row.amount),
          from: monthOfYear(startYear, row.rent_from_month ?? 4),
          to: monthOfYear(startYear, row.rent_to_month ?? 3),
          metro: row.metro_city === true,
          ...(row.landlord_pan && { landlordPan: row.landlord_pan }),
          ...(row.landlord_name && { landlordName: row.landlord_name }),
        },
      ];
    } else if (row.section === previousEmployerSection) {
      found.previousSalary += money(row.amount);
      found.previousTds += money(row.tax_deducted);
    } else if (row.section === parentsHealthSection) {
      found.deductions = [
        ...found.deductions,
        {
          section: '80D',
          amount: money(row.amount),
          parents: true,
          seniorCitizen: row.senior_citizen === true,
        },
      ];
    } else {
      const section = chapterVIASections.find((known) => known === row.section);
      if (section)
        found.deductions = [
          ...found.deductions,
          {
            section: section as ChapterVIASection,
            amount: money(row.amount),
            ...(row.senior_citizen && { seniorCitizen: true }),
          },
        ];
    }
    declarations.set(row.employees_id, found);
  }
  return declarations;
}
