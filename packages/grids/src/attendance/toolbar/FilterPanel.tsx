import type { AttendanceListFilters } from '@muster/protocol';
import { useEffect, useRef, useState } from 'react';
import type { GridsMessageKey } from '../../i18n/messages';
import type { GridsTranslate } from '../../i18n/translate';
import type { AttendanceReferences, ReferenceOption } from '../types';
import {
  chosenCount,
  type FilterField,
  type FilterSelection,
  filterDebounceMs,
  listFilters,
  toggled,
} from './filters';
import { MultiSelect } from './MultiSelect';

export interface FilterPanelProps {
  t: GridsTranslate;
  references: AttendanceReferences;
  /** Admin and AO: the Reporting Officer filter (spec 001 §6). */
  approves: boolean;
  /** Called 1 s after the last change (spec 001 §9). */
  onFiltersChange: (filters: AttendanceListFilters) => void;
  debounceMs?: number;
}

const lists: [FilterField, GridsMessageKey, (references: AttendanceReferences) => ReferenceOption[]][] = [
  ['sites_id', 'Sites', (references) => references.sites],
  ['shifts_id', 'Shifts', (references) => references.shifts],
  ['designation', 'Designation', (references) => references.designations],
  ['departments', 'Department', (references) => references.departments],
  ['att_type', 'Attendance Type', (references) => references.attendanceTypes],
  ['reporting_manager', 'Reporting Officer', (references) => references.reportingOfficers],
];

/** The filter panel (spec 001 §2): multi-selects of reference ids, applied after a 1 s pause. */
export function FilterPanel({
  t,
  references,
  approves,
  onFiltersChange,
  debounceMs = filterDebounceMs,
}: FilterPanelProps) {
  const [selection, setSelection] = useState<FilterSelection>({});
  const changed = useRef(false);
  const latest = useRef(onFiltersChange);
  latest.current = onFiltersChange;

  useEffect(() => {
    if (!changed.current) return;
    const timer = setTimeout(() => latest.current(listFilters(selection)), debounceMs);
    return () => clearTimeout(timer);
  }, [selection, debounceMs]);

  const update = (next: FilterSelection) => {
    changed.current = true;
    setSelection(next);
  };

  return (
    <fieldset className="mga-filters">
      <legend className="mga-sr-only">{t('Filters')}</legend>
      {lists
        .filter(([field]) => approves || field !== 'reporting_manager')
        .map(([field, label, optionsOf]) => (
          <MultiSelect
            key={field}
            t={t}
            label={t(label)}
            options={optionsOf(references)}
            chosen={selection[field] ?? []}
            onToggle={(id) => update(toggled(selection, field, id))}
          />
        ))}
      {chosenCount(selection) > 0 && (
        <button type="button" className="mga-button mga-link" onClick={() => update({})}>
          {t('Clear filters')}
        </button>
      )}
    </fieldset>
  );
}
