import { punchRequestMessages, punchRequestOutWindowHours } from '@muster/protocol';
import { istDayKey, istDayStart } from '../compute/index.js';

/** A new punch request with what its day already holds, as `store.ts` loads them. */
export interface RequestToJudge {
  /** The request's employee and the user's own employee: a request is for one's own day. */
  employeeId: string;
  userEmployeeId: string;
  /** YYYY-MM-DD, the day asked for, of the employee's business. */
  dayKey: string;
  /**
   * The employee's business's zone (partners.time_zone, issue #28 item 2): the day asked for
   * opens at its midnight, so an in at 23:30 in Dubai is that day's, not India's next one.
   */
  timeZone: string;
  direction: 'in' | 'out';
  punchMs: number;
  nowMs: number;
  /** YYYY-MM-DD of the joining date, when known. */
  joinedKey: string | null;
  /** The day's stored attendance: its punches and status (none before it was ever computed). */
  dayPunchCount: number;
  dayStatus: string | null;
  /** Another request of the same day and punch direction already waits. */
  sameWaiting: boolean;
}

const approvedStatuses: readonly string[] = ['intermediate_approved', 'final_approved', 'settled'];
const hourMs = 3_600_000;

/**
 * Why a new punch request is refused, or null (README "Punch requests"): the user's own day,
 * not before joining, not approved, holding one punch or none; the time not in the future and
 * on the day (an in on its calendar day in the business's zone, an out up to 36 hours after the day's start, so a
 * night shift's out of the next morning can be asked); one waiting request per day and direction.
 */
export function punchRequestRefusal(request: RequestToJudge): string | null {
  if (request.employeeId !== request.userEmployeeId) return punchRequestMessages.ownOnly;
  if (request.joinedKey !== null && request.dayKey < request.joinedKey)
    return punchRequestMessages.beforeJoining;
  if (request.punchMs > request.nowMs) return punchRequestMessages.futureTime;
  const dayStart = istDayStart(request.dayKey, request.timeZone);
  const onDay =
    request.direction === 'in'
      ? istDayKey(request.punchMs, request.timeZone) === request.dayKey
      : request.punchMs >= dayStart && request.punchMs < dayStart + punchRequestOutWindowHours * hourMs;
  if (!onDay) return punchRequestMessages.timeNotOnDay;
  if (request.dayStatus !== null && approvedStatuses.includes(request.dayStatus))
    return punchRequestMessages.approvedDay;
  if (request.dayPunchCount > 1) return punchRequestMessages.dayHasPunches;
  if (request.sameWaiting) return punchRequestMessages.alreadyWaiting;
  return null;
}
