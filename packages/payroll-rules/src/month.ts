import { businessMonthKey, businessMonthStart } from '@muster/protocol';

/**
 * A payroll month (DESIGN §6, spec 000 §9): `[1st 00:00 IST, next 1st 00:00 IST)`, so it
 * ends at 18:30 UTC on its last day. Named by `YYYY-MM`.
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
  /** Instants: IST midnight opening the month, and the next month's. */
  start: Date;
  end: Date;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function payrollMonth(year: number, month: number): PayrollMonth {
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
    start: new Date(businessMonthStart(year, month)),
    end: new Date(businessMonthStart(year, month + 1)),
  };
}

/** The payroll month named `YYYY-MM` (a key a declaration's schema has checked). */
export function payrollMonthOfKey(key: string): PayrollMonth {
  const [year = 0, month = 0] = key.split('-').map(Number);
  return payrollMonth(year, month);
}

/** The payroll month an instant falls in (IST). */
export function payrollMonthOf(instant: Date): PayrollMonth {
  const [year = 0, month = 0] = businessMonthKey(instant.getTime()).split('-').map(Number);
  return payrollMonth(year, month);
}

/** The month before. */
export const previousMonth = ({ year, month }: PayrollMonth): PayrollMonth =>
  month === 1 ? payrollMonth(year - 1, 12) : payrollMonth(year, month - 1);

/** The month after. */
export const nextMonth = ({ year, month }: PayrollMonth): PayrollMonth =>
  month === 12 ? payrollMonth(year + 1, 1) : payrollMonth(year, month + 1);

/**
 * The ESI contribution period holding a month: April–September or October–March (ESI
 * (General) Regulations); its first month.
 */
export function contributionPeriodStart({ year, month }: PayrollMonth): PayrollMonth {
  if (month >= 4 && month <= 9) return payrollMonth(year, 4);
  return month >= 10 ? payrollMonth(year, 10) : payrollMonth(year - 1, 10);
}
