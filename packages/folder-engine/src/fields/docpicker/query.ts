import {
  type FieldFilter,
  type FolderDefinition,
  type ListParamsInput,
  type ProjectedRecord,
  recordLabelPaths,
} from '@muster/protocol';
import { searchPaths } from '../../list/search-paths';

/** spec 000 §9: searches start at 2 characters. */
export const minimumSearchLength = 2;
export const pickerPageSize = 50;

/** Employee and person pickers list nothing until a search is typed (spec 000 §5): their folders say so. */
export const needsSearchTerm = (source: FolderDefinition | undefined): boolean =>
  source?.picker?.searchFirst === true;

/** 'Select All' is offered on multiple pickers, except where the source folder refuses it (employees, spec 000 §5). */
export const offersSelectAll = (source: FolderDefinition | undefined, multiple: boolean): boolean =>
  multiple && source?.picker?.selectAll !== false;

/** The properties a record's label is drawn from (protocol's reference formatter reads them): an employee's code and names. */
export function labelProjections(definition: FolderDefinition | undefined): string[] {
  return ['id', ...recordLabelPaths(definition?.fields ?? [])];
}

export interface EvaluatedFilter extends Omit<FieldFilter, 'value'> {
  value: unknown;
}

/**
 * The list params that fill a picker: its field filters, the search term as typed (the
 * server escapes and wraps it) looked for where a list looks for it, any one matching (an
 * employee by code or by name: searchPaths), no deleted records.
 */
export function pickerParams(
  definition: FolderDefinition | undefined,
  filters: EvaluatedFilter[],
  term: string,
  lookup: (folder: string) => FolderDefinition | undefined = () => undefined,
): ListParamsInput {
  const search = term.trim();
  const searchIn = definition ? searchPaths(definition, lookup) : ['id'];
  const filterInput = [
    { path: 'deleted', operator: '=', value: false },
    ...filters.map(({ path, operator, value }) => ({ path, operator, value })),
    ...(search.length >= minimumSearchLength
      ? [
          {
            filterInput: searchIn.map((path) => ({
              path,
              operator: 'ilike',
              value: search,
              joinop: 'or' as const,
            })),
          },
        ]
      : []),
  ].map((filter) => ({ ...filter, joinop: 'and' as const }));
  return { filters: { filterInput, joinop: 'and' }, limit: pickerPageSize, offset: 0 };
}

/** Deleted records never show as choices, whatever the server sent. */
export const visibleChoices = (records: ProjectedRecord[]): ProjectedRecord[] =>
  records.filter((record) => record.deleted !== true);
