import type { BusinessEnv } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { RowScope } from './rules.js';

/** A row scope as the list query's condition over the listed table's alias. */
export function scopeSql(scope: RowScope, env: BusinessEnv): (alias: string) => RawBuilder<boolean> {
  return (alias) => {
    if (scope.nothing) return sql<boolean>`false`;
    const conditions: RawBuilder<boolean>[] = [];
    const id = sql.id(alias, 'id');
    if (scope.partner) {
      const partnerColumn = sql.id(alias, 'partners_id');
      conditions.push(
        scope.partner.kind === 'own'
          ? sql`${partnerColumn} = ${env.partners_id}::uuid`
          : sql`${partnerColumn} = (select chosen.id from partners as chosen
              where lower(chosen.sw_handle) = lower(${scope.partner.swhandle}) and not chosen.deleted)`,
      );
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
