import { dayToIso, isoToDay, nextDay } from '../fields/timestamp/day-inputs';

export const datePresets = ['Today', 'This month', 'Last month', 'This year'] as const;
export type DatePreset = (typeof datePresets)[number];

const monthStart = (year: number, month: number) => {
  const normalised = new Date(Date.UTC(year, month - 1, 1));
  return `${normalised.getUTCFullYear()}-${String(normalised.getUTCMonth() + 1).padStart(2, '0')}-01`;
};

/**
 * The `[start, end)` instants a preset covers, in days and months of the business's zone
 * (DESIGN §6: a month is [1st 00:00, next 1st 00:00) there).
 */
export function presetRange(preset: DatePreset, now: Date, timeZone: string): [string, string] {
  const today = isoToDay(now.toISOString(), timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const days: Record<DatePreset, [string, string]> = {
    Today: [today, nextDay(today)],
    'This month': [monthStart(year, month), monthStart(year, month + 1)],
    'Last month': [monthStart(year, month - 1), monthStart(year, month)],
    'This year': [`${year}-01-01`, `${year + 1}-01-01`],
  };
  const [first, end] = days[preset];
  return [dayToIso(first, timeZone), dayToIso(end, timeZone)];
}
