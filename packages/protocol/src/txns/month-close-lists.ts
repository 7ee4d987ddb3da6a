import { businessMonthStart } from '../business-time.js';
import type { MonthCloseStep } from './month-close.js';

/** A flat list filter: conditions, and groups of conditions each joined by its own `joinop`. */
export interface StepListCondition {
  path: string;
  operator: '=' | '!=' | 'in' | 'between';
  value: unknown;
  joinop?: 'and' | 'or';
}
export type StepListFilter = StepListCondition | { filterInput: StepListCondition[] };

/**
 * An invoice not cancelled: a cancelled one is decided and no longer holds its month (the
 * invoices README, "Issued invoices are never changed"), so no invoice step counts it.
 */
const live: StepListCondition = { path: 'status', operator: '!=', value: 'cancelled' };

/** The list of the records a step counts: a folder and the fixed filters of its list. */
export interface StepList {
  folder: string;
  filters: StepListFilter[];
}

const or = (first: StepListCondition, ...rest: StepListCondition[]): StepListFilter => ({
  // each condition after the first says its own joinop: a list joins its fixed filters with 'and'
  filterInput: [first, ...rest.map((condition) => ({ ...condition, joinop: 'or' as const }))],
});

/**
 * Employed during the month (issue #32 item 2): joined before it ends, not left before it
 * starts; a 'Left' employee counts only by a leaving date (one who left on the 20th worked
 * that month). The SQL of the counts says the same (`employedInMonthSql`, payroll).
 */
function employedIn(start: string, end: string): StepListFilter[] {
  return [
    or(
      { path: 'joining_date', operator: '=', value: null },
      { path: 'joining_date', operator: 'between', value: [null, end] },
    ),
    or(
      { path: 'leaving_date', operator: '=', value: null },
      { path: 'leaving_date', operator: 'between', value: [start, null] },
    ),
    or(
      { path: 'employee_status', operator: '!=', value: 'Left' },
      { path: 'leaving_date', operator: '!=', value: null },
    ),
  ];
}

/**
 * The attendance statuses that decide a day: approved (payroll pays on final_approved and
 * settled) or rejected (not paid; how a Single Punch of an invoiced month is decided, issue
 * #32 item 3). The month-close counts read the others as open.
 */
export const decidedAttendanceStatuses = ['final_approved', 'settled', 'rejected'] as const;

const undecided: StepListCondition[] = decidedAttendanceStatuses.map((code) => ({
  path: 'attendance_status.code',
  operator: '!=',
  value: code,
}));

/**
 * The list each step's link opens: exactly the records the step counts (same business, month
 * and statuses; `load/step-counts.ts` on the server is the same conditions in SQL, and
 * `month-close/lists.test.ts` compares them row for row). Null for the steps that count
 * what does not exist yet (payslips and invoices not generated, files not downloaded): their
 * link opens the generation tab, where the files are downloaded too.
 * The month is the business's whose step it is, bounded by midnights of its zone
 * (`MonthCloseBusiness.time_zone`: a contractor's when a principal employer lists its step),
 * as the counts are; `today` (an ISO instant, that business day's start) splits settlements
 * due from late.
 */
export function monthCloseStepList(
  step: MonthCloseStep,
  month: string,
  timeZone: string,
  today: string,
): StepList | null {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const start = new Date(businessMonthStart(year, number, timeZone)).toISOString();
  const end = new Date(businessMonthStart(year, number + 1, timeZone)).toISOString();
  const within = (path: string): StepListCondition => ({ path, operator: 'between', value: [start, end] });
  const atMost0 = (path: string) => [
    { path, operator: '=' as const, value: null },
    { path, operator: 'between' as const, value: [null, 0] },
  ];
  switch (step) {
    case 'attendance_unapproved':
      return { folder: 'attendance', filters: [within('attendance_date'), ...undecided] };
    case 'single_punches':
      return {
        folder: 'attendance',
        filters: [
          within('attendance_date'),
          ...undecided,
          { path: 'att_type.code', operator: '=', value: 'SP' },
        ],
      };
    case 'leaves_undecided':
      return {
        folder: 'leaves',
        filters: [
          { path: 'leave_status', operator: 'in', value: ['created', 'intermediate_approved'] },
          within('leave_days.leave_period'),
        ],
      };
    case 'no_salary_structure': {
      const [noGross, lowGross] = atMost0('gross_salary') as [StepListCondition, StepListCondition];
      return {
        folder: 'employees',
        filters: [
          ...employedIn(start, end),
          or({ path: 'salary_structures_id', operator: '=', value: null }, noGross, lowGross),
        ],
      };
    }
    case 'no_bank_account':
      return {
        folder: 'employees',
        filters: [
          ...employedIn(start, end),
          or(
            { path: 'bank_account_no', operator: '=', value: null },
            { path: 'bank_account_no', operator: '=', value: '' },
          ),
        ],
      };
    case 'payslips_zero': {
      const [first, ...rest] = [...atMost0('payable_days'), ...atMost0('net_pay')] as StepListCondition[];
      return {
        folder: 'payslips',
        filters: [within('payroll_month'), or(first as StepListCondition, ...rest)],
      };
    }
    case 'payslips_unapproved':
      return {
        folder: 'payslips',
        filters: [within('payroll_month'), { path: 'status', operator: '!=', value: 'approved' }],
      };
    case 'invoices_unapproved':
      return {
        folder: 'invoices',
        filters: [within('invoice_month'), { path: 'status', operator: '!=', value: 'approved' }, live],
      };
    case 'invoice_documents_pending':
      return {
        folder: 'invoices',
        filters: [
          within('invoice_month'),
          live,
          { path: 'approval_documents.status', operator: 'in', value: [...pendingDocumentStatuses] },
        ],
      };
    case 'settlements_due':
    case 'settlements_late':
      return {
        folder: 'settlements',
        filters: [
          within('leaving_date'),
          { path: 'status', operator: '!=', value: 'paid' },
          {
            path: 'due_on',
            operator: 'between',
            value: step === 'settlements_due' ? [today, null] : [null, today],
          },
        ],
      };
    case 'payslips_not_generated':
    case 'invoices_not_generated':
    case 'ecr_not_downloaded':
    case 'esi_not_downloaded':
      return null;
  }
}

/**
 * The steps whose lists filter on fields only the row's own business reads (the catalogue
 * README's field rules: employees' gross salary and bank account, payslips' payable days and
 * net pay are its admin's and HR's, `engine/scope/field-access.ts`): another business's user
 * reads them as empty, so its list would hold every row. A principal employer's screen gives
 * these steps no link on a contractor's row (`month-close/lists.test.ts` shows both).
 */
export const ownBusinessSteps: ReadonlySet<MonthCloseStep> = new Set([
  'no_salary_structure',
  'no_bank_account',
  'payslips_zero',
]);

/** An invoice's document the principal employer has not approved yet (its workflow's other states). */
export const pendingDocumentStatuses = ['pending', 'uploaded', 'rejected'] as const;
