import type { BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** Role group codes (DESIGN §6); an employee's groups_id decides its flags. */
const roleGroups = { isAO: 'AO', isRO: 'RO', isHR: 'HR', isDCO: 'DCO' } as const;
/** The partner group of the provider business (spec 000 §1). */
export const providerGroupCode = 'pe';

export interface SignedInEmployee {
  id: string;
  code: string;
  partners_id: string;
  groups_id: string[] | null;
  sw_handle: string;
  business_name: string;
  time_zone: string;
}

/** The `env` every rule of the signed-in user is evaluated against. */
export async function deriveEnvironment(
  db: Kysely<Database>,
  employee: SignedInEmployee,
): Promise<BusinessEnv> {
  const groupCodes = employee.groups_id?.length
    ? (
        await db
          .selectFrom('groups')
          .select('code')
          .where('id', '=', sql<string>`any(${employee.groups_id}::uuid[])`)
          .where('deleted', '=', false)
          .execute()
      ).map((group) => group.code)
    : [];
  const provider = await db
    .selectFrom('partners')
    .innerJoin('partner_groups', 'partner_groups.id', 'partners.partner_groups_id')
    .select('partners.id')
    .where('partner_groups.code', '=', providerGroupCode)
    .where('partners.deleted', '=', false)
    .orderBy('partners.creation_date')
    .executeTakeFirst();
  const has = (code: string) => groupCodes.includes(code);
  const { childReportingPath, subsections } = await reportingOf(db, employee.id);
  return {
    id: employee.id,
    employees_id: employee.id,
    code: employee.code,
    swhandle: employee.sw_handle,
    business_name: employee.business_name,
    partners_id: employee.partners_id,
    time_zone: employee.time_zone,
    isAdmin: employee.code === 'admin',
    isAO: has(roleGroups.isAO),
    isRO: has(roleGroups.isRO),
    isHR: has(roleGroups.isHR),
    isDCO: has(roleGroups.isDCO),
    child_reporting_path: childReportingPath,
    subsections,
    pe_partners_id: provider?.id ?? null,
    user_selected_partner: null,
  };
}

/** Deepest reporting line followed below an employee; also stops a cycle in bad data. */
const maxReportingDepth = 10;

/**
 * The employee's reporting subtree through employees.reporting_manager, as dotted id
 * paths from the employee down ('self', 'self.report', 'self.report.their_report', ...),
 * so a reporting officer has entries of two or more segments (spec 000 §6); and the
 * subsections it works in: its own and those of the employees it is duty-chart officer of.
 */
async function reportingOf(
  db: Kysely<Database>,
  employeeId: string,
): Promise<{ childReportingPath: string[]; subsections: string[] }> {
  const tree = await sql<{ path: string }>`
    with recursive tree (id, path, depth) as (
      select id, id::text, 1 from employees where id = ${employeeId}
      union all
      select child.id, tree.path || '.' || child.id::text, tree.depth + 1
      from employees as child join tree on child.reporting_manager = tree.id
      where not child.deleted and tree.depth < ${maxReportingDepth}
        and strpos(tree.path, child.id::text) = 0)
    select path from tree order by depth, path`.execute(db);
  const subsections = await sql<{ id: string }>`
    select distinct subsections as id from employees
    where subsections is not null and not deleted
      and (id = ${employeeId} or duty_chart_officer = ${employeeId})
    order by id`.execute(db);
  return {
    childReportingPath: tree.rows.map((row) => row.path),
    subsections: subsections.rows.map((row) => row.id),
  };
}
