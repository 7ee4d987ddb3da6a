/** Business days are kept in IST, a fixed +05:30 with no daylight saving (DESIGN §6). */
const istOffsetMs = 330 * 60_000;
const minutesPerDay = 1440;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy of the IST day an instant falls on (spec 000 §5 "Date display"). */
export function formatIstDate(iso: string): string {
  const ist = new Date(Date.parse(iso) + istOffsetMs);
  return `${pad(ist.getUTCDate())}/${pad(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()}`;
}

/** The IST date of the last instant before an exclusive range end. */
export function formatIstDateBefore(iso: string): string {
  return formatIstDate(new Date(Date.parse(iso) - 1).toISOString());
}

/** HH:MM of a minute of the day; minutes past midnight of the next day wrap. */
export function formatClock(minutes: number): string {
  const inDay = ((minutes % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** HH:MM of an instant in IST (a punch's time, as a muster roll prints it). */
export function formatIstTime(iso: string): string {
  return formatClock(Math.floor((Date.parse(iso) + istOffsetMs) / 60_000));
}
