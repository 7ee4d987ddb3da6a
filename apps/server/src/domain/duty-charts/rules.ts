import { allocationMessages, type BusinessEnv } from '@muster/protocol';

/** Refusals the spec names without words (allocations README), i18n keys. */
export const dutyChartOwnMessages = {
  programEnded: 'The program has ended before this day',
  leaveExists: 'A leave already covers this day',
  noSuchChart: 'No such duty chart',
  noSuchWeeklyOff: 'No such weekly off',
} as const;

/** Who plans duty charts: the admin any, the duty-chart officer its own subsections' (spec 001 §5, §6). */
export const plansDutyCharts = (env: BusinessEnv): boolean => env.isAdmin || env.isDCO;

/** A program or employee as the save rule reads it. */
export interface Planned {
  subsections_id: string | null;
  /** An employee's own duty-chart officer; null for a program. */
  duty_chart_officer?: string | null;
}

/**
 * Whether the caller may put this program or employee on a chart: the admin always, a
 * duty-chart officer within its subsections (its own and its employees', the session's
 * `subsections`) or for an employee it is the officer of; else the spec's refusal.
 */
export function dutyChartRefusal(env: BusinessEnv, planned: Planned): string | null {
  if (env.isAdmin) return null;
  if (!env.isDCO) return allocationMessages.onlyDcoEdits;
  if (planned.duty_chart_officer === env.employees_id) return null;
  if (planned.subsections_id !== null && env.subsections.includes(planned.subsections_id)) return null;
  return allocationMessages.onlyDcoEdits;
}

/** An employee entry of a cell as the client sends it. */
export interface ChartEntry {
  id: string;
  toAdd: boolean;
  toRemove: boolean;
}

/**
 * A chart's employees after a save (spec 001 §4 "Duty-chart cell"): the stored ones, those
 * marked toAdd, less those marked toRemove; an entry with neither flag is as stored.
 */
export function chartEmployeesAfter(stored: readonly string[], entries: readonly ChartEntry[]): string[] {
  const removed = new Set(entries.filter((entry) => entry.toRemove).map((entry) => entry.id));
  const after = stored.filter((id) => !removed.has(id));
  for (const entry of entries) if (entry.toAdd && !after.includes(entry.id)) after.push(entry.id);
  return after;
}

/** Whether a program still runs on a day: on or before its deactivation day. */
export const programRuns = (deactivationDay: string | null, day: string): boolean =>
  deactivationDay === null || day <= deactivationDay;

/** 'Monthly Weekly Off Count': count descending, then code. */
export function sortWeeklyOffCounts<T extends { count: number; code: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}
