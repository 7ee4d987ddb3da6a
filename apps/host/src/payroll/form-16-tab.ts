import { businessDayKey, financialYearOf } from '@muster/protocol';

/** The Form 16 tab's name: 'payslips/form-16', or '…/<employee id>' for HR printing another's. */
export const form16TabPrefix = 'payslips/form-16';
export const form16Tab = (employeesId?: string) =>
  employeesId ? `${form16TabPrefix}/${employeesId}` : form16TabPrefix;

/** The employee a Form 16 tab names, if any (none: the user's own). */
export function parseForm16Tab(name: string): { employeesId: string | undefined } | null {
  if (name === form16TabPrefix) return { employeesId: undefined };
  if (!name.startsWith(`${form16TabPrefix}/`)) return null;
  const employeesId = name.slice(form16TabPrefix.length + 1);
  return employeesId && !employeesId.includes('/') ? { employeesId } : null;
}

/** The product's first financial year (its earliest month is November 2024, spec 000 §9). */
const firstYear = 2024;

/** Financial years a Form 16 may be asked for, newest first: last year (the usual one) and those before. */
export function form16Years(timeZone: string, now = Date.now()): number[] {
  const current = financialYearOf(businessDayKey(now, timeZone)).startYear;
  const years: number[] = [];
  for (let year = current; year >= firstYear; year -= 1) years.push(year);
  return years;
}

/** '2025-26' for 2025. */
export const yearLabel = (startYear: number) => `${startYear}-${String(startYear + 1).slice(2)}`;
