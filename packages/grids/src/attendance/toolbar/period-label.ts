import { monthLabel } from '@muster/folder-engine';
import { type Locale, localeTags } from '@muster/protocol';
import { type AttendancePeriod, periodRange } from './date-range';

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'November 2026', or a week as '16 – 22 Nov 2026', in the interface language. */
export function periodLabel(period: AttendancePeriod, locale: Locale): string {
  const tag = localeTags[locale];
  if (period.kind === 'month') return monthLabel(period.start.slice(0, 7), locale);
  const { from, to } = periodRange(period);
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utcDate(from), utcDate(to));
}
