import type { DayFigures, SummaryDay } from '@muster/protocol';
import { financialYearOf } from '@muster/protocol';
import type { MonthArrears } from './arrears.js';
import { approvedStatuses, groupDays, payslipAttendance } from './attendance.js';
import { type CompiledStructure, compileStructure, type PayheadDefinition } from './formulas.js';
import {
  type EmployerNps,
  type HraMonth,
  type IncomeTaxRate,
  incomeTaxYear,
  type TaxDeclarations,
  type TaxRegime,
} from './income-tax/index.js';
import type { LoanBalance } from './loans.js';
import { type MinimumWageRate, payslipBelowMinimum } from './minimum-wage.js';
import { payrollMonthOfKey } from './month.js';
import type {
  CarriedDeduction,
  PayrollAdjustment,
  PayslipEmployee,
  PayslipLine,
  PayslipTotals,
} from './payslip.js';
import { computePayslip } from './payslip.js';
import type { TaxSlab } from './professional-tax.js';
import { type DatedRate, monthRules } from './rates.js';

/**
 * Every input of one employee's payslip for a month but the month's attendance, as JSON: what
 * `txn_payslips_inputs` answers and what generation reads for the employee (issue #32 item 4).
 */
export interface PayslipInputs {
  /** Whose payslip: a batch of inputs answers one record per employee. */
  employees_id: string;
  /** The payroll month, `YYYY-MM`. */
  month: string;
  /** The paying business's time zone, the month's (its `PayrollMonth.timeZone`). */
  timeZone: string;
  /** The monthly gross of the employee's structure; null: none recorded. */
  grossRate: number | null;
  employee: Omit<PayslipEmployee, 'grossRate'>;
  /** The salary structure's payheads; null: the employee has no structure. */
  payheads: PayheadDefinition[] | null;
  rates: DatedRate[];
  slabs: TaxSlab[];
  loans: LoanBalance[];
  adjustments: PayrollAdjustment[];
  carried: CarriedDeduction[];
  incomeTax: {
    rates: IncomeTaxRate[];
    regime: TaxRegime;
    salaryBefore: number;
    tdsBefore: number;
    professionalTaxBefore: number;
    providentFundBefore: number;
    /** The employee's declarations for the year, as generation reads them. */
    declared?: TaxDeclarations;
    /** HRA and basic + DA of the year's earlier payslips, a month each (s. 10(13A)). */
    hraBefore?: HraMonth[];
    /** The employer's pension contribution (`NPS_ER`) and basic + DA of the year's earlier payslips (s. 80CCD(2)). */
    employerNpsBefore?: EmployerNps;
  };
  /** The minimum-wage rows of the employee's state and what picks one (zone, skill). */
  minimumWage: {
    rates: MinimumWageRate[];
    states_id: string | null;
    zone: string | null;
    skill: string | null;
  };
  /** The month's payslip is approved: it will not change whatever the attendance does. */
  payslipApproved: boolean;
  /** Arrears of a salary revision the month's payslip pays, as generation computes them. */
  arrears?: MonthArrears[];
}

/**
 * `txn_payslips_inputs`' record as its type: protocol, below this package, declares the txn
 * with records of unknown shape (protocol `payroll.ts`); the server builds it as this type.
 */
export const payslipInputsOf = (record: Record<string, unknown>): PayslipInputs =>
  record as unknown as PayslipInputs;

/** One of the screen's days of the month: its totals' reading, and its IST day. */
export interface ProjectedDay extends SummaryDay {
  /** `YYYY-MM-DD`. */
  day: string;
}

/**
 * A day of the screen as live pay reads it: its figures (the stored day's, or the figures an
 * unsaved edit will give it, protocol's `DayFigures`) and its status; a day with no type yet
 * counts for nothing.
 */
export function projectedDay(
  day: string,
  figures: Pick<DayFigures, 'code' | 'overtimeMinutes' | 'differenceMinutes' | 'payableDays'>,
  status: string | null,
): ProjectedDay | null {
  if (!figures.code) return null;
  return {
    day,
    attType: figures.code,
    overtimeMinutes: figures.overtimeMinutes,
    deficitMinutes: figures.differenceMinutes,
    payableDays: figures.payableDays,
    status,
  };
}

/** Why a projection is incomplete or will differ from the payslip; each is an i18n key with its values. */
export type ProjectionNote =
  | { key: 'noStructure' }
  | { key: 'structureErrors'; problems: string[] }
  | { key: 'noGross' }
  | { key: 'notComputed'; reason: string }
  | { key: 'unapprovedDays'; days: number }
  | { key: 'daysNotReached'; days: number }
  | { key: 'payslipApproved' }
  | { key: 'belowMinimumWage'; duePaise: number; paidPaise: number };

export interface PayProjection {
  /** null when nothing can be projected (no structure, no gross, a rule refused): see the notes. */
  payslip: { lines: PayslipLine[]; totals: PayslipTotals } | null;
  notes: ProjectionNote[];
}

const paidStatuses: ReadonlySet<string | null> = new Set(approvedStatuses);
const compiled = new WeakMap<PayheadDefinition[], ReturnType<typeof compileStructure>>();
/** A structure is compiled once per inputs received, not once per cell edit. */
function structureOf(payheads: PayheadDefinition[]) {
  const found = compiled.get(payheads) ?? compileStructure(payheads);
  compiled.set(payheads, found);
  return found;
}

/**
 * The month's pay projected from the payslip's inputs and the days the screen holds, unsaved
 * edits included, through `computePayslip`, the function generation runs (no second
 * implementation): every day counts as it stands, as if approved; the notes say what is
 * missing — days not approved yet, days of the month after `today` (`YYYY-MM-DD`), no
 * structure or gross — so the figure is never silently short. The month is the paying
 * business's, in its zone, as generation's is.
 */
export function projectPay(
  inputs: PayslipInputs,
  days: readonly ProjectedDay[],
  today: string,
): PayProjection {
  const month = payrollMonthOfKey(inputs.month, inputs.timeZone);
  const inMonth = days.filter((day) => day.day >= month.firstDay && day.day <= month.lastDay);
  const notes: ProjectionNote[] = [];
  if (inputs.payslipApproved) notes.push({ key: 'payslipApproved' });
  const unapproved = inMonth.filter(
    (day) => day.status !== 'rejected' && !paidStatuses.has(day.status),
  ).length;
  if (unapproved) notes.push({ key: 'unapprovedDays', days: unapproved });
  const notReached =
    today < month.firstDay
      ? month.daysInMonth
      : today >= month.lastDay
        ? 0
        : month.daysInMonth - Number(today.slice(8));
  if (notReached) notes.push({ key: 'daysNotReached', days: notReached });
  if (!inputs.payheads) return { payslip: null, notes: [{ key: 'noStructure' }, ...notes] };
  const check = structureOf(inputs.payheads);
  if (!check.ok)
    return { payslip: null, notes: [{ key: 'structureErrors', problems: check.problems }, ...notes] };
  if (!inputs.grossRate || inputs.grossRate <= 0)
    return { payslip: null, notes: [{ key: 'noGross' }, ...notes] };
  try {
    const payslip = payslipOf(inputs, check.structure, month, inMonth);
    const below = belowMinimum(inputs, payslip.totals, month);
    return { payslip, notes: below ? [...notes, below] : notes };
  } catch (error) {
    // a rate or an income-tax year missing for the month: generation refuses the payslip too
    return {
      payslip: null,
      notes: [
        { key: 'notComputed', reason: error instanceof Error ? error.message : String(error) },
        ...notes,
      ],
    };
  }
}

function payslipOf(
  inputs: PayslipInputs,
  structure: CompiledStructure,
  month: ReturnType<typeof payrollMonthOfKey>,
  days: readonly ProjectedDay[],
) {
  const { rates: taxRates, regime, ...taxSoFar } = inputs.incomeTax;
  return computePayslip({
    month,
    rules: monthRules(inputs.rates, month),
    rates: inputs.rates,
    slabs: inputs.slabs,
    structure,
    employee: { ...inputs.employee, grossRate: inputs.grossRate ?? 0 },
    attendance: payslipAttendance(groupDays(days), month),
    loans: inputs.loans,
    adjustments: inputs.adjustments,
    carried: inputs.carried,
    arrears: inputs.arrears ?? [],
    incomeTax: {
      year: incomeTaxYear(taxRates, regime, financialYearOf(month.firstDay).firstDay),
      ...taxSoFar,
    },
  });
}

function belowMinimum(
  inputs: PayslipInputs,
  totals: PayslipTotals,
  month: ReturnType<typeof payrollMonthOfKey>,
): ProjectionNote | null {
  const { rates, ...place } = inputs.minimumWage;
  const below = payslipBelowMinimum(place, totals, rates, month);
  return below ? { key: 'belowMinimumWage', duePaise: below.due_paise, paidPaise: below.paid_paise } : null;
}
