import type { BusinessEnv, FieldDefinition, FolderDefinition } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whose rows a write may touch (DESIGN §6): the partner it writes for, and the owner when limited. */
export interface WriteScope {
  env: BusinessEnv;
  /** The partner a partner-scoped folder's rows belong to; null when the folder is not partner-scoped. */
  partnerId: string | null;
  /** The employee whose rows alone may be written, for ordinary employees in owned folders. */
  ownerId: string | null;
}

/** Holds no role: sees and writes only its own rows in employee-owned folders. */
export const isOrdinaryEmployee = (env: BusinessEnv) =>
  !(env.isAdmin || env.isAO || env.isRO || env.isHR || env.isDCO);

/**
 * The scope of a write. A provider ('pe') user may write for any partner it names by
 * `target_swhandle`; anyone else writes for its own partner, and naming another is refused
 * (null). The partner never comes from the row data.
 */
export async function writeScope(
  db: Kysely<Database>,
  definition: FolderDefinition,
  env: BusinessEnv,
  targetHandle: string | undefined,
): Promise<WriteScope | null> {
  const ownerId = definition.ownerField && isOrdinaryEmployee(env) ? env.employees_id : null;
  if (!definition.partnerScoped) return { env, partnerId: null, ownerId };
  if (!targetHandle || targetHandle.toLowerCase() === env.swhandle.toLowerCase())
    return { env, partnerId: env.partners_id, ownerId };
  const isProvider = env.pe_partners_id !== null && env.partners_id === env.pe_partners_id;
  if (!isProvider) return null;
  const partner = await db
    .selectFrom('partners')
    .select('id')
    .where(sql`lower(sw_handle)`, '=', targetHandle.toLowerCase())
    .where('deleted', '=', false)
    .executeTakeFirst();
  return partner ? { env, partnerId: partner.id, ownerId } : null;
}

/** The condition a stored row must meet to be written in this scope, over alias `t`. */
export function scopeCondition(definition: FolderDefinition, scope: WriteScope): RawBuilder<unknown> {
  const conditions = [sql`not t.deleted`];
  if (scope.partnerId !== null) conditions.push(sql`t.partners_id = ${scope.partnerId}`);
  const owner = ownerFieldOf(definition);
  if (scope.ownerId !== null && owner)
    conditions.push(
      owner.is_multiple
        ? sql`${scope.ownerId}::uuid = any(${sql.ref(`t.${owner.name}`)})`
        : sql`${sql.ref(`t.${owner.name}`)} = ${scope.ownerId}`,
    );
  return sql.join(conditions, sql` and `);
}

export const ownerFieldOf = (definition: FolderDefinition): FieldDefinition | undefined =>
  definition.fields.find((field) => field.name === definition.ownerField);
