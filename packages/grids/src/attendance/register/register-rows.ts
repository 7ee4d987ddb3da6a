import { type AttendanceDayCell, countsInTotals, formatDuration, type Locale } from '@muster/protocol';
import { gridsTranslator } from '../../i18n/translate';
import { compensatoryOffText } from '../cells/compensatory-off';
import { type DayPreview, previewDay } from '../cells/day-preview';
import { differenceText } from '../cells/difference-text';
import { lacksPunch } from '../cells/missing-punch';
import { dayLabel } from '../editor/labels';
import { clockText } from '../editor/time-text';
import { rangeDays, weekdayOf } from '../toolbar/date-range';
import type { AttendanceReferences, PendingEdit, ReferenceOption } from '../types';

/** One calendar day of the register view. */
export interface RegisterRow {
  date: string;
  /** Monday rows are shaded (spec 001 §2; the week starts on Monday). */
  monday: boolean;
  /** The stored day, as the editor and copy read it. */
  stored: AttendanceDayCell | null;
  /** The stored day unless it is unapproved while those are hidden: what the row shows and the summary counts. */
  visible: AttendanceDayCell | null;
  /** A queued edit of the day, overlaid as the grid overlays it. */
  pending: PendingEdit | null;
  /** The visible day's figures with the queued edit over them (null for an empty or hidden day). */
  preview: DayPreview | null;
  /** A working day with no punch at all (spec 001 §2 "rows with no data"): shown, marked, to be fixed. */
  missedPunch: boolean;
}

/** A day nobody has approved, rejected or settled yet (no status is unapproved). */
export const isUnapproved = (day: AttendanceDayCell): boolean =>
  day.attendance_status === null || day.attendance_status === 'unapproved';

/** One row per calendar day of the range (spec 001 §2 "Register view"), queued edits overlaid. */
export function registerRows(
  days: readonly AttendanceDayCell[],
  from: string,
  to: string,
  showUnapproved: boolean,
  references: AttendanceReferences,
  pendingOf: (date: string) => PendingEdit | null = () => null,
  /** The employee's own shift: the basis of an edit of a day with no stored row. */
  employeeShiftId: string | null = null,
): RegisterRow[] {
  const byDate = new Map(days.map((day) => [day.attendance_date, day]));
  return rangeDays({ from, to }).map((date) => {
    const stored = byDate.get(date) ?? null;
    const pending = pendingOf(date);
    const visible = stored && (showUnapproved || !isUnapproved(stored)) ? stored : null;
    const preview =
      visible || (!stored && pending) ? previewDay(visible, pending, references, employeeShiftId) : null;
    return {
      date,
      monday: weekdayOf(date) === 0,
      stored,
      visible,
      pending,
      preview,
      missedPunch: preview?.missedPunch ?? false,
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
  /** The month's shortfall, a magnitude (≥ 0): the sum of the days' negative differences. */
  shortfallMinutes: number;
  /** Per attendance type, in the references' order, types with no day left out. */
  typeCounts: TypeCount[];
  payableDays: number;
}

/**
 * The summary panel over the days the register shows, queued edits included (so hiding
 * unapproved days drops them here too): hours, the shortfall, the count per type and the
 * payable days, by the totals' rules (protocol's attendance-totals: a rejected day counts
 * for nothing).
 */
export function registerSummary(
  rows: readonly RegisterRow[],
  references: AttendanceReferences,
): RegisterSummary {
  let workingMinutes = 0;
  let shortfallMinutes = 0;
  let payableDays = 0;
  const counts = new Map<string, number>();
  for (const { preview, visible } of rows) {
    if (!preview || !countsInTotals(visible?.attendance_status ?? null)) continue;
    workingMinutes += preview.workingMinutes;
    shortfallMinutes -= Math.min(0, preview.differenceMinutes);
    payableDays += preview.payableDays;
    if (preview.code) counts.set(preview.code, (counts.get(preview.code) ?? 0) + 1);
  }
  const typeCounts = references.attendanceTypes.flatMap(({ code, label }) => {
    const count = counts.get(code) ?? 0;
    return count ? [{ code, label, count }] : [];
  });
  return { workingMinutes, shortfallMinutes, typeCounts, payableDays };
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

const labelOf = (options: readonly ReferenceOption[], id: string | null | undefined): string =>
  (id && options.find((option) => option.id === id)?.label) || '';
const over = <T>(edited: T | undefined, stored: T): T => (edited === undefined ? stored : edited);

export function registerRowTexts(
  row: RegisterRow,
  references: AttendanceReferences,
  locale: Locale,
): RegisterRowTexts {
  const { visible: day, pending, preview } = row;
  const t = gridsTranslator(locale);
  // a Single Punch (or its punch request) has one side: the other reads 'Missing' and the day no hours (#29 item 6)
  const singlePunch = preview !== null && lacksPunch(preview.code, preview.inMs, preview.outMs);
  const side = (ms: number | null) =>
    ms === null
      ? singlePunch
        ? t('Missing')
        : ''
      : clockText(new Date(ms).toISOString(), references.timeZone);
  return {
    date: dayLabel(row.date, locale, { weekday: 'short', day: '2-digit', month: 'short' }),
    department: labelOf(references.departments, over(pending?.departments, day?.departments)),
    subsection: labelOf(references.subsections, over(pending?.subsections, day?.subsections)),
    inTime: preview ? side(preview.inMs) : '',
    outTime: preview ? side(preview.outMs) : '',
    working: preview && !singlePunch ? formatDuration(preview.workingMinutes) : '',
    difference: preview && !singlePunch ? differenceText(t, preview.differenceMinutes) : '',
    type: preview?.code ?? '',
    remarks: [
      over(pending?.notes, day?.notes) ?? '',
      day?.pending_leave_type ? t('Leave pending') : '',
      compensatoryOffText(t, day),
    ]
      .filter(Boolean)
      .join(' · '),
  };
}
