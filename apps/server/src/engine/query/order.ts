import type { ListParams } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import type { AliasSource } from './aliases.js';
import { QueryError, queryMessages } from './errors.js';
import { type FolderLookup, resolvePath, type Step, type TableContext } from './paths.js';
import { referenceSql, valueSql } from './values.js';

/**
 * The ORDER BY of a list: each path must lead to one value per row (own columns and
 * to-one references, not details or multiple references). Ties fall back to newest
 * first, then the id, so pages never overlap.
 */
export function orderSql(
  orderBy: ListParams['orderBy'],
  from: TableContext,
  alias: string,
  lookup: FolderLookup,
  aliases: AliasSource,
): RawBuilder<unknown> {
  return sql.join(orderTerms(orderBy, from, alias, lookup, aliases).map(orderTermSql));
}

/** One term of a list's order: the value a row is ordered by and its direction. */
export interface OrderTerm {
  value: RawBuilder<unknown>;
  dir: 'asc' | 'desc';
}

export const orderTermSql = ({ value, dir }: OrderTerm): RawBuilder<unknown> =>
  dir === 'desc' ? sql`${value} desc` : sql`${value} asc`;

/** The terms of orderSql, the tie-breaking newest first and id last. */
export function orderTerms(
  orderBy: ListParams['orderBy'],
  from: TableContext,
  alias: string,
  lookup: FolderLookup,
  aliases: AliasSource,
): OrderTerm[] {
  return [
    ...orderBy.map(({ path, dir }) => ({
      value: orderValueSql(resolvePath(from, path, lookup), path, alias, aliases),
      dir,
    })),
    { value: sql.id(alias, 'creation_date'), dir: 'desc' },
    { value: sql.id(alias, 'id'), dir: 'desc' },
  ];
}

function orderValueSql(step: Step, path: string, alias: string, aliases: AliasSource): RawBuilder<unknown> {
  switch (step.kind) {
    case 'value':
      return valueSql(alias, step);
    case 'reference': {
      if (step.multiple) break;
      if (!step.rest) return referenceSql(alias, step);
      const inner = aliases.next();
      return sql`(select ${orderValueSql(step.rest, path, inner, aliases)} from ${sql.table(step.target.table)} as ${sql.id(inner)}
        where ${sql.id(inner, 'id')} = ${referenceSql(alias, step)})`;
    }
    default:
      break;
  }
  throw new QueryError(queryMessages.notOrderable, path);
}
