import { businessDayKey } from '@muster/protocol';

/**
 * Today's day in the signed-in business's zone (`env.time_zone`) and the first day of its
 * month, as the attendance txns take days (YYYY-MM-DD).
 */
export function istToday(
  timeZone: string | undefined,
  now = Date.now(),
): { today: string; monthStart: string } {
  const today = businessDayKey(now, timeZone);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}
