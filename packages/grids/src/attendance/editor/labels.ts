import { labelIn } from '@muster/folder-engine';
import type { EmployeeAttendance, Locale } from '@muster/protocol';

/** The employee's name in the interface language (English where a part has none). */
export const employeeName = (employee: EmployeeAttendance, locale: Locale): string =>
  [employee.first_name, employee.middle_name, employee.last_name]
    .map((part) => (part ? labelIn(part, locale) : ''))
    .filter(Boolean)
    .join(' ');

const intlLocales: Record<Locale, string> = { eng: 'en-IN', fr: 'fr-FR', hin: 'hi-IN', ben: 'bn-IN' };

/** An IST day (YYYY-MM-DD) in the interface language, e.g. 'Tue, 10 Nov 2026'. */
export function dayLabel(
  date: string,
  locale: Locale,
  style: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' },
): string {
  // The day key is a calendar date: format it at UTC so no time zone moves it.
  return new Intl.DateTimeFormat(intlLocales[locale], { ...style, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
