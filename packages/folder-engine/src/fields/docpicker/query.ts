import {
  type FieldFilter,
  type FolderDefinition,
  type ListParamsInput,
  type ProjectedRecord,
  recordLabelFields,
} from '@muster/protocol';

/** spec 000 §9: searches start at 2 characters. */
export const minimumSearchLength = 2;
export const pickerPageSize = 50;

/** Employee and person pickers list nothing until a search is typed (spec 000 §5). */
export const needsSearchTerm = (folder: string): boolean => folder === 'employees' || folder === 'persons';

/** 'Select All' is offered on multiple pickers, except employee pickers (spec 000 §5). */
export const offersSelectAll = (folder: string, multiple: boolean): boolean =>
  multiple && folder !== 'employees';

/** The properties a record's label is drawn from (protocol's reference formatter reads them). */
export function labelProjections(definition: FolderDefinition | undefined): string[] {
  const names = new Set(definition?.fields.map((field) => field.name));
  return ['id', ...recordLabelFields.filter((name) => names.has(name))];
}

/** Where a typed term is looked for: the record's (or person's first) name in English, else its code, else its first text. */
export function searchPath(definition: FolderDefinition | undefined): string {
  const fields = definition?.fields ?? [];
  const name =
    fields.find((field) => field.name === 'name') ?? fields.find((field) => field.name === 'first_name');
  if (name) return name.type === 'loctext' ? `${name.name}.eng` : name.name;
  if (fields.some((field) => field.name === 'code')) return 'code';
  return fields.find((field) => field.type === 'text')?.name ?? 'id';
}

export interface EvaluatedFilter extends Omit<FieldFilter, 'value'> {
  value: unknown;
}

/**
 * The list params that fill a picker: its field filters, the search term as typed (the
 * server escapes and wraps it), no deleted records.
 */
export function pickerParams(
  definition: FolderDefinition | undefined,
  filters: EvaluatedFilter[],
  term: string,
): ListParamsInput {
  const search = term.trim();
  const filterInput = [
    { path: 'deleted', operator: '=', value: false },
    ...filters.map(({ path, operator, value }) => ({ path, operator, value })),
    ...(search.length >= minimumSearchLength
      ? [{ path: searchPath(definition), operator: 'ilike', value: search }]
      : []),
  ].map((filter) => ({ ...filter, joinop: 'and' as const }));
  return { filters: { filterInput, joinop: 'and' }, limit: pickerPageSize, offset: 0 };
}

/** Deleted records never show as choices, whatever the server sent. */
export const visibleChoices = (records: ProjectedRecord[]): ProjectedRecord[] =>
  records.filter((record) => record.deleted !== true);
