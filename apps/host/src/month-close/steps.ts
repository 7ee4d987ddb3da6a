import {
  addDays,
  businessMonthKey,
  type MonthCloseBusiness,
  type MonthCloseStep,
  monthCloseSteps,
} from '@muster/protocol';

/** Each step's name on the month-close screen (an i18n key) and where its records are. */
export const stepViews: Record<MonthCloseStep, { label: string; link: string }> = {
  attendance_unapproved: { label: 'Attendance days not approved', link: '/attendance' },
  single_punches: { label: 'Single punches open', link: '/attendance' },
  leaves_undecided: { label: 'Leaves not decided', link: '/tabs/leaves/with/leave_status/created' },
  no_salary_structure: { label: 'Employees without a salary structure', link: '/tabs/employees' },
  no_bank_account: { label: 'Employees without a bank account', link: '/tabs/employees' },
  payslips_not_generated: { label: 'Payslips not generated', link: '/tabs/payslips/generate' },
  payslips_zero: { label: 'Payslips with 0 pay', link: '/tabs/payslips' },
  payslips_unapproved: { label: 'Payslips not approved', link: '/tabs/payslips/with/status/created' },
  invoices_not_generated: { label: 'Invoices not generated', link: '/tabs/invoices/generate' },
  invoices_unapproved: { label: 'Invoices not approved', link: '/tabs/invoices/with/status/created' },
  invoice_documents_pending: {
    label: 'Invoice documents not approved by the principal employer',
    link: '/tabs/invoices',
  },
  settlements_due: { label: 'Settlements of leavers not paid yet', link: '/tabs/settlements' },
  settlements_late: { label: 'Settlements of leavers past their due day', link: '/tabs/settlements' },
};

/** The steps of a business's month still open (count above 0), in their order. */
export const openSteps = (business: MonthCloseBusiness): MonthCloseStep[] =>
  monthCloseSteps.filter((step) => business.counts[step] > 0);

/** A month's progress over some businesses: steps done of all steps, and how many are closed. */
export function monthProgress(businesses: readonly MonthCloseBusiness[]): {
  done: number;
  total: number;
  closed: number;
} {
  const total = businesses.length * monthCloseSteps.length;
  const open = businesses.reduce((sum, business) => sum + openSteps(business).length, 0);
  return {
    done: total - open,
    total,
    closed: businesses.filter((business) => business.closed !== null).length,
  };
}

/** The folders whose writes change a month's counts: the screen reloads on their broadcasts. */
export const countedFolders: ReadonlySet<string> = new Set([
  'attendance',
  'attendance_edits',
  'leaves',
  'employees',
  'payslips',
  'payroll_adjustments',
  'invoices',
  'contracts',
  'allocations',
  'month_close',
  'settlements',
]);

/** 'YYYY-MM' of the business month an instant falls in (IST), and of the month before it. */
export function istMonths(now = Date.now()): { current: string; previous: string } {
  const current = businessMonthKey(now);
  return { current, previous: addDays(`${current}-01`, -1).slice(0, 7) };
}
