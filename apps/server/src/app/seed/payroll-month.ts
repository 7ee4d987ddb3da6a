import { type PayrollMonth, payrollMonthOf, previousMonth } from '@muster/payroll-rules';
import { demoTimeZone } from './seed-rows.js';

/**
 * The month the demo pays and invoices: the month before yesterday's, in the demo businesses'
 * zone. The demo's tests generate and invoice yesterday's month, which the seed never touches.
 */
export const demoPayrollMonth = (now = new Date()): PayrollMonth =>
  previousMonth(payrollMonthOf(new Date(now.getTime() - 86_400_000), demoTimeZone));
