import { type Locale, localeTags, rupeeFormat } from '@muster/protocol';
import { sessionZone } from '../session/business-days';

/** A payslip as its phone card reads it. */
export interface PayslipCardRecord {
  id: string;
  uconst: string;
  payroll_month: string;
  net_pay: unknown;
  status: string;
}

/**
 * A payroll month ('2026-09-30T18:30:00Z', October in IST) as the user's language names it:
 * 'October 2026', 'octobre 2026'; the month the instant opens in the business's zone.
 */
export function payrollMonthLabel(
  payrollMonth: string,
  locale: Locale,
  timeZone: string | undefined,
): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: sessionZone(timeZone),
  }).format(new Date(payrollMonth));
}

/** The status's words to translate: the payslip folder's own labels, never the raw code. */
const statusWords: Record<string, string> = { created: 'Created', approved: 'Approved', sent: 'Sent' };
export const payslipStatusLabel = (status: string): string => statusWords[status] ?? status;

/** A card's figures: month, net pay in rupees, status words; a net pay not yet known shows nothing. */
export function payslipCard(record: PayslipCardRecord, locale: Locale, timeZone: string | undefined) {
  return {
    month: payrollMonthLabel(record.payroll_month, locale, timeZone),
    net:
      record.net_pay == null || record.net_pay === ''
        ? ''
        : rupeeFormat(locale).format(Number(record.net_pay)),
    status: payslipStatusLabel(record.status),
  };
}
