import { approvalNote } from '@muster/grids';
import {
  addDays,
  type BusinessEnv,
  businessDayKey,
  businessDayStart,
  businessMonthKey,
  type MonthCloseBusiness,
  type MonthCloseStep,
  monthCloseStepList,
  monthCloseSteps,
  ownBusinessSteps,
} from '@muster/protocol';
import { whereTab } from '../tabs/where-tab';

/** Each step's name on the month-close screen (an i18n key). */
export const stepLabels: Record<MonthCloseStep, string> = {
  attendance_unapproved: 'Attendance days neither approved nor rejected',
  single_punches: 'Single punches open',
  leaves_undecided: 'Leaves not decided',
  no_salary_structure: 'Employees without a salary structure',
  no_bank_account: 'Employees without a bank account',
  payslips_not_generated: 'Payslips not generated',
  payslips_zero: 'Payslips with 0 pay',
  payslips_unapproved: 'Payslips not approved',
  ecr_not_downloaded: 'EPF ECR file not downloaded since the payslips were approved',
  esi_not_downloaded: 'ESI file not downloaded since the payslips were approved',
  invoices_not_generated: 'Invoices not generated',
  invoices_unapproved: 'Invoices not approved',
  invoice_documents_pending: 'Invoices with documents not approved by the principal employer',
  settlements_due: 'Settlements of leavers not paid yet',
  settlements_late: 'Settlements of leavers past their due day',
};

/**
 * Where the steps counting what does not exist yet are done: generation, for the month; the
 * statutory files are downloaded from payroll's generation tab.
 */
const generationTabs: Partial<Record<MonthCloseStep, string>> = {
  payslips_not_generated: 'payslips/generate',
  ecr_not_downloaded: 'payslips/generate',
  esi_not_downloaded: 'payslips/generate',
  invoices_not_generated: 'invoices/generate',
};

/**
 * A step's link (issue #32 item 1): the list of exactly the records its count counts, the
 * same business, month and statuses (protocol's `monthCloseStepList`, which the server's
 * counts match), the month and today in the zone of the business whose step it is (its row's
 * `time_zone`); the generation tab for the steps counting what is not generated or downloaded yet.
 * `business`, a contractor's handle on a principal employer's screen, opens the list on that
 * business (the list's business filter, `target_swhandle`), as its row counts it; the
 * generation tabs are the own business's, and the lists of `ownBusinessSteps` filter on fields
 * another business reads as empty, so such steps of a contractor have no link (null).
 */
export function stepLink(
  step: MonthCloseStep,
  month: string,
  timeZone: string,
  now = Date.now(),
  business = '',
): string | null {
  const today = new Date(businessDayStart(businessDayKey(now, timeZone), timeZone)).toISOString();
  if (business && ownBusinessSteps.has(step)) return null;
  const list = monthCloseStepList(step, month, timeZone, today);
  if (list) return `/tabs/${whereTab(list.folder, list.filters, business)}`;
  return business ? null : `/tabs/${generationTabs[step] ?? step}`;
}

/**
 * What a user who may see a step but not do its work reads beside it (issue #32 item 5):
 * attendance is approved and rejected by the admin or an AO (spec 001 §6; `txn_attendance_approve`
 * refuses anyone else), so HR walking the month reads who does it instead of finding no button.
 */
export const stepNote = (step: MonthCloseStep, env: Pick<BusinessEnv, 'isAdmin' | 'isAO'>): string | null =>
  step === 'attendance_unapproved' && !env.isAdmin && !env.isAO ? approvalNote : null;

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

/** 'YYYY-MM' of the business month an instant falls in (the business's zone), and of the month before it. */
export function businessMonths(timeZone: string, now = Date.now()): { current: string; previous: string } {
  const current = businessMonthKey(now, timeZone);
  return { current, previous: addDays(`${current}-01`, -1).slice(0, 7) };
}
