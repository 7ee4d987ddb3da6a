import type { FilterCondition, FilterGroup, ListParamsInput } from '@muster/protocol';
import { minimumSearchLength } from './paging';

export interface ListQuery {
  search: string;
  /** Where the search term is looked for, any one matching (searchPaths). */
  searchIn: readonly string[];
  /** `[start, end)` of the date filter, on the record's creation date. */
  dates: [string, string] | null;
  /** The business filter's pick: a business's handle, sent as `target_swhandle`; null for the own business. */
  partner: string | null;
  page: number;
  pageSize: number;
  orderBy: { path: string; dir: 'asc' | 'desc' }[];
  /**
   * Filters the host fixes (a referenced-by list: the records pointing at one row), joined by
   * 'and'; a group's conditions join by their own joinop (a month-close step: 'no bank account'
   * is an empty or missing number).
   */
  fixed: (FilterCondition | FilterGroup)[];
}

/**
 * The params of the folder's list for one page (DESIGN §4), with the exact row count. The
 * search term goes as typed: the server escapes and wraps it (protocol's list params).
 */
export function listParams(query: ListQuery): ListParamsInput {
  const search = query.search.trim();
  const filterInput = [
    ...query.fixed,
    ...(search.length >= minimumSearchLength
      ? [
          {
            filterInput: query.searchIn.map((path) => ({
              path,
              operator: 'ilike',
              value: search,
              joinop: 'or' as const,
            })),
          },
        ]
      : []),
    ...(query.dates ? [{ path: 'creation_date', operator: 'between', value: query.dates }] : []),
  ].map((filter) => ({ ...filter, joinop: 'and' as const }));
  return {
    filters: { filterInput, joinop: 'and' },
    limit: query.pageSize,
    offset: query.page * query.pageSize,
    getRowCount: true,
    orderBy: query.orderBy,
  };
}
