import type { AttendanceDayCell } from '@muster/protocol';
import type { GridsMessageKey } from '../../i18n/messages';
import { cellEditRefusal } from '../editor/editability';
import { clockText, dayTimeInstant, isoToDayKey } from '../editor/time-text';
import type { AttendanceUser, CellEditRequest, PendingEdit } from '../types';

/** What Ctrl+C keeps of a cell: the values a paste writes, times as minutes from the day's IST midnight. */
export interface CopiedCell {
  att_type: string | null;
  sites_id: string | null;
  shifts_id: string | null;
  inMinutes: number | null;
  outMinutes: number | null;
  working_minutes: number;
  overtime_minutes: number;
}

export type CopyResult = { copied: CopiedCell } | { warning: GridsMessageKey };

const dayMs = 86_400_000;

/** Minutes from the business's midnight of `date` (past 1440 for a night shift's next-day out). */
function minutesFrom(date: string, iso: string | null | undefined, timeZone: string): number | null {
  if (!iso) return null;
  const [hours = 0, minutes = 0] = clockText(iso, timeZone).split(':').map(Number);
  const dayShift = Math.round(
    (Date.parse(`${isoToDayKey(iso, timeZone)}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / dayMs,
  );
  return dayShift * 1440 + hours * 60 + minutes;
}

const over = <T>(edited: T | undefined, stored: T): T => (edited === undefined ? stored : edited);

/**
 * Ctrl+C on a cell (spec 001 §5): a leave (type L, or any day with a leave type) refuses
 * with 'Leaves cannot be copied'; an empty cell has nothing to copy (null).
 */
export function copyCell(
  date: string,
  day: AttendanceDayCell | null,
  pending: PendingEdit | null,
  /** The business's zone, whose clock the copied times are read on. */
  timeZone: string,
): CopyResult | null {
  if (!day && !pending) return null;
  const typeId = over(pending?.att_type, day?.att_type?.id ?? null);
  const leaveType = over(pending?.leave_type, day?.leave_type ?? null);
  if (day?.att_type?.code === 'L' || leaveType) return { warning: 'Leaves cannot be copied' };
  return {
    copied: {
      att_type: typeId,
      sites_id: over(pending?.sites_id, day?.sites_id ?? null),
      shifts_id: over(pending?.shifts_id, day?.shifts_id ?? null),
      inMinutes: minutesFrom(date, over(pending?.in_timestamp, day?.in_timestamp ?? null), timeZone),
      outMinutes: minutesFrom(date, over(pending?.out_timestamp, day?.out_timestamp ?? null), timeZone),
      working_minutes: over(pending?.working_minutes, day?.working_minutes ?? 0) ?? 0,
      overtime_minutes: over(pending?.overtime_minutes, day?.overtime_minutes ?? 0) ?? 0,
    },
  };
}

function instantAt(date: string, minutes: number | null, timeZone: string): string | null {
  if (minutes === null) return null;
  const inDay = ((minutes % 1440) + 1440) % 1440;
  const time = `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
  return dayTimeInstant(date, time, timeZone, Math.floor(minutes / 1440));
}

export interface PasteResult {
  edits: PendingEdit[];
  /** The distinct refusals of the cells left alone, for one warning each. */
  refusals: GridsMessageKey[];
  /** Some cell pasted over has a device's punches, which the paste replaces: ask first. */
  overPunches: boolean;
}

/**
 * Ctrl+V onto cells: each cell the user may edit (the editor's rules: not approved, not a
 * leave, Single Punch only for ordinary users, inside the editable window) gets a new edit
 * with a fresh id carrying the copied values, its times moved onto that cell's day.
 */
export function pasteEdits(
  copied: CopiedCell,
  targets: readonly CellEditRequest[],
  user: AttendanceUser,
  today: string,
  newId: () => string,
  /** The business's zone: the copied times are put on its clock of each target day. */
  timeZone: string,
): PasteResult {
  const edits: PendingEdit[] = [];
  const refusals = new Set<GridsMessageKey>();
  for (const target of targets) {
    const refusal = cellEditRefusal(target, user, today, timeZone);
    if (refusal) {
      refusals.add(refusal);
      continue;
    }
    edits.push({
      id: newId(),
      employees_id: target.employee.id,
      attendance_date: target.date,
      att_type: copied.att_type,
      sites_id: copied.sites_id,
      shifts_id: copied.shifts_id,
      in_timestamp: instantAt(target.date, copied.inMinutes, timeZone),
      out_timestamp: instantAt(target.date, copied.outMinutes, timeZone),
      working_minutes: copied.working_minutes,
      overtime_minutes: copied.overtime_minutes,
    });
  }
  const overPunches = targets.some(
    (target) => !cellEditRefusal(target, user, today, timeZone) && (target.day?.total_punch_count ?? 0) > 0,
  );
  return { edits, refusals: [...refusals], overPunches };
}
