import { businessMonthKey, businessMonthStart, defaultBusinessTimeZone } from '@muster/protocol';

/**
 * A payroll month (DESIGN §6, spec 000 §9): `[1st 00:00, next 1st 00:00)` in the business's
 * time zone (partners.time_zone; IST, so it ends at 18:30 UTC on its last day, unless the
 * business names another). Named by `YYYY-MM`; the months before and after keep its zone.
 */
export interface PayrollMonth {
  year: number;
  /** 1–12. */
  month: number;
  /** `YYYY-MM`. */
  key: string;
  /** Its first IST day and last IST day, `YYYY-MM-DD`. */
  firstDay: string;
  lastDay: string;
  daysInMonth: number;
  /** Instants: the business's midnight opening the month, and the next month's. */
  start: Date;
  end: Date;
  /** The business's zone the instants are midnights of. */
  timeZone: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function payrollMonth(
  year: number,
  month: number,
  timeZone: string = defaultBusinessTimeZone,
): PayrollMonth {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`not a month: ${year}-${month}`);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return {
    year,
    month,
    key: `${year}-${pad(month)}`,
    firstDay: `${year}-${pad(month)}-01`,
    lastDay: `${year}-${pad(month)}-${pad(daysInMonth)}`,
    daysInMonth,
    start: new Date(businessMonthStart(year, month, timeZone)),
    end: new Date(businessMonthStart(year, month + 1, timeZone)),
    timeZone,
  };
}

/** The payroll month named `YYYY-MM` (a key a declaration's schema has checked). */
export function payrollMonthOfKey(key: string, timeZone?: string): PayrollMonth {
  const [year = 0, month = 0] = key.split('-').map(Number);
  return payrollMonth(year, month, timeZone);
}

/** The payroll month an instant falls in, in the business's zone. */
export function payrollMonthOf(instant: Date, timeZone?: string): PayrollMonth {
  const [year = 0, month = 0] = businessMonthKey(instant.getTime(), timeZone).split('-').map(Number);
  return payrollMonth(year, month, timeZone);
}

/** The month before. */
export const previousMonth = ({ year, month, timeZone }: PayrollMonth): PayrollMonth =>
  month === 1 ? payrollMonth(year - 1, 12, timeZone) : payrollMonth(year, month - 1, timeZone);

/** The month after. */
export const nextMonth = ({ year, month, timeZone }: PayrollMonth): PayrollMonth =>
  month === 12 ? payrollMonth(year + 1, 1, timeZone) : payrollMonth(year, month + 1, timeZone);

/**
 * The ESI contribution period holding a month: April–September or October–March (ESI
 * (General) Regulations); its first month.
 */
export function contributionPeriodStart({ year, month, timeZone }: PayrollMonth): PayrollMonth {
  if (month >= 4 && month <= 9) return payrollMonth(year, 4, timeZone);
  return month >= 10 ? payrollMonth(year, 10, timeZone) : payrollMonth(year - 1, 10, timeZone);
}
