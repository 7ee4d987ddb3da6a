import { createHash } from 'node:crypto';
import { istDayStart } from '../../domain/attendance/compute/index.js';
import { attlogLine } from '../../domain/devices/protocol/attlog.js';
import { wallClockAt } from '../../domain/devices/protocol/zoned-time.js';
import { demoPunchMinutes } from './attendance-punches.js';

/** A shift start of 09:00 for an employee without a shift. */
export const defaultShiftStartMinute = 540;

/** The second a terminal stamps a punch at: 1–59 from the code and minute, never a whole minute. */
const punchSecond = (code: string, instantMs: number) =>
  1 + ((createHash('sha256').update(`${code}|${instantMs}`).digest()[0] ?? 0) % 59);

/**
 * One IST day of demo punches for these employees as ATTLOG lines a terminal in `zone`
 * writes (its local clock), oldest first; punches after `untilMs` are not yet made. The
 * demo seed and the terminal simulator both push these.
 */
export function terminalDayLines(
  employees: readonly { code: string; shiftStartMinute: number | null; restDays: ReadonlySet<string> }[],
  day: string,
  zone: string,
  untilMs = Number.POSITIVE_INFINITY,
): string[] {
  const punches = employees.flatMap((employee) =>
    demoPunchMinutes(
      employee.code,
      day,
      employee.shiftStartMinute ?? defaultShiftStartMinute,
      employee.restDays.has(day),
    ).map((minute) => {
      // the terminal's local day: its wall clock is the one its ATTLOG lines carry
      const minuteStart = istDayStart(day, zone) + minute * 60_000;
      return { code: employee.code, at: minuteStart + punchSecond(employee.code, minuteStart) * 1000 };
    }),
  );
  return punches
    .filter((punch) => punch.at <= untilMs)
    .sort((a, b) => a.at - b.at || a.code.localeCompare(b.code))
    .map((punch) => attlogLine(punch.code, wallClockAt(punch.at, zone)));
}
