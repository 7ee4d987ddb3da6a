import { isoToIstDay, istDayToIso, nextIstDay } from '../fields/timestamp/ist-dates';

export const datePresets = ['Today', 'This month', 'Last month', 'This year'] as const;
export type DatePreset = (typeof datePresets)[number];

const monthStart = (year: number, month: number) => {
  const normalised = new Date(Date.UTC(year, month - 1, 1));
  return `${normalised.getUTCFullYear()}-${String(normalised.getUTCMonth() + 1).padStart(2, '0')}-01`;
};

/**
 * The `[start, end)` instants a preset covers, in IST days and months (DESIGN §6: a month is
 * [1st 00:00 IST, next 1st 00:00 IST)).
 */
export function presetRange(preset: DatePreset, now: Date): [string, string] {
  const today = isoToIstDay(now.toISOString());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const days: Record<DatePreset, [string, string]> = {
    Today: [today, nextIstDay(today)],
    'This month': [monthStart(year, month), monthStart(year, month + 1)],
    'Last month': [monthStart(year, month - 1), monthStart(year, month)],
    'This year': [`${year}-01-01`, `${year + 1}-01-01`],
  };
  const [first, end] = days[preset];
  return [istDayToIso(first), istDayToIso(end)];
}
