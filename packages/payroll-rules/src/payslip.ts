import { type AdjustmentKind, adjustmentBases, isArrears } from './adjustments.js';
import type { MonthArrears } from './arrears.js';
import { capDeductions } from './deduction-cap.js';
import { type EpfMember, epfContribution } from './epf.js';
import { esiContribution } from './esi.js';
import { type CompiledStructure, evaluateStructure, type PayheadType } from './formulas.js';
import {
  type EmployerNps,
  type HraMonth,
  type IncomeTaxYear,
  monthlyTds,
  type TaxDeclarations,
  type TdsWorking,
} from './income-tax/index.js';
import { labourWelfareFund } from './labour-welfare-fund.js';
import type { LineName } from './line-name.js';
import { type LoanBalance, loanInstalment } from './loans.js';
import type { PayrollMonth } from './month.js';
import { packedMap } from './packed-map.js';
import { professionalTax, type TaxSlab } from './professional-tax.js';
import { type DatedRate, type MonthRules, rateInForce } from './rates.js';
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
  /** Age, pension membership and the higher-wage options, as EPF reads them. */
  epf: EpfMember;
}

/** The month's approved attendance, read through protocol's month totals. */
export interface PayslipAttendance {
  payableDays: number;
  workingDays: number;
  overtimeMinutes: number;
  /** Days paying anything, a half day included (the ESI file's days, the ECR's NCP days). */
  daysPaid: number;
  /** Approved leave days, paid or not (the ESI file's reason for a month of no days). */
  leaveDays: number;
}

export interface PayrollAdjustment {
  id: string;
  adjustment_type: 'addition' | 'deduction';
  /** The payhead kind it names (null: entered before kinds, outside the wage bases). */
  kind: AdjustmentKind | null;
  /** For arrears: the month `YYYY-MM` they are arrears of. */
  arrears_month: string | null;
  amount: number;
  reason: string;
}

/** What last month could not deduct under the 50% rule (a structure deduction, an adjustment). */
export interface CarriedDeduction {
  code: string;
  name: LineName;
  amount: number;
  /** The payslip line's ref (an adjustment's id), or its code for a structure deduction. */
  ref: string;
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
  carried: readonly CarriedDeduction[];
  /** Arrears of earlier months a salary revision owes, paid on this payslip (`arrearsOfMonth`). */
  arrears?: readonly MonthArrears[];
  /** The employee's income-tax year: its regime's figures and the year's earlier payslips. */
  incomeTax: {
    year: IncomeTaxYear;
    salaryBefore: number;
    tdsBefore: number;
    professionalTaxBefore: number;
    providentFundBefore: number;
    /** The employee's declarations for the year (Chapter VI-A, a previous employer, rent); none when absent. */
    declared?: TaxDeclarations;
    /** HRA and basic + DA of the year's earlier payslips, a month each (s. 10(13A)). */
    hraBefore?: readonly HraMonth[];
    /** The employer's pension contribution (`NPS_ER`) and basic + DA of the year's earlier payslips (s. 80CCD(2)). */
    employerNpsBefore?: EmployerNps;
  };
}

export type LineSource = 'structure' | 'statutory' | 'loan' | 'adjustment' | 'carried' | 'arrears';

/** One itemised line of a payslip (payslips.itemized_pay_details). */
export interface PayslipLine {
  code: string;
  name: LineName;
  kind: PayheadType;
  amount: number;
  source: LineSource;
  /** The full month's amount of a structure payhead. */
  rate?: number;
  /** The loan or adjustment the line comes from. */
  ref?: string;
  /** A loan's outstanding balance after this instalment. */
  balance_after?: number;
  /** Not deducted this month under the 50% rule: carried to the next month. */
  carried_forward?: number;
  /** An adjustment's payhead kind; arrears say the month `YYYY-MM` they belong to. */
  adjustment_kind?: AdjustmentKind;
  arrears_month?: string;
}

/** The aggregate figures (payslips.aggregate_pay_details and its columns). */
export interface PayslipTotals {
  gross_pay: number;
  total_deductions: number;
  net_pay: number;
  employer_contributions: number;
  payable_days: number;
  /** Days paying anything: a half day counts (statutory files). */
  days_paid: number;
  leave_days: number;
  days_in_month: number;
  working_days: number;
  overtime_hours: number;
  pf_wages: number;
  epf_wages: number;
  eps_wages: number;
  edli_wages: number;
  esi_covered: boolean;
  esi_wages: number;
  /** The employee's ESI share was not due: average daily wage up to the exemption. */
  esi_employee_exempt: boolean;
  /** Deductions not taken this month under the 50% rule, carried to the next. */
  carried_forward: number;
  /** Which row of each statutory code the month used: code → effective day. */
  rules_applied: Record<string, string>;
  /** Earnings that are salary for income tax (reimbursements left out): the next months' TDS reads them. */
  taxable_salary: number;
  /** How the month's TDS was reached (payroll README "TDS on salary"). */
  income_tax: TdsWorking;
  /** Arrears of earlier months paid here, month by month: the arrear ECR reads them. */
  arrears: MonthArrears[];
}

/** The statutory lines' codes and English names; the print template names them per language. */
export const statutoryLines = {
  EPF_EE: 'Provident fund',
  ESI_EE: 'Employee state insurance',
  PT: 'Professional tax',
  TDS: 'Income tax (TDS)',
  LWF_EE: 'Labour welfare fund',
  EPF_ER: 'Provident fund (employer)',
  EPS_ER: 'Pension scheme (employer)',
  EDLI_ER: 'EDLI (employer)',
  EPF_ADMIN: 'PF admin charges',
  ESI_ER: 'Employee state insurance (employer)',
  LWF_ER: 'Labour welfare fund (employer)',
  LOAN: 'Loan instalment',
  CARRIED: 'Carried from last month',
  ADJ_ADD: 'Adjustment',
  ADJ_DED: 'Adjustment',
} as const;

const statutory = (code: keyof typeof statutoryLines, kind: PayheadType, amount: number): PayslipLine[] =>
  amount > 0 ? [{ code, name: statutoryLines[code], kind, amount, source: 'statutory' }] : [];

/**
 * The lines of arrears paid on a payslip, each naming its month: earnings per payhead, and
 * the EPF and ESI due on them as that month's (payroll README "Arrears of a salary revision").
 */
function arrearsLines(arrears: readonly MonthArrears[]) {
  const line = (month: string, code: keyof typeof statutoryLines, kind: PayheadType, amount: number) =>
    amount > 0
      ? [{ code, name: statutoryLines[code], kind, amount, source: 'arrears' as const, arrears_month: month }]
      : [];
  return {
    earnings: arrears.flatMap(({ month, earnings }) =>
      earnings.map(
        (earning): PayslipLine => ({
          code: earning.code,
          name: earning.name,
          kind: 'earning',
          amount: earning.amount,
          source: 'arrears',
          arrears_month: month,
        }),
      ),
    ),
    deductions: arrears.flatMap((a): PayslipLine[] => [
      ...line(a.month, 'EPF_EE', 'deduction', a.epf_employee),
      ...line(a.month, 'ESI_EE', 'deduction', a.esi_employee),
    ]),
    employer: arrears.flatMap((a): PayslipLine[] => [
      ...line(a.month, 'EPF_ER', 'employer_contribution', a.epf_employer),
      ...line(a.month, 'EPS_ER', 'employer_contribution', a.eps),
      ...line(a.month, 'EDLI_ER', 'employer_contribution', a.edli),
      ...line(a.month, 'ESI_ER', 'employer_contribution', a.esi_employer),
    ]),
  };
}

/**
 * One employee's payslip for a month: the structure's payheads over the approved
 * attendance, then the statutory deductions and contributions of the month's rules, the
 * loans' instalments and the month's adjustments (payroll README "A payslip").
 */
export function computePayslip(input: PayslipInput): { lines: PayslipLine[]; totals: PayslipTotals } {
  const { month, rules, employee, attendance } = input;
  const overtimeHours = roundAmount(attendance.overtimeMinutes / 60, 'paise');
  // the state's row, else the national one; with neither (months before the Code on Wages)
  // the month's days, as structures divided before — said in the payslip's rules_applied
  const divisor =
    rateInForce(input.rates, 'overtime_day_divisor', month, employee.stateId) ??
    rateInForce(input.rates, 'overtime_day_divisor', month);
  const rulesApplied = {
    ...rules.applied,
    overtime_day_divisor: divisor
      ? `${divisor.effective_from}${divisor.states_id ? ' (state)' : ''}`
      : 'days_in_month',
  };
  const payheads = evaluateStructure(input.structure, {
    gross: employee.grossRate,
    payable_days: attendance.payableDays,
    days_in_month: month.daysInMonth,
    working_days: attendance.workingDays,
    overtime_hours: overtimeHours,
    overtime_multiplier: rules.overtimeMultiplier,
    overtime_day_divisor: divisor?.value ?? month.daysInMonth,
  });
  const lines: PayslipLine[] = packedMap(payheads, (payhead) => ({
    code: payhead.code,
    name: payhead.name,
    kind: payhead.payhead_type,
    amount: payhead.amount,
    rate: payhead.rate,
    source: 'structure',
  }));
  // additions enter the bases their kind puts them in (payroll README "Adjustments by payhead kind")
  const additions = packedMap(
    input.adjustments.filter((adjustment) => adjustment.adjustment_type === 'addition'),
    (adjustment) => ({ adjustment, bases: adjustmentBases(adjustment.kind) }),
  );
  const earnings = payheads.filter((payhead) => payhead.payhead_type === 'earning');
  const earnedGross = roundAmount(
    earnings.reduce((sum, payhead) => sum + payhead.amount, 0) +
      additions.reduce((sum, { adjustment, bases }) => sum + (bases.esiAndPt ? adjustment.amount : 0), 0),
    'paise',
  );
  const wages = roundAmount(
    pfWages(
      [
        ...packedMap(earnings, (payhead) => ({
          amount: payhead.amount,
          wageComponent: payhead.wage_component,
        })),
        ...additions.flatMap(({ adjustment, bases }) =>
          bases.pf ? [{ amount: adjustment.amount, wageComponent: bases.pf === 'wages' }] : [],
        ),
      ],
      rules.wagesExclusionCap,
    ),
    'paise',
  );
  const epf = epfContribution(wages, employee.epf, month, rules.epf);
  const esi = esiContribution(
    {
      grossRate: employee.grossRate,
      earnedGross,
      payableDays: attendance.payableDays,
      coveredEarlierInPeriod: employee.coveredEarlierInPeriod,
    },
    rules.esi,
  );
  const pt = professionalTax(input.slabs, employee.stateId, earnedGross, month, employee.gender);
  const lwf = labourWelfareFund(input.rates, employee.stateId, month);
  const statutoryDeductions = [
    ...statutory('EPF_EE', 'deduction', epf.employee),
    ...statutory('ESI_EE', 'deduction', esi.employee),
    ...statutory('PT', 'deduction', pt),
    ...statutory('LWF_EE', 'deduction', lwf.employee),
  ];
  // the 50% rule's order: statutory deductions first and whole, then the structure's
  // deductions, what last month carried, the loans (oldest first), the deduction adjustments
  const structureDeductions = lines.filter((line) => line.kind === 'deduction');
  const others = lines.filter((line) => line.kind !== 'deduction');
  for (const { adjustment } of additions)
    others.push({
      code: 'ADJ_ADD',
      name: adjustment.reason,
      kind: 'earning',
      amount: roundAmount(adjustment.amount, 'paise'),
      source: 'adjustment',
      ref: adjustment.id,
      ...(adjustment.kind && { adjustment_kind: adjustment.kind }),
      ...(isArrears(adjustment.kind) &&
        adjustment.arrears_month && { arrears_month: adjustment.arrears_month }),
    });
  // arrears are wages of their own months: out of this month's PF, ESI and PT bases, in
  // the wages the 50% rule halves and the salary taxed this year (Income-tax Act s. 15(b))
  const arrears = arrearsLines(input.arrears ?? []);
  others.push(...arrears.earnings);
  const reimbursed = new Set(
    additions.filter(({ bases }) => !bases.capWages).map(({ adjustment }) => adjustment.id),
  );
  const wanted: PayslipLine[] = [
    ...structureDeductions,
    ...packedMap(input.carried, (carried) => ({
      code: carried.code,
      name: carried.name,
      kind: 'deduction' as const,
      amount: roundAmount(carried.amount, 'paise'),
      source: 'carried' as const,
      ref: carried.ref,
    })),
  ];
  for (const loan of input.loans) {
    const { instalment, balanceAfter } = loanInstalment(loan);
    if (instalment > 0)
      wanted.push({
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
    if (adjustment.adjustment_type === 'deduction')
      wanted.push({
        code: 'ADJ_DED',
        name: adjustment.reason,
        kind: 'deduction',
        amount: roundAmount(adjustment.amount, 'paise'),
        source: 'adjustment',
        ref: adjustment.id,
        ...(adjustment.kind && { adjustment_kind: adjustment.kind }),
      });
  const wagesForCap = roundAmount(
    others
      .filter((line) => line.kind === 'earning' && !(line.ref && reimbursed.has(line.ref)))
      .reduce((total, line) => total + line.amount, 0),
    'paise',
  );
  // TDS on the month's salary (Income-tax Act s. 192), a statutory deduction taken whole; HRA
  // exempt u/s 10(13A) reads the HRA and basic + DA lines (rule 2A), their full month projected
  const structureLine = (code: string) =>
    others.filter((line) => line.kind === 'earning' && line.source === 'structure' && line.code === code);
  const sumOf = (found: PayslipLine[], rate: boolean) =>
    found.reduce((total, line) => total + (rate ? (line.rate ?? line.amount) : line.amount), 0);
  const hraLines = structureLine('HRA');
  const salaryLines = [...structureLine('BASIC'), ...structureLine('DA')];
  // s. 80CCD(2): the structure's employer contribution to the pension account, payhead `NPS_ER`
  const npsLines = others.filter(
    (line) => line.kind === 'employer_contribution' && line.source === 'structure' && line.code === 'NPS_ER',
  );
  const { year, salaryBefore, tdsBefore, professionalTaxBefore, providentFundBefore } = input.incomeTax;
  const incomeTax = monthlyTds({
    year,
    salaryBefore,
    tdsBefore,
    professionalTaxBefore,
    providentFundBefore,
    declared: input.incomeTax.declared,
    hraBefore: input.incomeTax.hraBefore,
    employerNpsBefore: input.incomeTax.employerNpsBefore,
    hraThisMonth: {
      hra: sumOf(hraLines, false),
      salary: sumOf(salaryLines, false),
      hraRate: sumOf(hraLines, true),
      salaryRate: sumOf(salaryLines, true),
    },
    employerNpsThisMonth: {
      contribution: sumOf(npsLines, false),
      salary: sumOf(salaryLines, false),
      contributionRate: sumOf(npsLines, true),
      salaryRate: sumOf(salaryLines, true),
    },
    month,
    salaryThisMonth: wagesForCap,
    professionalTaxThisMonth: pt,
    providentFundThisMonth: epf.employee,
    grossRate: employee.grossRate,
  });
  statutoryDeductions.push(...statutory('TDS', 'deduction', incomeTax.tds), ...arrears.deductions);
  const statutoryTotal = statutoryDeductions.reduce((total, line) => total + line.amount, 0);
  const taken = capDeductions(
    wagesForCap,
    statutoryTotal,
    packedMap(wanted, (line) => line.amount),
    rules.deductionCap,
  );
  const deductions = packedMap(wanted, (line, index) => {
    const amount = taken[index] ?? line.amount;
    if (amount === line.amount) return line;
    const short = roundAmount(line.amount - amount, 'paise');
    return {
      ...line,
      amount,
      carried_forward: short,
      ...(line.balance_after !== undefined && {
        balance_after: roundAmount(line.balance_after + short, 'paise'),
      }),
    };
  });
  lines.splice(
    0,
    lines.length,
    ...others.filter((line) => line.kind === 'earning'),
    ...statutoryDeductions,
    ...deductions,
    ...statutory('EPF_ER', 'employer_contribution', epf.employerEpf),
    ...statutory('EPS_ER', 'employer_contribution', epf.eps),
    ...statutory('EDLI_ER', 'employer_contribution', epf.edli),
    ...statutory('EPF_ADMIN', 'employer_contribution', epf.admin),
    ...statutory('ESI_ER', 'employer_contribution', esi.employer),
    ...statutory('LWF_ER', 'employer_contribution', lwf.employer),
    ...arrears.employer,
    ...others.filter((line) => line.kind === 'employer_contribution'),
  );
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
      days_paid: attendance.daysPaid,
      leave_days: attendance.leaveDays,
      days_in_month: month.daysInMonth,
      working_days: attendance.workingDays,
      overtime_hours: overtimeHours,
      pf_wages: wages,
      epf_wages: epf.epfWages,
      eps_wages: epf.epsWages,
      edli_wages: epf.edliWages,
      esi_covered: esi.covered,
      esi_wages: esi.esiWages,
      esi_employee_exempt: esi.employeeExempt,
      carried_forward: roundAmount(
        deductions.reduce((total, line) => total + (line.carried_forward ?? 0), 0),
        'paise',
      ),
      rules_applied: rulesApplied,
      taxable_salary: wagesForCap,
      income_tax: incomeTax,
      arrears: [...(input.arrears ?? [])],
    },
  };
}
