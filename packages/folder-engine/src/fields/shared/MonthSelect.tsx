import { type Locale, localeTags } from '@muster/protocol';

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months ('YYYY-MM') from `first` to `last`, newest first; none when either is not a month. */
export function monthsBetween(first: string, last: string): string[] {
  if (!monthPattern.test(first) || !monthPattern.test(last)) return [];
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number) as [number, number];
  for (let key = last; key >= first; key = `${year}-${String(month).padStart(2, '0')}`) {
    months.push(key);
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** 'नवंबर 2026': a month ('YYYY-MM') as the interface language names it, by Intl, never an English table. */
export const monthLabel = (month: string, locale: Locale): string =>
  new Intl.DateTimeFormat(localeTags[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

export interface MonthSelectProps {
  /** The month shown ('YYYY-MM'), listed even when outside `min`–`max`; '' for none yet. */
  value: string;
  min: string;
  max: string;
  locale: Locale;
  onChange: (month: string) => void;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * A month picker whose months read in the user's language (issue #27 item 10): a browser's
 * own month field names its months in the browser's language, whatever the user chose.
 * Newest month first; with no value yet, an empty choice heads the list.
 */
export function MonthSelect({ value, min, max, locale, onChange, ...rest }: MonthSelectProps) {
  const months = monthsBetween(min, max);
  if (monthPattern.test(value) && !months.includes(value)) {
    const older = months.findIndex((month) => month < value);
    months.splice(older === -1 ? months.length : older, 0, value);
  }
  return (
    <select {...rest} value={value} onChange={(event) => onChange(event.target.value)}>
      {!value && <option value="" />}
      {months.map((month) => (
        <option key={month} value={month}>
          {monthLabel(month, locale)}
        </option>
      ))}
    </select>
  );
}
