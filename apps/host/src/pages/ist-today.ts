/** Business days are IST, a fixed +05:30 (DESIGN §6). */
const istOffsetMs = 330 * 60_000;

/** Today's IST day and the first day of its month, as the attendance txns take days (YYYY-MM-DD). */
export function istToday(now = Date.now()): { today: string; monthStart: string } {
  const today = new Date(now + istOffsetMs).toISOString().slice(0, 10);
  return { today, monthStart: `${today.slice(0, 8)}01` };
}
