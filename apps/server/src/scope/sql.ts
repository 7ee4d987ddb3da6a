import type { BusinessEnv } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { PartnerChoice, RowScope } from './rules.js';

/** The id of the chosen business: the session's, or a provider user's pick by handle. */
function partnerIdSql(choice: PartnerChoice, env: BusinessEnv): RawBuilder<string> {
  return choice.kind === 'own'
    ? sql`${env.partners_id}::uuid`
    : sql`(select chosen.id from partners as chosen
        where lower(chosen.sw_handle) = lower(${choice.swhandle}) and not chosen.deleted)`;
}

/** A row scope as the list query's condition over the listed table's alias. */
export function scopeSql(scope: RowScope, env: BusinessEnv): (alias: string) => RawBuilder<boolean> {
  return (alias) => {
    if (scope.nothing) return sql<boolean>`false`;
    const conditions: RawBuilder<boolean>[] = [];
    const id = sql.id(alias, 'id');
    if (scope.partner)
      conditions.push(sql`${sql.id(alias, 'partners_id')} = ${partnerIdSql(scope.partner, env)}`);
    if (scope.employedBy) {
      const employer = partnerIdSql(scope.employedBy, env);
      conditions.push(sql`(exists (select 1 from employees as employed
          where employed.persons_id = ${id} and employed.partners_id = ${employer})
        or not exists (select 1 from employees as employed where employed.persons_id = ${id}))`);
    }
    if (scope.owners) {
      const owner = sql.id(alias, scope.owners.field);
      const employees = sql`${scope.owners.employees}::uuid[]`;
      conditions.push(
        scope.owners.multiple ? sql`${owner} && ${employees}` : sql`${owner} = any(${employees})`,
      );
    }
    if (scope.excludeIds.length) conditions.push(sql`${id} <> all(${scope.excludeIds}::uuid[])`);
    if (scope.onlyIds) conditions.push(sql`${id} = any(${scope.onlyIds}::uuid[])`);
    return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : sql<boolean>`true`;
  };
}
