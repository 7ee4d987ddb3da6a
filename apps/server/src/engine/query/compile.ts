import type { ListParams } from '@muster/protocol';
import { type RawBuilder, sql } from 'kysely';
import { AliasSource, rootAlias } from './aliases.js';
import { QueryError, queryMessages } from './errors.js';
import { filterSql } from './filters.js';
import { orderSql, orderTermSql, orderTerms } from './order.js';
import { type FieldAccess, type FolderLookup, folderContext, type TableContext } from './paths.js';
import { projectionTree, recordSql } from './projection.js';

export interface ListQueryInput {
  folder: string;
  /** Parsed by the list txn's declaration (protocol's listParamsSchema). */
  params: ListParams;
  projections?: readonly string[] | undefined;
  lookup: FolderLookup;
  /** The caller's scope over the listed table's alias (DESIGN §6); null when it sees every row. */
  scope: ((alias: string) => RawBuilder<boolean>) | null;
  /** The caller's read rule of hidden fields (the policy's `fields`): projected, filtered and ordered as null where it fails. */
  access?: FieldAccess | undefined;
}

/**
 * One listed record per row, in order; with getRowCount, the row whose `row_count` is not null
 * carries the count (ordinal 0) and the records are numbered from 1.
 */
export interface ListQueryRow {
  ordinal?: number;
  record: string | null;
  row_count: number | null;
}

/**
 * One parameterised statement for a list (DESIGN §4): filters, scope and the hidden
 * soft-deleted rows pick the page in a subquery, and only the page's rows are built
 * into JSON text, one row each in order; the exact count of all matching rows comes
 * in a row of its own before them.
 * Every path and operator is checked against the definitions before any SQL exists.
 */
export function compileListQuery(input: ListQueryInput): RawBuilder<ListQueryRow> {
  const listed = listedRows(input);
  const { from, params, aliases, table, where } = listed;
  const tree = projectionTree(from, input.projections, input.lookup);
  if (!params.getRowCount) return pageQuery(listed, input.lookup, tree);
  const order = orderSql(params.orderBy, from, rootAlias, input.lookup, aliases);
  // rows, not one array, so the driver reads each record as plain text; the count's row and
  // the page's rows come through one union, so each row's ordinal keeps them in order
  return sql<ListQueryRow>`select ordinal, record, row_count from (
      select 0::bigint, null::text, (select count(*) from ${table} where ${where}) union all
      select row_number() over (order by ${order}), (${recordSql(tree, rootAlias, aliases)})::text, null::bigint
      from (select * from ${table} where ${where} order by ${order} limit ${params.limit} offset ${params.offset})
        as ${sql.id(rootAlias)}) as listed (ordinal, record, row_count)
    order by ordinal`;
}

/**
 * A page without its count: the page's rows picked and ordered in a subquery that names each
 * order value, and their records built over it in the same order. The outer order names the
 * subquery's ordered columns, so the database sorts once and keeps that order; without a
 * count there is no union to number the rows through. A row_number window and a second sort
 * over the page cost PGlite twice the CPU of this shape (issue #35 item 2, the reliability
 * README), a list being 85% of the mixed load.
 */
function pageQuery(
  { from, params, aliases, table, where }: ListedRows,
  lookup: FolderLookup,
  tree: ReturnType<typeof projectionTree>,
): RawBuilder<ListQueryRow> {
  const named = namedOrderTerms(params, from, lookup, aliases);
  return sql<ListQueryRow>`select (${recordSql(tree, rootAlias, aliases)})::text as record, null::bigint as row_count
    from (select ${sql.id(rootAlias)}.*, ${sql.join(named.inner)} from ${table} where ${where}
      order by ${named.order(null)} limit ${params.limit} offset ${params.offset}) as ${sql.id(rootAlias)}
    order by ${named.order(rootAlias)}`;
}

/** One record of an unpaged list (compileListStream). */
export interface StreamedListRow {
  record: string | null;
}

/**
 * Every row a list's input selects, in its order, as one statement without a page: read
 * through a cursor (cursor.ts), it pays one sort, where paging by offset sorts the filtered
 * rows again for every page and reads past all those before it. The rows are ordered in a
 * subquery, each order value selected by name, and the records built over that ordered
 * stream: the outer order names the same columns, so the database sorts once and builds
 * each record only when the cursor reaches its row. `limit` and `offset` are not read.
 */
export function compileListStream(input: ListQueryInput): RawBuilder<StreamedListRow> {
  const { from, params, aliases, table, where } = listedRows(input);
  const tree = projectionTree(from, input.projections, input.lookup);
  const { inner, order } = namedOrderTerms(params, from, input.lookup, aliases);
  return sql<StreamedListRow>`select (${recordSql(tree, rootAlias, aliases)})::text as record
    from (select ${sql.id(rootAlias)}.*, ${sql.join(inner)} from ${table} where ${where} order by ${order(null)})
      as ${sql.id(rootAlias)}
    order by ${order(rootAlias)}`;
}

/**
 * A list's order values selected by name in the subquery that orders the rows (`inner`), and
 * the order by those names, inside it (`order(null)`) or over it (`order(rootAlias)`).
 */
function namedOrderTerms(
  params: ListParams,
  from: TableContext,
  lookup: FolderLookup,
  aliases: AliasSource,
): { inner: RawBuilder<unknown>[]; order: (alias: string | null) => RawBuilder<unknown> } {
  const terms = orderTerms(params.orderBy, from, rootAlias, lookup, aliases);
  const named = terms.map((term, index) => ({ ...term, name: `listed_order_${index}` }));
  return {
    inner: named.map(({ value, name }) => sql`${value} as ${sql.id(name)}`),
    order: (alias) =>
      sql.join(
        named.map(({ name, dir }) =>
          orderTermSql({ value: alias ? sql.id(alias, name) : sql.id(name), dir }),
        ),
      ),
  };
}

/** The listed table, its rows' conditions (not deleted, scope, filters) and the statement's aliases. */
interface ListedRows {
  from: TableContext;
  params: ListParams;
  aliases: AliasSource;
  table: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
}

function listedRows(input: ListQueryInput): ListedRows {
  const from = folderContext(input.folder, input.lookup, input.access);
  if (!from) throw new QueryError(queryMessages.unknownPath, input.folder);
  const { params } = input;
  const aliases = new AliasSource();
  const conditions: RawBuilder<boolean>[] = [sql`not ${sql.id(rootAlias, 'deleted')}`];
  if (input.scope) conditions.push(input.scope(rootAlias));
  const filters = params.filters ? filterSql(params.filters, from, rootAlias, input.lookup, aliases) : null;
  if (filters) conditions.push(filters);
  const table = sql`${sql.table(from.table)} as ${sql.id(rootAlias)}`;
  return { from, params, aliases, table, where: sql.join(conditions, sql` and `) };
}
