import { businessDayKey } from '@muster/protocol';

/** Today's IST day and the first day of its month, as the attendance txns take days (YYYY-MM-DD). */
export function istToday(now = Date.now()): { today: string; monthStart: string } {
  const today = businessDayKey(now);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}
