import type { EmployeeAttendance } from '@muster/protocol';
import type { SelectedDay } from '../approval/approval-flow';
import type { PendingEdits } from '../pending-edits';
import type { CellKey } from '../types';

const split = (key: CellKey): [string, string] => {
  const cut = key.lastIndexOf('|');
  return [key.slice(0, cut), key.slice(cut + 1)];
};

/**
 * The selected cells of the loaded rows, in row then day order, each with its stored day
 * (null when empty). Selected cells of rows no longer loaded are left out.
 */
export function selectedDays(
  rows: readonly EmployeeAttendance[],
  selection: ReadonlySet<CellKey>,
): SelectedDay[] {
  const wanted = new Map<string, string[]>();
  for (const key of selection) {
    const [employeeId, date] = split(key);
    wanted.set(employeeId, [...(wanted.get(employeeId) ?? []), date]);
  }
  return rows.flatMap((row) =>
    (wanted.get(row.id) ?? []).sort().map((date) => ({
      employeeId: row.id,
      date,
      day: row.days.find((day) => day.attendance_date === date) ?? null,
    })),
  );
}

/** The employees holding a selected cell. */
export const selectedEmployees = (selection: ReadonlySet<CellKey>): Set<string> =>
  new Set([...selection].map((key) => split(key)[0]));

/**
 * Remove row: the unsaved edits of every row holding a selected cell are dropped, so those
 * rows show their stored days again (new rows are sent at once and have nothing to remove).
 */
export function withoutRows(edits: PendingEdits, employees: ReadonlySet<string>): PendingEdits {
  const kept = [...edits].filter(([, edit]) => !employees.has(edit.employees_id));
  return kept.length === edits.size ? edits : new Map(kept);
}

/** The first selected day, else today when the range holds it, else the range's last day. */
export function newRowDate(
  selection: ReadonlySet<CellKey>,
  range: { from: string; to: string },
  today: string,
) {
  const days = [...selection].map((key) => split(key)[1]).sort();
  if (days[0]) return days[0];
  return today >= range.from && today <= range.to ? today : range.to < today ? range.to : range.from;
}
