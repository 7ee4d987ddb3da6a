import type { BusinessEnv } from '@muster/protocol';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

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
  return {
    id: employee.id,
    employees_id: employee.id,
    code: employee.code,
    swhandle: employee.sw_handle,
    business_name: employee.business_name,
    partners_id: employee.partners_id,
    isAdmin: employee.code === 'admin',
    isAO: has(roleGroups.isAO),
    isRO: has(roleGroups.isRO),
    isHR: has(roleGroups.isHR),
    isDCO: has(roleGroups.isDCO),
    child_reporting_path: [],
    subsections: [],
    pe_partners_id: provider?.id ?? null,
    user_selected_partner: null,
  };
}
