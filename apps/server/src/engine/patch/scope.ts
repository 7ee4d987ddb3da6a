import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import { TxnError } from '../../platform/refusal.js';
import { listScope, type RowScope, scopeSql } from '../scope/index.js';
import { patchMessages } from './messages.js';

/**
 * Whose rows a write may touch: exactly the rows the same user's list shows (DESIGN §6),
 * plus what a new row gets: the partner it is written for and the owners it may name.
 */
export interface WriteScope {
  env: BusinessEnv;
  rows: RowScope;
  /** The partner a partner-scoped folder's new rows belong to; null when not partner-scoped. */
  partnerId: string | null;
  /** The employees a new row's owner field may name; null when anyone. */
  owners: string[] | null;
}

/**
 * The scope of a write, or null when the request targets a business the user may not
 * write for. The partner comes from the session or, for a provider user, from the business
 * it picked by `target_swhandle`; never from the row data.
 */
export async function writeScope(
  db: Kysely<Database>,
  definition: FolderDefinition,
  env: BusinessEnv,
  targetHandle: string | undefined,
): Promise<WriteScope | null> {
  const rows = listScope(definition, env, targetHandle);
  if (rows.nothing) return null;
  const owners = ownersOf(rows);
  if (!definition.partnerScoped) return { env, rows, partnerId: null, owners };
  if (rows.partner?.kind !== 'handle') return { env, rows, partnerId: env.partners_id, owners };
  const partner = await db
    .selectFrom('partners')
    .select('id')
    .where(sql`lower(sw_handle)`, '=', rows.partner.swhandle.toLowerCase())
    .where('deleted', '=', false)
    .executeTakeFirst();
  return partner ? { env, rows, partnerId: partner.id, owners } : null;
}

/**
 * The employees a new row's owner field may name, when the scope lists them (own rows, a
 * subtree); null when any or when the scope is not a list of employees (a subsection):
 * then only `requireInScope` judges the written row.
 */
function ownersOf(rows: RowScope): string[] | null {
  if (!rows.limits?.length) return null;
  const owners: string[] = [];
  for (const limit of rows.limits) {
    if (limit.kind !== 'employees') return null;
    owners.push(...limit.employees);
  }
  return owners;
}

/**
 * Refuses a patch whose created or updated rows end outside the writer's scope (an owner
 * outside its subsection, a task of another subsection): the rows are read back with the
 * same condition as the list, and the caller's transaction rolls back.
 */
export async function requireInScope(db: Kysely<Database>, table: string, scope: WriteScope, ids: string[]) {
  if (!ids.length) return;
  const { rows } = await sql<{
    count: string | number;
  }>`select count(*) as count from ${sql.table(table)} as t
    where t.id = any(${ids}::uuid[]) and ${scopeCondition(scope)}`.execute(db);
  if (Number(rows[0]?.count ?? 0) !== new Set(ids).size) throw new TxnError(patchMessages.notPermitted);
}

/** The condition a stored row must meet to be written in this scope, over alias `t`. */
export function scopeCondition(scope: WriteScope): RawBuilder<unknown> {
  return sql`not t.deleted and ${scopeSql(scope.rows, scope.env)('t')}`;
}
