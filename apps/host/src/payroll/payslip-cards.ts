import { type Locale, localeTags, rupeeFormat } from '@muster/protocol';

/** A payslip as its phone card reads it. */
export interface PayslipCardRecord {
  id: string;
  uconst: string;
  payroll_month: string;
  net_pay: unknown;
  status: string;
}

/** A payroll month ('2026-09-30T18:30:00Z', October in IST) as the user's language names it: 'October 2026', 'octobre 2026'. */
export function payrollMonthLabel(payrollMonth: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(payrollMonth));
}

/** The status's words to translate: the payslip folder's own labels, never the raw code. */
const statusWords: Record<string, string> = { created: 'Created', approved: 'Approved', sent: 'Sent' };
export const payslipStatusLabel = (status: string): string => statusWords[status] ?? status;

/** A card's figures: month, net pay in rupees, status words; a net pay not yet known shows nothing. */
export function payslipCard(record: PayslipCardRecord, locale: Locale) {
  return {
    month: payrollMonthLabel(record.payroll_month, locale),
    net:
      record.net_pay == null || record.net_pay === ''
        ? ''
        : rupeeFormat(locale).format(Number(record.net_pay)),
    status: payslipStatusLabel(record.status),
  };
}
