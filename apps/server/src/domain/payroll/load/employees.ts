import type { PayrollMonth, PayslipEmployee } from '@muster/payroll-rules';
import { type Kysely, sql } from 'kysely';
import { businessDaySql } from '../../../engine/query/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** An employee as generation reads it. */
export interface PayrollEmployee {
  id: string;
  partners_id: string;
  code: string;
  first_name: Record<string, string> | null;
  last_name: Record<string, string> | null;
  gender: string | null;
  departments_id: string | null;
  employee_type: string | null;
  salary_structures_id: string | null;
  gross_salary: number | null;
  states_id: string | null;
  /** The minimum-wage zone of the employee's site and the skill of its designation (issue #33 item 3). */
  zone: string | null;
  skill: string | null;
  /** IST days `YYYY-MM-DD`. */
  birth_date: string | null;
  eps_excluded: boolean | null;
  higher_epf_wages_from: string | null;
  higher_eps_wages_from: string | null;
}

/**
 * The employees of some ids in the order given (the run's order), with what a payslip
 * needs: names, post, structure, gross, the state of their site, and what EPF reads (birth
 * date, pension membership, the higher-wage options' days). Gross and structure are the
 * month's: those of the latest salary revision in force in it (one counts from the month
 * holding its day; of two on one day the last changed), else the employee record's (payroll
 * README "Arrears of a salary revision").
 */
export async function loadEmployees(
  db: Kysely<Database>,
  ids: readonly string[],
  month: PayrollMonth,
): Promise<PayrollEmployee[]> {
  if (!ids.length) return [];
  // the run's employees are of one business, whose zone the month carries
  const day = (column: string) => businessDaySql(sql.ref(column), month.timeZone);
  const rows =
    await sql<PayrollEmployee>`select e.id, e.partners_id, e.code, p.first_name, p.last_name, p.gender,
      e.departments as departments_id, e.employee_type,
      coalesce(r.salary_structures_id, e.salary_structures_id) as salary_structures_id,
      coalesce(r.gross_salary, e.gross_salary)::float8 as gross_salary, s.states_id, nullif(s.zone, '') as zone, nullif(d.skill, '') as skill,
      ${day('p.birth_date')} as birth_date,
      e.eps_excluded, ${day('e.higher_epf_wages_from')} as higher_epf_wages_from,
      ${day('e.higher_eps_wages_from')} as higher_eps_wages_from
    from employees e left join persons p on p.id = e.persons_id left join sites s on s.id = e.sites_id
      left join products d on d.id = e.designation
      left join lateral (select r.gross_salary, r.salary_structures_id from salary_revisions r
        where r.employees_id = e.id and not r.deleted and r.effective_from < ${month.end}
        order by r.effective_from desc, r.last_modified desc limit 1) r on true
    where e.id = any(${ids}::uuid[])`.execute(db);
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The bases a run picks its employees by (spec 000 §2 Bulk-generate tab). */
/** The employee's own figures a payslip reads but its gross, as of a month. */
export const payslipEmployee = (
  employee: PayrollEmployee,
  coveredEarlierInPeriod: boolean,
  month: PayrollMonth,
): Omit<PayslipEmployee, 'grossRate'> => ({
  stateId: employee.states_id,
  gender: employee.gender,
  coveredEarlierInPeriod,
  epf: {
    birthDate: employee.birth_date,
    epsExcluded: employee.eps_excluded === true,
    higherEpfWages: optionInForce(employee.higher_epf_wages_from, month),
    higherEpsWages: optionInForce(employee.higher_eps_wages_from, month),
  },
});

/** A higher-wage option counts from the month holding its day. */
const optionInForce = (from: string | null, month: PayrollMonth) => from !== null && from <= month.lastDay;

export const generationBases = ['departments', 'employees', 'employee_types'] as const;
export type GenerationBasis = (typeof generationBases)[number];

const basisColumn: Record<GenerationBasis, string> = {
  departments: 'e.departments',
  employees: 'e.id',
  employee_types: 'e.employee_type',
};

/**
 * Employed during the month, as SQL over the employees row `alias`: joined before it ends and
 * not left before it starts. A 'Left' employee counts by the leaving date (one who left on the
 * 20th worked that month: its days, payslip and settlement are the month's, issue #32 item 2);
 * one 'Left' with no leaving date cannot be placed and is not counted. The month-close lists
 * filter the same (`monthCloseStepList`, protocol).
 */
export const employedInMonthSql = (alias: string, month: PayrollMonth) => {
  const e = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`(${e('joining_date')} is null or ${e('joining_date')} < ${month.end})
    and (${e('leaving_date')} is null or ${e('leaving_date')} >= ${month.start})
    and (${e('employee_status')} is distinct from 'Left' or ${e('leaving_date')} is not null)`;
};

/**
 * The employees a run covers, in code order: of the picked departments, names or types,
 * among those the user's scope condition admits, employed during the month (`employedInMonthSql`).
 */
export async function employeesOfBasis(
  db: Kysely<Database>,
  {
    basis,
    ids,
    month,
    inScope,
  }: {
    basis: GenerationBasis;
    ids: readonly string[];
    month: PayrollMonth;
    inScope: ReturnType<typeof sql<boolean>>;
  },
): Promise<{ id: string; partners_id: string }[]> {
  const rows = await sql<{ id: string; partners_id: string }>`select e.id, e.partners_id from employees e
    where not e.deleted and ${sql.raw(basisColumn[basis])} = any(${ids}::uuid[]) and ${inScope}
      and ${employedInMonthSql('e', month)}
    order by e.code, e.id`.execute(db);
  return rows.rows;
}
