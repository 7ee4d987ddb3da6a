import { type Locale, localeTags } from '@muster/protocol';
import { type AttendancePeriod, periodRange } from './date-range';

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** 'November 2026', or a week as '16 – 22 Nov 2026', in the interface language. */
export function periodLabel(period: AttendancePeriod, locale: Locale): string {
  const tag = localeTags[locale];
  if (period.kind === 'month')
    return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utcDate(period.start),
    );
  const { from, to } = periodRange(period);
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatRange(utcDate(from), utcDate(to));
}
