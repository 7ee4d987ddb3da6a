import {
  checkMinimumWage,
  type MinimumWageRate,
  minimumDuePaise,
  nextMonth,
  payrollMonth,
} from '@muster/payroll-rules';
import { describe, expect, it } from 'vitest';
import { complianceRules } from '../../../platform/db/migration-data/compliance-rules.js';
import { wagePaymentRules } from '../../../platform/db/migration-data/wage-payment-rules.js';
import {
  type ComplianceRuleRow,
  complianceRulesOf,
  minimumWageFindings,
  type NamedWagePayslip,
  wagePaymentFindings,
  wagesDueDay,
} from './index.js';

// The worked cases of README "Minimum wages" and "Wages paid on time", each threshold with its neighbours.
const october = payrollMonth(2026, 10); // 31 days
const rate = (overrides: Partial<MinimumWageRate> = {}): MinimumWageRate => ({
  id: 'R1',
  states_id: 'WB',
  zone: 'A',
  skill: 'unskilled',
  rate_basis: 'per_month',
  basic: 10_558,
  vda: 0,
  effective_from: '2026-07-01',
  ...overrides,
});
const payslip = (overrides: Partial<NamedWagePayslip> = {}): NamedWagePayslip => ({
  id: 'P1',
  code: 'SUN001',
  name: 'Asha Das',
  states_id: 'WB',
  zone: 'A',
  skill: 'unskilled',
  wages: 10_558,
  payable_days: 31,
  days_in_month: 31,
  arrears_of_other_months: 0,
  arrears_paid_later: 0,
  ...overrides,
});

describe('the minimum wage of a payslip', () => {
  it.each([
    // a full month: the monthly rate itself
    [31, 1_055_800],
    // 26 of 31 days: 10,558 × 26 / 31 = 8,855.0967… → ₹8,855.10
    [26, 885_510],
    [0.5, 17_029],
    [0, 0],
  ])('for %s payable days of October is %s paise', (days, paise) => {
    expect(minimumDuePaise(rate(), days, 31)).toBe(paise);
  });

  it('adds the VDA to the basic, and pays a daily rate per payable day', () => {
    expect(minimumDuePaise(rate({ basic: 10_021, vda: 3_614 }), 30, 30)).toBe(1_363_500);
    expect(minimumDuePaise(rate({ rate_basis: 'per_day', basic: 425, vda: 0 }), 26, 31)).toBe(1_105_000);
  });

  it.each([
    [10_558, 'met'],
    [10_557.99, 'below'],
    [10_558.01, 'met'],
    [9_000, 'below'],
  ])('₹%s for a full month against ₹10,558 is %s', (wages, status) => {
    expect(checkMinimumWage(payslip({ wages }), [rate()], october).status).toBe(status);
  });

  it('reads the rate in force on the first day of the month, of the same state, zone and skill', () => {
    const rates = [
      rate({ id: 'JUL25', basic: 10_329, effective_from: '2025-07-01' }),
      rate({ id: 'JUL26', basic: 10_558, effective_from: '2026-07-01' }),
      rate({ id: 'NOV26', basic: 11_000, effective_from: '2026-11-01' }),
      rate({ id: 'B', zone: 'B', basic: 1 }),
      rate({ id: 'SKILLED', skill: 'skilled', basic: 20_000 }),
    ];
    const result = checkMinimumWage(payslip({ wages: 10_400 }), rates, october);
    expect(result).toMatchObject({ status: 'below', due_paise: 1_055_800, paid_paise: 1_040_000 });
    expect(result.status === 'below' && result.rate.id).toBe('JUL26');
    // June 2026 still reads July 2025's
    expect(
      checkMinimumWage(
        payslip({ wages: 10_400, days_in_month: 30, payable_days: 30 }),
        rates,
        payrollMonth(2026, 6),
      ).status,
    ).toBe('met');
  });

  it('cannot check without a skill, a zone or a rate in force', () => {
    for (const missing of [{ skill: null }, { zone: null }, { states_id: null }, { zone: 'B' }])
      expect(checkMinimumWage(payslip(missing), [rate()], october).status).toBe('unchecked');
    expect(checkMinimumWage(payslip(), [rate()], payrollMonth(2026, 6)).status).toBe('unchecked');
  });

  it('is a red finding naming the employee, the rate due and the rate paid, linked to the payslip; the unchecked ones one amber', () => {
    const findings = minimumWageFindings(
      [
        payslip({ wages: 9_000 }),
        payslip({ id: 'P2', code: 'SUN002' }),
        payslip({ id: 'P3', code: 'SUN003', skill: null }),
      ],
      [rate()],
      october,
    );
    expect(findings).toEqual([
      {
        kind: 'minimum_wage_below',
        level: 'red',
        params: {
          employee: 'SUN001 Asha Das',
          paid: '9,000.00',
          due: '10,558.00',
          days: 31,
          rate: '10,558.00',
          from: '2026-07-01',
        },
        evidence: { folder: 'payslips', id: 'P1' },
      },
      {
        kind: 'minimum_wage_unchecked',
        level: 'amber',
        params: { count: 1, codes: 'SUN003' },
        evidence: { folder: 'payslips', id: 'P3' },
      },
    ]);
  });
});

describe('a shortfall paid later as arrears', () => {
  // ₹9,000 paid against ₹10,558 due: ₹1,558 short
  const findingsOf = (overrides: Partial<NamedWagePayslip>) =>
    minimumWageFindings([payslip({ wages: 9_000, ...overrides })], [rate()], october);

  it('stays red with what is still short while the arrears pay part of it', () => {
    expect(findingsOf({ arrears_paid_later: 1_000 })).toEqual([
      {
        kind: 'minimum_wage_arrears_short',
        level: 'red',
        params: {
          employee: 'SUN001 Asha Das',
          paid: '9,000.00',
          due: '10,558.00',
          days: 31,
          rate: '10,558.00',
          from: '2026-07-01',
          arrears: '1,000.00',
          short: '558.00',
        },
        evidence: { folder: 'payslips', id: 'P1' },
      },
    ]);
    // a paisa short is short
    expect(findingsOf({ arrears_paid_later: 1_557.99 })[0]?.params.short).toBe('0.01');
  });

  it('has no finding once the arrears pay the shortfall in full, or more', () => {
    expect(findingsOf({ arrears_paid_later: 1_558 })).toEqual([]);
    expect(findingsOf({ arrears_paid_later: 2_000 })).toEqual([]);
  });

  it("sets apart arrears the month paid for other months: they are not this month's wages", () => {
    // ₹10,558 counted, ₹2,000 of it arrears of September: October's own wages are ₹8,558
    expect(findingsOf({ wages: 10_558, arrears_of_other_months: 2_000 })).toMatchObject([
      { kind: 'minimum_wage_below', params: { paid: '8,558.00', due: '10,558.00' } },
    ]);
  });
});

describe('wages paid on time', () => {
  // the dated rows migrations 080 and 105 store, so the worked cases check the figures as stored
  const rows: readonly ComplianceRuleRow[] = [...complianceRules, ...wagePaymentRules];
  const due = (year: number, month: number, headcount: number) => {
    const wageMonth = payrollMonth(year, month);
    return wagesDueDay(wageMonth, complianceRulesOf(rows, nextMonth(wageMonth)), headcount);
  };

  it.each([
    // Payment of Wages Act s. 5(1): 7th below 1,000 persons, 10th from 1,000
    [2025, 9, 999, '2025-10-07'],
    [2025, 9, 1000, '2025-10-10'],
    // October 2025's wages fall due in November, before the Code's 21 November
    [2025, 10, 1000, '2025-11-10'],
    // Code on Wages s. 17(1)(iv): the 7th whatever the headcount
    [2025, 11, 1000, '2025-12-07'],
    [2026, 12, 5, '2027-01-07'],
  ])('%s-%s with %s persons is due by %s', (year, month, headcount, day) => {
    expect(due(year, month, headcount)).toBe(day);
  });

  const paid = (code: string, paid_on: string | null) => ({ id: `P-${code}`, code, paid_on });

  it('is nothing when paid by the due day, amber when a day late, red when unrecorded after it', () => {
    expect(wagePaymentFindings([paid('A', '2026-11-07')], '2026-11-07', '2026-11-20')).toEqual([]);
    expect(
      wagePaymentFindings(
        [paid('A', '2026-11-07'), paid('B', '2026-11-08'), paid('C', '2026-11-09')],
        '2026-11-07',
        '2026-11-20',
      ),
    ).toEqual([
      {
        kind: 'wages_late',
        level: 'amber',
        params: { count: 2, codes: 'B, C', due: '2026-11-07', paid_on: '2026-11-09' },
        evidence: { folder: 'payslips', id: 'P-B' },
      },
    ]);
    // not recorded: nothing on the due day, red the day after
    expect(wagePaymentFindings([paid('A', null)], '2026-11-07', '2026-11-07')).toEqual([]);
    expect(wagePaymentFindings([paid('A', null)], '2026-11-07', '2026-11-08')).toEqual([
      {
        kind: 'wages_unpaid',
        level: 'red',
        params: { count: 1, codes: 'A', due: '2026-11-07' },
        evidence: { folder: 'payslips', id: 'P-A' },
      },
    ]);
  });
});
