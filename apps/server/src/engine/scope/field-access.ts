import {
  type BusinessEnv,
  employeeAnchor,
  type FieldReader,
  type FolderDefinition,
  type FolderPolicy,
  type PolicyRole,
  rolesOf,
} from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { folderPolicy } from './policy.js';
import { anchoredToSql } from './sql.js';

/** When a row's field may be read, over the row's table alias. */
export type FieldGuard = (alias: string) => RawBuilder<boolean>;
/** The guard of a field of a table, or null when anyone who sees the row reads it. */
export type FieldAccess = (table: string, field: string) => FieldGuard | null;

/**
 * The business that owns a row: its partner; a person's, the business employing it (or
 * none yet: the admin and HR entering it read it); a folder without one is everyone's.
 */
function ownedByUserBusiness(
  definition: FolderDefinition,
  env: BusinessEnv,
  alias: string,
): RawBuilder<boolean> {
  if (definition.partnerScoped) return sql`${sql.id(alias, 'partners_id')} = ${env.partners_id}::uuid`;
  if (definition.name === 'persons')
    return sql`(exists (select 1 from employees as employer
        where employer.persons_id = ${sql.id(alias, 'id')} and employer.partners_id = ${env.partners_id}::uuid)
      or not exists (select 1 from employees as employer where employer.persons_id = ${sql.id(alias, 'id')}))`;
  return sql`true`;
}

/**
 * The fields `env` reads of others' rows of a folder when its `onlyFields` narrows every
 * role the user holds (an ordinary employee's colleagues: code and name), else null.
 */
function narrowedTo(policy: FolderPolicy, roles: ReadonlySet<PolicyRole>): ReadonlySet<string> | null {
  const lists = [...roles].map((role) => policy.onlyFields[role]);
  if (lists.some((list) => list === undefined)) return null;
  return new Set(lists.flatMap((list) => list ?? []));
}

/**
 * The read rule of the policy's hidden fields for `env` (the policy's `fields` and
 * `onlyFields`): a field reads as itself where one of its readers holds (a role of the user,
 * in the business that owns the row; `self`, the row's own employee) and as null elsewhere,
 * inside the SQL, so filters, order and counts see the same null. A field `onlyFields`
 * leaves out reads on the user's own row only; a reference so guarded is not followed.
 */
export function fieldAccess(
  lookup: (name: string) => FolderDefinition | undefined,
  env: BusinessEnv,
): FieldAccess {
  const roles = rolesOf(env);
  const selfOnly = (definition: FolderDefinition): FieldGuard => {
    const anchor = employeeAnchor(definition);
    return (alias) =>
      anchor ? anchoredToSql(anchor, alias, sql`array[${env.employees_id}]::uuid[]`) : sql<boolean>`false`;
  };
  return (table, field) => {
    const definition = lookup(table);
    if (!definition) return null;
    const policy = folderPolicy(definition);
    const narrowed = narrowedTo(policy, roles);
    if (narrowed && !narrowed.has(field)) return selfOnly(definition);
    const readers = policy.fields[field];
    if (!readers) return null;
    const byRole = readers.some((reader: FieldReader) => reader !== 'self' && roles.has(reader));
    const anchor = readers.includes('self') ? employeeAnchor(definition) : null;
    return (alias) => {
      const conditions: RawBuilder<boolean>[] = [];
      if (byRole) conditions.push(ownedByUserBusiness(definition, env, alias));
      if (anchor) conditions.push(anchoredToSql(anchor, alias, sql`array[${env.employees_id}]::uuid[]`));
      return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` or `)})` : sql<boolean>`false`;
    };
  };
}
