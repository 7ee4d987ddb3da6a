import { type AttendanceDayCell, folderWriteTxn } from '@muster/protocol';
import { dayTimeInstant, timeTextToMinutes } from '../editor/time-text';
import { isUnapproved } from '../register/register-rows';

export type PunchDirection = 'in' | 'out';

/**
 * A stored day its employee may request a punch for (issue #29 item 5): nobody approved it
 * yet and it is short of a punch, a Single Punch or a missed punch. The server judges again.
 */
export const dayRequestable = (day: AttendanceDayCell | null): boolean =>
  day !== null &&
  isUnapproved(day) &&
  (day.isMissedPunch || (day.att_type?.code === 'SP' && day.total_punch_count <= 1));

/** The side a day short of a punch lacks: its out when it has only an in, else its in. */
export const missingSide = (inMs: number | null, outMs: number | null): PunchDirection =>
  inMs !== null && outMs === null ? 'out' : 'in';

/**
 * The instant asked for: the time on the day, and an out earlier than the day's in on the
 * next morning (a night shift's out), as the server's rule allows (attendance README
 * "Punch requests"). Null while the time is not HH:MM.
 */
export function requestedInstant(
  day: string,
  time: string,
  direction: PunchDirection,
  inMs: number | null,
  timeZone: string,
): string | null {
  const minutes = timeTextToMinutes(time);
  if (minutes === null) return null;
  const sameDay = dayTimeInstant(day, time, timeZone);
  return direction === 'out' && inMs !== null && Date.parse(sameDay) <= inMs
    ? dayTimeInstant(day, time, timeZone, 1)
    : sameDay;
}

/** The generic create of a punch request, through the folder's declared write. */
export const punchRequestCreateTxn = folderWriteTxn('punch_requests', 'C');

/** The create's patch: one request of the user's own day (the server puts in the employee). */
export const punchRequestPatch = (
  day: string,
  direction: PunchDirection,
  punchTime: string,
  reason: string,
  timeZone: string,
) => ({
  baseFolder: 'punch_requests',
  rows: [
    {
      op: 'C' as const,
      data: {
        attendance_date: dayTimeInstant(day, '00:00', timeZone),
        direction,
        punch_time: punchTime,
        reason: reason.trim(),
      },
    },
  ],
});
