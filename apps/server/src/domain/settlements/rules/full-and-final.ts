import {
  annualIncomeTax,
  type BonusMonth,
  capDeductions,
  chapterVIA,
  chapterVIATotal,
  type DatedRate,
  type EmployerNps,
  gratuity,
  type HraMonth,
  type IncomeTaxYear,
  noDeclarations,
  type PayrollMonth,
  paiseOf,
  requiredRateOnDay,
  roundAmount,
  statutoryBonus,
  type TaxDeclarations,
  yearHraExemption,
} from '@muster/payroll-rules';
import { settlementDueDay } from './due-day.js';

/** Which monthly rate a leave type's days are encashed at (`leave_types.encashment_wages`). */
export type EncashmentWages = 'wages' | 'gross';

/** A leave type's days to the leaver's credit on the leaving day. */
export interface LeaveCredit {
  code: string;
  days: number;
  wages: EncashmentWages;
}

/**
 * What a full-and-final settlement is computed from (loaded by `../load.ts`). Money is integer
 * paise (issue #28 item 2), except `bonusMonths` and the tax year's figures, which are the
 * bonus and income-tax rules' own rupees.
 */
export interface SettlementInput {
  joiningDay: string;
  leavingDay: string;
  /** The code of the employee's leaving reason (`leaving_reasons`); death is s. 4(1)'s proviso for gratuity. */
  leavingReason: string | null;
  /** Monthly gross of the salary structure, paise. */
  grossRate: number;
  /**
   * Monthly wages (Code on Wages s. 2(y): basic + DA, and allowances over half the pay) of
   * the latest payslip paying days, brought to a full month, in paise (exact, not rounded: each
   * line rounds once); null when no payslip paid any.
   */
  wageRate: number | null;
  leavingMonth: PayrollMonth;
  /** The leaving month's payslip, when generated: it pays the last month's days itself. */
  leavingMonthPayslip: { netPay: number; payableDays: number } | null;
  leave: readonly LeaveCredit[];
  fixedTerm: boolean;
  /** The accounting year's months so far, from its payslips (bonus). */
  bonusMonths: readonly BonusMonth[];
  notice: { requiredDays: number; servedDays: number; givenBy: 'employer' | 'employee' };
  /** Each active loan's outstanding balance in paise, oldest first. */
  loans: readonly { ref: string; outstanding: number }[];
  /** The financial year's income tax so far (this employer's payslips, paise), and the regime's figures. */
  tax: {
    year: IncomeTaxYear;
    salaryBefore: number;
    tdsBefore: number;
    professionalTaxBefore: number;
    providentFundBefore: number;
    /** The leaver's declarations for the year (paise): Chapter VI-A, a previous employer (s. 192(2)), rent. */
    declared?: TaxDeclarations;
    /** HRA and basic + DA of the year's payslips, the leaving month's too, a month each (paise; s. 10(13A)). */
    hraMonths?: readonly HraMonth[];
    /**
     * The employer's pension contribution (structure lines `NPS_ER`) of the year's payslips, the
     * leaving month's too, and their basic + DA (paise; s. 17(1)(viii) salary, s. 80CCD(2)).
     */
    employerNps?: EmployerNps;
  };
  weeklyOffs: readonly number[];
  holidays: readonly string[];
}

export const settlementLineCodes = [
  'last_month_pay',
  'leave_encashment',
  'gratuity',
  'bonus',
  'notice_pay',
  'tds',
  'notice_recovery',
  'loan_recovery',
] as const;
export type SettlementLineCode = (typeof settlementLineCodes)[number];

/**
 * Why a line is what it is, for the statement (translated by the client and the statement's
 * texts): a line that pays nothing or leaves something unpaid always says why. Its money
 * (`settlementNoteMoney`) is paise, as the line's.
 */
export type SettlementNote =
  | { code: 'paid_by_payslip'; month: string; netPay: number }
  | { code: 'no_payslip_deductions'; month: string }
  | { code: 'days_worked'; days: number; daysInMonth: number }
  | { code: 'leave_days'; leaveType: string; days: number; dayRate: number }
  | { code: 'no_leave_credit' }
  | { code: 'no_wages_known' }
  | { code: 'gratuity_years'; years: number; completedYears: number; partYearDays: number }
  | { code: 'gratuity_not_eligible'; refusal: string; completedYears: number; partYearDays: number }
  | { code: 'bonus_not_eligible'; refusal: string; daysWorked: number }
  | { code: 'bonus_rate'; rate: number; bonusWages: number }
  | { code: 'notice_shortfall'; days: number; givenBy: 'employer' | 'employee' }
  | { code: 'no_notice_shortfall' }
  | { code: 'tax_working'; taxableIncome: number; annualTax: number; tdsBefore: number; exempt: number }
  | { code: 'not_recovered'; amount: number; ref: string }
  | { code: 'no_loans' };

/** The values of a note that are money: paise in the rule, rupees where stored and printed. */
export const settlementNoteMoney = [
  'netPay',
  'dayRate',
  'bonusWages',
  'taxableIncome',
  'annualTax',
  'tdsBefore',
  'exempt',
  'amount',
] as const;

export interface SettlementLine {
  code: SettlementLineCode;
  kind: 'earning' | 'deduction';
  /** Integer paise. */
  amount: number;
  notes: SettlementNote[];
}

/** A settlement; its money is integer paise. */
export interface Settlement {
  lines: SettlementLine[];
  totalEarnings: number;
  totalDeductions: number;
  netPay: number;
  /** What the 50% rule left unrecovered: the employee owes it, settled outside the wages. */
  statedBalance: number;
  dueDay: string;
}

/** An exact figure in paise taken to whole paise: the one rounding of each line. */
const toPaise = (exact: number) => roundAmount(exact);
/** Paise as the rupees of the package's bonus, gratuity, tax and 50% rules. */
const rupeesOf = (paise: number) => paise / 100;
const line = (
  code: SettlementLineCode,
  kind: SettlementLine['kind'],
  amount: number,
  notes: SettlementNote[],
): SettlementLine => ({ code, kind, amount, notes });

/** Days from the leaving month's first day (or the joining day, when later) to the leaving day. */
function daysWorkedInMonth(input: SettlementInput): number {
  const dayOfMonth = (day: string) => Number(day.slice(8));
  const joinedInMonth = input.joiningDay >= input.leavingMonth.firstDay;
  return dayOfMonth(input.leavingDay) - (joinedInMonth ? dayOfMonth(input.joiningDay) - 1 : 0);
}

/**
 * The last month's days: paid by the month's payslip when it is generated (it deducts PF,
 * ESI and PT itself); otherwise here, at the gross rate for the days up to leaving, saying
 * that no statutory deduction was made on them.
 */
function lastMonthPay(input: SettlementInput): SettlementLine {
  const month = input.leavingMonth;
  if (input.leavingMonthPayslip)
    return line('last_month_pay', 'earning', 0, [
      { code: 'paid_by_payslip', month: month.key, netPay: input.leavingMonthPayslip.netPay },
    ]);
  const days = daysWorkedInMonth(input);
  return line('last_month_pay', 'earning', toPaise((input.grossRate * days) / month.daysInMonth), [
    { code: 'days_worked', days, daysInMonth: month.daysInMonth },
    { code: 'no_payslip_deductions', month: month.key },
  ]);
}

/**
 * Leave to the credit on leaving is paid (Factories Act 1948 s. 79(3); Code on Occupational
 * Safety, Health and Working Conditions 2020 s. 32(1)(viii)), each day at the monthly rate
 * its type names ÷ `leave_encashment_day_divisor` (s. 80(1): the daily average of the
 * full-time earnings of the days worked, a month's 26 working days).
 */
function leaveEncashment(input: SettlementInput, rates: readonly DatedRate[]): SettlementLine {
  const credited = input.leave.filter((credit) => credit.days > 0);
  if (!credited.length) return line('leave_encashment', 'earning', 0, [{ code: 'no_leave_credit' }]);
  const divisor = requiredRateOnDay(rates, 'leave_encashment_day_divisor', input.leavingDay);
  const notes: SettlementNote[] = [];
  let exact = 0;
  for (const credit of credited) {
    const monthly = credit.wages === 'gross' ? input.grossRate : input.wageRate;
    if (monthly === null) {
      notes.push({ code: 'no_wages_known' });
      continue;
    }
    const dayRate = monthly / divisor;
    exact += dayRate * credit.days;
    notes.push({ code: 'leave_days', leaveType: credit.code, days: credit.days, dayRate: toPaise(dayRate) });
  }
  return line('leave_encashment', 'earning', toPaise(exact), notes);
}

function gratuityLine(input: SettlementInput, rates: readonly DatedRate[]): SettlementLine {
  if (input.wageRate === null) return line('gratuity', 'earning', 0, [{ code: 'no_wages_known' }]);
  const result = gratuity(
    {
      joiningDay: input.joiningDay,
      leavingDay: input.leavingDay,
      monthlyWages: rupeesOf(input.wageRate),
      fixedTerm: input.fixedTerm,
      deathOrDisablement: input.leavingReason === 'deceased',
      daysWorkedInPartYear: null,
    },
    rates,
  );
  const service = { completedYears: result.completedYears, partYearDays: result.partYearDays };
  // the rule rounds once to the paisa (gratuity.ts): its rupees are whole paise
  return line('gratuity', 'earning', paiseOf(result.amount), [
    result.eligible
      ? { code: 'gratuity_years', years: result.yearsCounted, ...service }
      : { code: 'gratuity_not_eligible', refusal: result.refusal ?? '', ...service },
  ]);
}

/** The accounting year's bonus so far, at the minimum rate (s. 10): the employer's higher rate is not recorded. */
function bonusLine(input: SettlementInput, rates: readonly DatedRate[]): SettlementLine {
  const rate = requiredRateOnDay(rates, 'bonus_min_rate', input.leavingDay);
  const result = statutoryBonus({ months: input.bonusMonths, rate, yearLastDay: input.leavingDay }, rates);
  return line('bonus', 'earning', paiseOf(result.amount), [
    result.eligible
      ? { code: 'bonus_rate', rate, bonusWages: paiseOf(result.bonusWages) }
      : { code: 'bonus_not_eligible', refusal: result.refusal ?? '', daysWorked: result.daysWorked },
  ]);
}

/**
 * Notice not served: the employer who ends the employment pays the days short (wages in lieu
 * of notice, Industrial Disputes Act s. 25F(a); Industrial Relations Code 2020 s. 70(a)); an
 * employee who resigns without serving it has the days recovered, as the contract provides.
 * A day is the gross rate ÷ the leaving month's days, as a payslip prorates.
 */
function noticeShortfall(input: SettlementInput): { days: number; amount: number } {
  const days = Math.max(0, input.notice.requiredDays - input.notice.servedDays);
  return { days, amount: toPaise((input.grossRate * days) / input.leavingMonth.daysInMonth) };
}

/**
 * TDS on the settlement (Income-tax Act 1961 s. 192): the year's tax on this employer's
 * salary of the year (earlier payslips) and the settlement's taxable part, less the TDS
 * already deducted, all of it now (no month follows to spread it over). Gratuity computed
 * under the Act is exempt (s. 10(10)(ii): its limit is the Act's ceiling); leave encashment
 * up to `leave_encashment_exempt_limit` (s. 10(10AA)(ii)).
 */
function tdsLine(
  input: SettlementInput,
  rates: readonly DatedRate[],
  earnings: { taxable: number; encashment: number; gratuity: number },
): SettlementLine {
  const limit = paiseOf(requiredRateOnDay(rates, 'leave_encashment_exempt_limit', input.leavingDay));
  const encashmentExempt = Math.min(earnings.encashment, limit);
  const { year, declared = noDeclarations, hraMonths = [], employerNps, ...before } = input.tax;
  // s. 10(13A): the HRA exempt over the months the payslips paid it and the rent was declared
  const hraExempt = yearHraExemption(year, declared.rents, hraMonths, 100);
  // s. 192(2): a previous employer's salary of the year is counted, and its TDS as deducted;
  // the employer's pension contribution is salary (s. 17(1)(viii)), deducted u/s 80CCD(2) below
  const salary =
    (employerNps?.contribution ?? 0) +
    declared.previousSalary +
    before.salaryBefore +
    earnings.taxable +
    earnings.encashment -
    encashmentExempt -
    hraExempt;
  const professionalTax = year.professionalTaxDeductible ? before.professionalTaxBefore : 0;
  const standardDeduction = paiseOf(year.standardDeduction);
  // Chapter VI-A: the provident fund and the declared sections within their limits (old regime);
  // s. 80CCD(2) within the regime's share of the year's basic + DA (both regimes), as the month's TDS
  const chapterVIADeduction = chapterVIATotal(
    chapterVIA(year, {
      providentFund: before.providentFundBefore,
      declared: declared.deductions,
      seniorCitizen: declared.seniorCitizen,
      grossTotalIncome: salary - standardDeduction - professionalTax,
      unit: 100,
      ...(employerNps && { employerNps }),
    }),
  );
  const deductions = standardDeduction + professionalTax + chapterVIADeduction;
  // the tax rule rounds the income (s. 288A) and the tax (s. 288B) to tens of rupees itself
  const tax = annualIncomeTax(year, rupeesOf(Math.max(0, salary - deductions)));
  const due = Math.max(0, paiseOf(tax.total) - before.tdsBefore - declared.previousTds);
  return line('tds', 'deduction', paiseOf(roundAmount(rupeesOf(due))), [
    {
      code: 'tax_working',
      taxableIncome: paiseOf(tax.income),
      annualTax: paiseOf(tax.total),
      tdsBefore: before.tdsBefore,
      exempt: encashmentExempt + earnings.gratuity + hraExempt,
    },
  ]);
}

/**
 * A leaver's full-and-final settlement (issue #34 item 6; payroll README "Full and final
 * settlement" has the worked cases): the last month's days, leave encashment, gratuity,
 * the year's bonus so far, notice pay or its recovery, TDS, and loans recovered. TDS is
 * taken whole; notice recovery and loans, in that order, take what the 50% rule (Code on
 * Wages s. 18(2)) leaves of the settlement's wages — the last month's pay, leave encashment
 * and notice pay (s. 2(y) leaves out statutory bonus and gratuity on termination) — and the
 * rest is a stated balance the employee owes, not deducted. Due within the working days
 * s. 17(2) allows after the leaving day.
 */
export function fullAndFinalSettlement(input: SettlementInput, rates: readonly DatedRate[]): Settlement {
  const day = input.leavingDay;
  const lastMonth = lastMonthPay(input);
  const encashment = leaveEncashment(input, rates);
  const gratuityPaid = gratuityLine(input, rates);
  const bonus = bonusLine(input, rates);
  const shortfall = noticeShortfall(input);
  const noticeNote: SettlementNote = shortfall.days
    ? { code: 'notice_shortfall', days: shortfall.days, givenBy: input.notice.givenBy }
    : { code: 'no_notice_shortfall' };
  const byEmployer = input.notice.givenBy === 'employer';
  const noticePay = line('notice_pay', 'earning', byEmployer ? shortfall.amount : 0, [noticeNote]);
  const tds = tdsLine(input, rates, {
    taxable: lastMonth.amount + bonus.amount + noticePay.amount,
    encashment: encashment.amount,
    gratuity: gratuityPaid.amount,
  });

  const wanted = [
    { code: 'notice_recovery' as const, ref: '', amount: byEmployer ? 0 : shortfall.amount },
    ...input.loans.map((loan) => ({
      code: 'loan_recovery' as const,
      ref: loan.ref,
      amount: loan.outstanding,
    })),
  ];
  const wages = lastMonth.amount + encashment.amount + noticePay.amount;
  const cap = requiredRateOnDay(rates, 'deduction_cap', day);
  const capLimit = requiredRateOnDay(rates, 'deduction_cap_wage_limit', day);
  // the 50% rule of every payslip (deduction-cap.ts), in its rupees: it rounds half the wages to the paisa once
  const taken = capDeductions(
    rupeesOf(wages),
    rupeesOf(tds.amount),
    wanted.map((entry) => rupeesOf(entry.amount)),
    { share: cap, wageLimit: capLimit > 0 ? capLimit : null },
  ).map(paiseOf);
  const recovered = (code: 'notice_recovery' | 'loan_recovery', notes: SettlementNote[]) => {
    let amount = 0;
    const unrecovered: SettlementNote[] = [];
    wanted.forEach((entry, index) => {
      if (entry.code !== code) return;
      const took = taken[index] ?? 0;
      amount += took;
      const rest = entry.amount - took;
      if (rest > 0) unrecovered.push({ code: 'not_recovered', amount: rest, ref: entry.ref });
    });
    return line(code, 'deduction', amount, [...notes, ...unrecovered]);
  };
  const noticeRecovery = recovered('notice_recovery', [noticeNote]);
  const loanRecovery = recovered('loan_recovery', input.loans.length ? [] : [{ code: 'no_loans' }]);

  const lines = [lastMonth, encashment, gratuityPaid, bonus, noticePay, tds, noticeRecovery, loanRecovery];
  // whole paise add up exactly: nothing is rounded twice
  const sum = (kind: SettlementLine['kind']) =>
    lines.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.amount, 0);
  const totalEarnings = sum('earning');
  const totalDeductions = sum('deduction');
  const wantedTotal = wanted.reduce((total, entry) => total + entry.amount, 0);
  return {
    lines,
    totalEarnings,
    totalDeductions,
    netPay: totalEarnings - totalDeductions,
    statedBalance: wantedTotal - noticeRecovery.amount - loanRecovery.amount,
    dueDay: settlementDueDay(
      day,
      requiredRateOnDay(rates, 'settlement_due_working_days', day),
      input.weeklyOffs,
      input.holidays,
    ),
  };
}
