import { epfContribution } from './epf.js';
import { esiContribution } from './esi.js';
import { type CompiledStructure, evaluateStructure, type PayheadType } from './formulas.js';
import { labourWelfareFund } from './labour-welfare-fund.js';
import { type LoanBalance, loanInstalment } from './loans.js';
import type { PayrollMonth } from './month.js';
import { professionalTax, type TaxSlab } from './professional-tax.js';
import type { DatedRate, MonthRules } from './rates.js';
import { roundAmount } from './rounding.js';
import { pfWages } from './wages.js';

/** The employee's own figures a payslip reads. */
export interface PayslipEmployee {
  /** The monthly gross of the salary structure (employees.gross_salary). */
  grossRate: number;
  /** The state of the employee's site: its PT slabs and LWF. */
  stateId: string | null;
  gender: string | null;
  /** Covered by ESI in an earlier month of this contribution period. */
  coveredEarlierInPeriod: boolean;
}

/** The month's approved attendance, read through protocol's month totals. */
export interface PayslipAttendance {
  payableDays: number;
  workingDays: number;
  overtimeMinutes: number;
}

export interface PayrollAdjustment {
  id: string;
  adjustment_type: 'addition' | 'deduction';
  amount: number;
  reason: string;
}

export interface PayslipInput {
  month: PayrollMonth;
  rules: MonthRules;
  /** Every dated rate (the state ones are looked up per employee). */
  rates: readonly DatedRate[];
  slabs: readonly TaxSlab[];
  structure: CompiledStructure;
  employee: PayslipEmployee;
  attendance: PayslipAttendance;
  loans: readonly LoanBalance[];
  adjustments: readonly PayrollAdjustment[];
}

export type LineSource = 'structure' | 'statutory' | 'loan' | 'adjustment';

/** One itemised line of a payslip (payslips.itemized_pay_details). */
export interface PayslipLine {
  code: string;
  name: string;
  kind: PayheadType;
  amount: number;
  source: LineSource;
  /** The full month's amount of a structure payhead. */
  rate?: number;
  /** The loan or adjustment the line comes from. */
  ref?: string;
  /** A loan's outstanding balance after this instalment. */
  balance_after?: number;
}

/** The aggregate figures (payslips.aggregate_pay_details and its columns). */
export interface PayslipTotals {
  gross_pay: number;
  total_deductions: number;
  net_pay: number;
  employer_contributions: number;
  payable_days: number;
  days_in_month: number;
  working_days: number;
  overtime_hours: number;
  pf_wages: number;
  epf_wages: number;
  eps_wages: number;
  edli_wages: number;
  esi_covered: boolean;
  esi_wages: number;
  /** Which row of each statutory code the month used: code → effective day. */
  rules_applied: Record<string, string>;
}

/** The statutory lines' codes and English names; the print template names them per language. */
export const statutoryLines = {
  EPF_EE: 'Provident fund',
  ESI_EE: 'Employee state insurance',
  PT: 'Professional tax',
  LWF_EE: 'Labour welfare fund',
  EPF_ER: 'Provident fund (employer)',
  EPS_ER: 'Pension scheme (employer)',
  EDLI_ER: 'EDLI (employer)',
  EPF_ADMIN: 'PF admin charges',
  ESI_ER: 'Employee state insurance (employer)',
  LWF_ER: 'Labour welfare fund (employer)',
  LOAN: 'Loan instalment',
  ADJ_ADD: 'Adjustment',
  ADJ_DED: 'Adjustment',
} as const;

const statutory = (code: keyof typeof statutoryLines, kind: PayheadType, amount: number): PayslipLine[] =>
  amount > 0 ? [{ code, name: statutoryLines[code], kind, amount, source: 'statutory' }] : [];

/**
 * One employee's payslip for a month: the structure's payheads over the approved
 * attendance, then the statutory deductions and contributions of the month's rules, the
 * loans' instalments and the month's adjustments (payroll README "A payslip").
 */
export function computePayslip(input: PayslipInput): { lines: PayslipLine[]; totals: PayslipTotals } {
  const { month, rules, employee, attendance } = input;
  const overtimeHours = roundAmount(attendance.overtimeMinutes / 60, 'paise');
  const payheads = evaluateStructure(input.structure, {
    gross: employee.grossRate,
    payable_days: attendance.payableDays,
    days_in_month: month.daysInMonth,
    working_days: attendance.workingDays,
    overtime_hours: overtimeHours,
    overtime_multiplier: rules.overtimeMultiplier,
  });
  const lines: PayslipLine[] = payheads.map((payhead) => ({
    code: payhead.code,
    name: payhead.name,
    kind: payhead.payhead_type,
    amount: payhead.amount,
    rate: payhead.rate,
    source: 'structure',
  }));
  const earnings = payheads.filter((payhead) => payhead.payhead_type === 'earning');
  const earnedGross = roundAmount(
    earnings.reduce((sum, payhead) => sum + payhead.amount, 0),
    'paise',
  );
  const wages = roundAmount(
    pfWages(
      earnings.map((payhead) => ({ amount: payhead.amount, wageComponent: payhead.wage_component })),
      rules.wagesExclusionCap,
    ),
    'paise',
  );
  const epf = epfContribution(wages, rules.epf);
  const esi = esiContribution(
    { grossRate: employee.grossRate, earnedGross, coveredEarlierInPeriod: employee.coveredEarlierInPeriod },
    rules.esi,
  );
  const pt = professionalTax(input.slabs, employee.stateId, earnedGross, month, employee.gender);
  const lwf = labourWelfareFund(input.rates, employee.stateId, month);
  lines.push(
    ...statutory('EPF_EE', 'deduction', epf.employee),
    ...statutory('ESI_EE', 'deduction', esi.employee),
    ...statutory('PT', 'deduction', pt),
    ...statutory('LWF_EE', 'deduction', lwf.employee),
    ...statutory('EPF_ER', 'employer_contribution', epf.employerEpf),
    ...statutory('EPS_ER', 'employer_contribution', epf.eps),
    ...statutory('EDLI_ER', 'employer_contribution', epf.edli),
    ...statutory('EPF_ADMIN', 'employer_contribution', epf.admin),
    ...statutory('ESI_ER', 'employer_contribution', esi.employer),
    ...statutory('LWF_ER', 'employer_contribution', lwf.employer),
  );
  for (const loan of input.loans) {
    const { instalment, balanceAfter } = loanInstalment(loan);
    if (instalment > 0)
      lines.push({
        code: 'LOAN',
        name: statutoryLines.LOAN,
        kind: 'deduction',
        amount: instalment,
        source: 'loan',
        ref: loan.id,
        balance_after: balanceAfter,
      });
  }
  for (const adjustment of input.adjustments)
    lines.push({
      code: adjustment.adjustment_type === 'addition' ? 'ADJ_ADD' : 'ADJ_DED',
      name: adjustment.reason,
      kind: adjustment.adjustment_type === 'addition' ? 'earning' : 'deduction',
      amount: roundAmount(adjustment.amount, 'paise'),
      source: 'adjustment',
      ref: adjustment.id,
    });
  const sum = (kind: PayheadType) =>
    roundAmount(
      lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.amount, 0),
      'paise',
    );
  const grossPay = sum('earning');
  const totalDeductions = sum('deduction');
  return {
    lines,
    totals: {
      gross_pay: grossPay,
      total_deductions: totalDeductions,
      net_pay: roundAmount(grossPay - totalDeductions, 'paise'),
      employer_contributions: sum('employer_contribution'),
      payable_days: attendance.payableDays,
      days_in_month: month.daysInMonth,
      working_days: attendance.workingDays,
      overtime_hours: overtimeHours,
      pf_wages: wages,
      epf_wages: epf.epfWages,
      eps_wages: epf.epfWages,
      edli_wages: epf.epfWages,
      esi_covered: esi.covered,
      esi_wages: esi.esiWages,
      rules_applied: rules.applied,
    },
  };
}
