import { createHash } from 'node:crypto';

/** Of the demo's weekly offs and holidays, the share (in percent) someone comes in to work. */
export const restDayWorkPercent = 6;

/**
 * The demo's clock punches of one employee on one day, as minutes after the day's IST
 * midnight, derived from the code and day alone so every fresh demo punches alike.
 * Most days are a full shift; a few are late, short, single-punch or absent, so the grid
 * shows every computed type. A weekly off or holiday (`restDay`) is rested, but for one in
 * `restDayWorkPercent`: a full shift, so a few workers work a few of them and their overtime
 * looks like a real month's (with issue #29 item 2's overtime on such days, punching every
 * one took the demo's workers to 50–66 hours of overtime a month).
 */
export function demoPunchMinutes(
  code: string,
  day: string,
  shiftStartMin: number,
  restDay = false,
): number[] {
  const digest = createHash('sha256').update(`${code}|${day}`).digest();
  const roll = (digest[0] ?? 0) % 100;
  const early = (digest[1] ?? 0) % 25;
  const late = (digest[2] ?? 0) % 45;
  const arrive = shiftStartMin - 15 + early;
  if (restDay) return (digest[3] ?? 0) % 100 < restDayWorkPercent ? [arrive, arrive + 540 + late] : [];
  if (roll < 4) return [];
  if (roll < 9) return [arrive];
  if (roll < 14) return [arrive, arrive + 270 + late];
  if (roll < 24) return [arrive + 60, arrive + 500 + late];
  return [arrive, arrive + 540 + late];
}
