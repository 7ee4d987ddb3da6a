import type { FolderDefinition, Txn } from '@muster/protocol';
import { searchPath } from '../fields/docpicker/query';
import { minimumSearchLength } from './paging';

export interface ListQuery {
  search: string;
  /** `[start, end)` of the date filter, on the record's creation date. */
  dates: [string, string] | null;
  /** The business filter's partner id. */
  partner: string | null;
  page: number;
  pageSize: number;
  orderBy: { path: string; dir: 'asc' | 'desc' }[];
  /** Filters the host fixes (a referenced-by list: the records pointing at one row). */
  fixed: { path: string; operator: string; value: unknown }[];
}

/** The folder's list txn for one page (DESIGN §4 list params), with the exact row count. */
export function listTxn(definition: FolderDefinition, query: ListQuery): Txn {
  const search = query.search.trim();
  const filterInput = [
    ...query.fixed,
    ...(search.length >= minimumSearchLength
      ? [{ path: searchPath(definition), operator: 'ilike', value: `%${search}%` }]
      : []),
    ...(query.dates ? [{ path: 'creation_date', operator: 'between', value: query.dates }] : []),
    ...(query.partner ? [{ path: 'partners_id', operator: '=', value: query.partner }] : []),
  ].map((filter) => ({ ...filter, joinop: 'and' }));
  return {
    name: `txn_${definition.name}_list`,
    folder: definition.name,
    foldertype: definition.foldertype,
    params: {
      filters: { filterInput, joinop: 'and' },
      limit: query.pageSize,
      offset: query.page * query.pageSize,
      getRowCount: true,
      orderBy: query.orderBy,
    },
    client_props: { txn_op: 'R' },
  };
}
