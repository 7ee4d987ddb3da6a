import { type RawBuilder, sql } from 'kysely';
import { AliasSource, rootAlias } from './aliases.js';
import { QueryError, queryMessages } from './errors.js';
import { filterSql } from './filters.js';
import { orderSql } from './order.js';
import { type ListParams, parseListParams } from './params.js';
import { type FolderLookup, folderContext } from './paths.js';
import { projectionTree, recordSql } from './projection.js';

export interface ListQueryInput {
  folder: string;
  params: unknown;
  projections?: readonly string[] | undefined;
  lookup: FolderLookup;
  /** The caller's scope over the listed table's alias (DESIGN §6); null when it sees every row. */
  scope: ((alias: string) => RawBuilder<boolean>) | null;
}

export interface ListQueryRow {
  records: string[];
  row_count: number | null;
}

export interface CompiledListQuery {
  query: RawBuilder<ListQueryRow>;
  params: ListParams;
}

/**
 * One parameterised statement for a list (DESIGN §4): filters, scope and the hidden
 * soft-deleted rows pick the page in a subquery, and only the page's rows are built
 * into JSON text, in order; the exact count of all matching rows comes alongside.
 * Every path and operator is checked against the definitions before any SQL exists.
 */
export function compileListQuery(input: ListQueryInput): CompiledListQuery {
  const from = folderContext(input.folder, input.lookup);
  if (!from) throw new QueryError(queryMessages.unknownPath, input.folder);
  const params = parseListParams(input.params);
  const aliases = new AliasSource();
  const tree = projectionTree(from, input.projections, input.lookup);
  const conditions: RawBuilder<boolean>[] = [sql`not ${sql.id(rootAlias, 'deleted')}`];
  if (input.scope) conditions.push(input.scope(rootAlias));
  const filters = params.filters ? filterSql(params.filters, from, rootAlias, input.lookup, aliases) : null;
  if (filters) conditions.push(filters);
  const where = sql.join(conditions, sql` and `);
  const order = orderSql(params.orderBy, from, rootAlias, input.lookup, aliases);
  const table = sql`${sql.table(from.table)} as ${sql.id(rootAlias)}`;
  const rowCount = params.getRowCount
    ? sql`(select count(*) from ${table} where ${where})`
    : sql`null::bigint`;
  const query = sql<ListQueryRow>`select ${rowCount} as row_count, array(
      select (${recordSql(tree, rootAlias, aliases)})::text
      from (select * from ${table} where ${where} order by ${order} limit ${params.limit} offset ${params.offset})
        as ${sql.id(rootAlias)}
      order by ${order}) as records`;
  return { query, params };
}
