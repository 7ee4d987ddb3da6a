import { type PayrollMonth, payrollMonthOf, previousMonth } from '@muster/payroll-rules';

/**
 * The month the demo pays and invoices: the month before yesterday's (IST). The demo's
 * tests generate and invoice yesterday's month, which the seed never touches.
 */
export const demoPayrollMonth = (now = new Date()): PayrollMonth =>
  previousMonth(payrollMonthOf(new Date(now.getTime() - 86_400_000)));
