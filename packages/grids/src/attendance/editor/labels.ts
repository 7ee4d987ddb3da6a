import { labelIn } from '@muster/folder-engine';
import { type EmployeeAttendance, type Locale, localeTags } from '@muster/protocol';

/** The employee's name in the interface language (English where a part has none). */
export const employeeName = (employee: EmployeeAttendance, locale: Locale): string =>
  [employee.first_name, employee.middle_name, employee.last_name]
    .map((part) => (part ? labelIn(part, locale) : ''))
    .filter(Boolean)
    .join(' ');

const formats = new Map<string, Intl.DateTimeFormat>();

/** An IST day (YYYY-MM-DD) in the interface language, e.g. 'Tue, 10 Nov 2026'. */
export function dayLabel(
  date: string,
  locale: Locale,
  style: Intl.DateTimeFormatOptions = { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric' },
): string {
  // Formatters are slow to build and a register draws one label per row: one per locale and style.
  const key = `${locale}|${JSON.stringify(style)}`;
  let format = formats.get(key);
  if (!format) {
    // The day key is a calendar date: format it at UTC so no time zone moves it.
    format = new Intl.DateTimeFormat(localeTags[locale], { ...style, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
