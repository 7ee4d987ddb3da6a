import { defaultBusinessTimeZone, leaveDayText, leaveMessages, leaveRefusal } from '@muster/protocol';
import { TxnError } from '../../../platform/refusal.js';
import { istDayKey } from '../../attendance/compute/index.js';

/** The exclusion constraint of migration 014: one employee, no two live leave days overlapping. */
export const overlapConstraint = 'leave_day_claims_no_overlap';

const stamp = /"(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?"/g;

/**
 * The first overlapping day of a refusal's detail, in the written business's zone (the
 * default when the refusal came before the hook read it), which PostgreSQL and PGlite both
 * word as `Key (…, leave_period)=(…, ["<from>","<to>")) conflicts with existing key (…,
 * ["<from>","<to>"))`: the later of the two starts. Null when the detail says otherwise.
 */
export function overlapDay(detail: string, timeZone = defaultBusinessTimeZone): string | null {
  const starts: number[] = [];
  for (const [, day, time, hours, minutes] of detail.matchAll(stamp)) {
    const at = Date.parse(`${day}T${time}${hours}:${minutes ?? '00'}`);
    if (!Number.isNaN(at)) starts.push(at);
  }
  // [new from, new to, existing from, existing to]
  const [newFrom, , existingFrom] = starts;
  if (newFrom === undefined || existingFrom === undefined) return null;
  return istDayKey(Math.max(newFrom, existingFrom), timeZone);
}

/** The refusal of a write the overlap constraint stopped, naming the day; null for any other failure. */
export function overlapRefusal(error: unknown, timeZone?: string): TxnError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, detail } = error as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (code !== '23P01' || constraint !== overlapConstraint) return null;
  const day = typeof detail === 'string' ? overlapDay(detail, timeZone) : null;
  return new TxnError(leaveRefusal(leaveMessages.overlap, ...(day ? [leaveDayText(day)] : [])), {
    constraint: overlapConstraint,
    ...(day && { day }),
  });
}
