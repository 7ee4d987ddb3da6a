import type { AttendanceListFilters } from '@muster/protocol';

/** The filter panel's lists (spec 001 §2 "Filter panel") and the list filter each sets. */
export const filterFields = [
  'sites_id',
  'shifts_id',
  'designation',
  'departments',
  'att_type',
  'reporting_manager',
] as const satisfies readonly (keyof AttendanceListFilters)[];
export type FilterField = (typeof filterFields)[number];

export type FilterSelection = Partial<Record<FilterField, string[]>>;

/** The spec 001 §9 filters debounce. */
export const filterDebounceMs = 1000;

/** The list filters of a selection: only the lists with something chosen. */
export function listFilters(selection: FilterSelection): AttendanceListFilters {
  const filters: AttendanceListFilters = {};
  for (const field of filterFields) {
    const ids = selection[field];
    if (ids?.length) filters[field] = [...ids];
  }
  return filters;
}

/** A selection with one id added or removed. */
export function toggled(selection: FilterSelection, field: FilterField, id: string): FilterSelection {
  const ids = selection[field] ?? [];
  return { ...selection, [field]: ids.includes(id) ? ids.filter((each) => each !== id) : [...ids, id] };
}

export const chosenCount = (selection: FilterSelection): number =>
  filterFields.reduce((sum, field) => sum + (selection[field]?.length ?? 0), 0);
