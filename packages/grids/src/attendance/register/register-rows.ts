import type { AttendanceDayCell, AttendanceTotals, EmployeeAttendance, Locale } from '@muster/protocol';
import { dayLabel } from '../editor/labels';
import { istClockText, minutesToTimeText, signedDurationText } from '../editor/time-text';
import { rangeDays, weekdayOf } from '../toolbar/date-range';
import type { AttendanceReferences, ReferenceOption } from '../types';

/** One calendar day of the register view. */
export interface RegisterRow {
  date: string;
  /** Monday rows are shaded (spec 001 §2; the week starts on Monday). */
  monday: boolean;
  /** The stored day, as the editor and copy read it. */
  stored: AttendanceDayCell | null;
  /** The stored day unless it is unapproved while those are hidden: what the summary counts. */
  visible: AttendanceDayCell | null;
  /** What the row shows: a missed-punch day is a row with no data. */
  shown: AttendanceDayCell | null;
  missedPunch: boolean;
}

/** A day nobody has approved, rejected or settled yet (no status is unapproved). */
export const isUnapproved = (day: AttendanceDayCell): boolean =>
  day.attendance_status === null || day.attendance_status === 'unapproved';

/** One row per calendar day of the range (spec 001 §2 "Register view"). */
export function registerRows(
  employee: EmployeeAttendance,
  from: string,
  to: string,
  showUnapproved: boolean,
): RegisterRow[] {
  const byDate = new Map(employee.days.map((day) => [day.attendance_date, day]));
  return rangeDays({ from, to }).map((date) => {
    const stored = byDate.get(date) ?? null;
    const visible = stored && (showUnapproved || !isUnapproved(stored)) ? stored : null;
    const missedPunch = stored?.isMissedPunch ?? false;
    return {
      date,
      monday: weekdayOf(date) === 0,
      stored,
      visible,
      shown: missedPunch ? null : visible,
      missedPunch,
    };
  });
}

export interface TypeCount {
  code: string;
  label: string;
  count: number;
}

export interface RegisterSummary {
  workingMinutes: number;
  /** The sum of the shortfalls (≤ 0). */
  deficitMinutes: number;
  /** Per attendance type, in the references' order, types with no day left out. */
  typeCounts: TypeCount[];
  payableDays: number;
}

/**
 * The summary panel: hours and type counts of the days the register shows (so hiding
 * unapproved days drops them here too; a missed punch counts as its type with no hours),
 * and the server's payable days of the record (spec 001 §9 rule, computed once there).
 */
export function registerSummary(
  rows: readonly RegisterRow[],
  totals: AttendanceTotals,
  references: AttendanceReferences,
): RegisterSummary {
  let workingMinutes = 0;
  let deficitMinutes = 0;
  const counts = new Map<string, number>();
  for (const { visible: day } of rows) {
    if (!day) continue;
    workingMinutes += day.working_minutes;
    deficitMinutes += Math.min(0, day.deficit_minutes);
    const code = day.att_type?.code;
    if (code) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  const typeCounts = references.attendanceTypes.flatMap(({ code, label }) => {
    const count = counts.get(code) ?? 0;
    return count ? [{ code, label, count }] : [];
  });
  return { workingMinutes, deficitMinutes, typeCounts, payableDays: totals.total_payable_days };
}

/** What a register row's cells say, column by column (also what Ctrl+C copies). */
export interface RegisterRowTexts {
  date: string;
  department: string;
  subsection: string;
  inTime: string;
  outTime: string;
  working: string;
  difference: string;
  type: string;
  remarks: string;
}

const labelOf = (options: readonly ReferenceOption[], id: string | null): string =>
  (id && options.find((option) => option.id === id)?.label) || '';

export function registerRowTexts(
  row: RegisterRow,
  references: AttendanceReferences,
  locale: Locale,
): RegisterRowTexts {
  const day = row.shown;
  return {
    date: dayLabel(row.date, locale, { weekday: 'short', day: '2-digit', month: 'short' }),
    department: labelOf(references.departments, day?.departments ?? null),
    subsection: labelOf(references.subsections, day?.subsections ?? null),
    inTime: day?.in_timestamp ? istClockText(day.in_timestamp) : '',
    outTime: day?.out_timestamp ? istClockText(day.out_timestamp) : '',
    working: day ? minutesToTimeText(day.working_minutes) : '',
    difference: day ? signedDurationText(day.deficit_minutes) : '',
    type: day?.att_type?.code ?? '',
    remarks: day?.notes ?? '',
  };
}
