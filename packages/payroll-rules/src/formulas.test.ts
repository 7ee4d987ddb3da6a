import { describe, expect, it } from 'vitest';
import { compileStructure, evaluateStructure, type PayheadDefinition } from './formulas.js';
import { payrollMonth } from './month.js';
import { computePayslip, type PayrollAdjustment } from './payslip.js';
import { type DatedRate, monthRules } from './rates.js';
import { codesDeductionRates, codesRate, nationalRates, taxYear } from './testing/test-rates.js';

const payhead = (
  code: string,
  formula: string | number,
  extra: Partial<PayheadDefinition> = {},
): PayheadDefinition => ({
  sequence: 0,
  code,
  name: code,
  payhead_type: 'earning',
  amount: typeof formula === 'number' ? formula : null,
  formula: typeof formula === 'string' ? formula : null,
  prorate: true,
  rounding: 'nearest',
  wage_component: false,
  ...extra,
});

const standard = [
  payhead('SPL', 'gross - basic - da - hra', { sequence: 4 }),
  payhead('BASIC', 'gross * 0.5', { sequence: 1, wage_component: true }),
  payhead('DA', 'gross * 0.1', { sequence: 2, wage_component: true }),
  payhead('HRA', 'basic * 0.4', { sequence: 3 }),
  payhead('OT', 'gross / overtime_day_divisor / 8 * overtime_hours * overtime_multiplier', {
    sequence: 5,
    prorate: false,
  }),
  payhead('CANTEEN', 300, { sequence: 6, payhead_type: 'deduction', prorate: false }),
];
const compiled = (payheads: PayheadDefinition[]) => {
  const check = compileStructure(payheads);
  if (!check.ok) throw new Error(check.problems.join('; '));
  return check.structure;
};
const inputs = {
  gross: 20000,
  payable_days: 30,
  days_in_month: 30,
  working_days: 26,
  overtime_hours: 0,
  overtime_multiplier: 2,
  overtime_day_divisor: 26,
};

describe('salary structure formulas', () => {
  it('are evaluated after the payheads they read, whatever their order', () => {
    const amounts = evaluateStructure(compiled(standard), inputs);
    expect(amounts.map((amount) => [amount.code, amount.amount])).toEqual([
      ['BASIC', 10000],
      ['DA', 2000],
      ['HRA', 4000],
      ['SPL', 4000],
      ['OT', 0],
      ['CANTEEN', 300],
    ]);
  });
  it('refuse a cycle, naming its payheads in order', () => {
    const check = compileStructure([
      payhead('BASIC', 'gross - hra', { sequence: 1 }),
      payhead('HRA', 'spl * 0.5', { sequence: 2 }),
      payhead('SPL', 'basic', { sequence: 3 }),
      payhead('DA', 10),
    ]);
    expect(check).toEqual({
      ok: false,
      problems: ['Payheads depend on each other in a cycle: BASIC → HRA → SPL → BASIC'],
    });
  });
  it('refuse unknown names, bad codes, duplicates and payheads with neither amount nor formula', () => {
    const check = compileStructure([
      payhead('BASIC', 'gross * bonus_rate'),
      payhead('2X', 1),
      payhead('basic', 1),
      payhead('GROSS', 1),
      payhead('EMPTY', '', { amount: null }),
    ]);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems).toEqual([
      expect.stringMatching(/^Payhead code must be letters.*: 2X$/),
      'Payhead code is used twice: basic',
      'Payhead code is a name formulas already have: GROSS',
      expect.stringMatching(/^Payhead formula refused: BASIC: .*bonus_rate/),
      'Payhead needs an amount or a formula: EMPTY',
    ]);
  });
  it('round each payhead by its own rule, then prorate by payable days', () => {
    const structure = compiled([
      payhead('BASIC', 'gross / 3', { rounding: 'down' }),
      payhead('CONV', 'gross / 3', { rounding: 'up' }),
      payhead('MEAL', 'gross / 3', { rounding: 'paise' }),
    ]);
    const full = evaluateStructure(structure, { ...inputs, gross: 1000 });
    expect(full.map((amount) => amount.rate)).toEqual([333, 334, 333.33]);
    const part = evaluateStructure(structure, { ...inputs, gross: 1000, payable_days: 14.5 });
    expect(part.map((amount) => amount.amount)).toEqual([160, 162, 161.11]);
  });
  it('pay overtime at the month’s multiplier, outside proration', () => {
    const amounts = evaluateStructure(compiled(standard), { ...inputs, payable_days: 15, overtime_hours: 6 });
    // 20,000 / 26 / 8 × 6 h × 2 = 1,153.85
    expect(amounts.find((amount) => amount.code === 'OT')?.amount).toBe(1154);
    expect(amounts.find((amount) => amount.code === 'BASIC')?.amount).toBe(5000);
  });
  it('refuse a formula that gives no number', () => {
    expect(() => evaluateStructure(compiled([payhead('X', "'ten'")]), inputs)).toThrow(
      'Payhead formula did not give an amount: X',
    );
  });
});

describe('a payslip', () => {
  const base = {
    rates: [...nationalRates, codesRate],
    slabs: [
      {
        states_id: 'WB',
        from: '2024-11-01',
        until: null,
        minGross: 15001,
        maxGross: 25000,
        amount: 130,
        month: null,
        gender: null,
      },
    ],
    structure: compiled(standard),
    employee: {
      grossRate: 20000,
      stateId: 'WB',
      gender: 'male',
      coveredEarlierInPeriod: false,
      epf: { birthDate: '1990-05-05', epsExcluded: false, higherEpfWages: false, higherEpsWages: false },
    },
    attendance: { payableDays: 30, workingDays: 26, overtimeMinutes: 0, daysPaid: 30, leaveDays: 0 },
    loans: [{ id: 'loan', principal: 5000, emi: 2000, repaidBefore: 4000 }],
    adjustments: [
      {
        id: 'adj',
        adjustment_type: 'addition' as const,
        kind: null,
        arrears_month: null,
        amount: 500,
        reason: 'Festival bonus',
      },
    ] as PayrollAdjustment[],
    carried: [],
    incomeTax: taxYear,
  };
  const slip = (year: number, month: number) => {
    const payroll = payrollMonth(year, month);
    const attendance = { ...base.attendance, payableDays: payroll.daysInMonth };
    return computePayslip({ ...base, attendance, month: payroll, rules: monthRules(base.rates, payroll) });
  };
  const amount = (lines: { code: string; amount: number }[], code: string) =>
    lines.find((line) => line.code === code)?.amount ?? 0;

  it('deducts TDS (s. 192) from a high earner’s payslip and none from a low one, as a statutory line', () => {
    const april = payrollMonth(2025, 4);
    const slipOf = (grossRate: number) =>
      computePayslip({
        ...base,
        month: april,
        rules: monthRules(base.rates, april),
        attendance: base.attendance,
        employee: { ...base.employee, grossRate },
        loans: [],
        adjustments: [],
      });
    // 20,000 a month: 2,40,000 a year, under the 87A rebate
    const low = slipOf(20_000);
    expect([amount(low.lines, 'TDS'), low.totals.income_tax.annual_tax]).toEqual([0, 0]);
    // 2,00,000 a month: 24,00,000 − 75,000 = 23,25,000: 2,00,000 + 25% of 3,25,000 =
    // 2,81,250, cess 11,250: 2,92,500 over 12 months = 24,375
    const high = slipOf(200_000);
    expect(high.totals.taxable_salary).toBe(200_000);
    expect(high.totals.income_tax).toMatchObject({
      taxable_income: 2_325_000,
      annual_tax: 292_500,
      months_left: 12,
    });
    expect(high.lines.find((line) => line.code === 'TDS')).toMatchObject({
      kind: 'deduction',
      source: 'statutory',
      amount: 24_375,
    });
    // with the structure's 300 canteen deduction
    expect(high.totals.total_deductions).toBe(
      amount(high.lines, 'EPF_EE') + amount(high.lines, 'TDS') + amount(high.lines, 'CANTEEN'),
    );
  });

  it('counts the structure’s NPS_ER in the year’s salary and deducts it u/s 80CCD(2) within 14% of basic + DA (helper E item 3)', () => {
    // 2,00,000 a month, basic 1,00,000 + DA 20,000, the employer's NPS 20% of them: 24,000 a
    // month, 2,88,000 a year (s. 17(1)(viii)); 14% of 14,40,000 = 2,01,600 deductible (new
    // regime). 24,00,000 + 2,88,000 − 75,000 − 2,01,600 = 24,11,400: 3,00,000 + 30% of 11,400
    // = 3,03,420, cess 12,136.80: 3,15,556.80 → 3,15,560 (s. 288B); ÷ 12 = 26,296.67 → 26,297
    const april = payrollMonth(2025, 4);
    const withNps = computePayslip({
      ...base,
      structure: compiled([
        ...standard,
        payhead('NPS_ER', '(basic + da) * 0.2', { sequence: 7, payhead_type: 'employer_contribution' }),
      ]),
      month: april,
      rules: monthRules(base.rates, april),
      employee: { ...base.employee, grossRate: 200_000 },
      loans: [],
      adjustments: [],
    });
    expect(amount(withNps.lines, 'NPS_ER')).toBe(24_000);
    expect(withNps.totals.income_tax).toMatchObject({
      employer_nps: 288_000,
      chapter_via: 201_600,
      taxable_income: 2_411_400,
      annual_tax: 315_560,
    });
    expect(amount(withNps.lines, 'TDS')).toBe(26_297);
  });

  it('takes PF on basic and DA before the labour codes, on the added-back wages after', () => {
    const october = slip(2025, 10);
    expect(october.totals.pf_wages).toBe(12000);
    expect(amount(october.lines, 'EPF_EE')).toBe(1440);
    const november = slip(2025, 11);
    // excluded allowances 8,000 of 20,000 stay under half: nothing added back
    expect(november.totals.pf_wages).toBe(12000);
    const lowBasic = computePayslip({
      ...base,
      structure: compiled([
        payhead('BASIC', 'gross * 0.3', { wage_component: true }),
        payhead('SPL', 'gross - basic'),
      ]),
      month: payrollMonth(2025, 11),
      attendance: { ...base.attendance, payableDays: 30 },
      rules: monthRules(base.rates, payrollMonth(2025, 11)),
    });
    expect(lowBasic.totals.pf_wages).toBe(10000);
    expect(amount(lowBasic.lines, 'EPF_EE')).toBe(1200);
    expect(lowBasic.totals.rules_applied.wages_exclusion_cap).toBe('2025-11-21');
  });
  it('totals earnings, deductions and employer contributions, with the loan’s last EMI and the adjustment', () => {
    const { lines, totals } = slip(2026, 3);
    // ESI on the structure's earnings (20,000), not on the one-off adjustment
    expect(amount(lines, 'ESI_EE')).toBe(150);
    expect(amount(lines, 'LOAN')).toBe(1000);
    expect(lines.find((line) => line.code === 'LOAN')?.balance_after).toBe(0);
    expect(amount(lines, 'PT')).toBe(130);
    expect(totals.gross_pay).toBe(20500);
    expect(totals.total_deductions).toBe(300 + 1440 + 150 + 130 + 1000);
    expect(totals.net_pay).toBe(totals.gross_pay - totals.total_deductions);
    expect(totals.employer_contributions).toBe(440 + 1000 + 60 + 60 + 650);
  });
  it('takes deductions up to half the wages, statutory first, and carries what does not fit (the 50% rule)', () => {
    const november = payrollMonth(2025, 11);
    const { lines, totals } = computePayslip({
      ...base,
      month: november,
      rules: monthRules(base.rates.concat(codesDeductionRates), november),
      attendance: { ...base.attendance, payableDays: 6 },
      loans: [{ id: 'loan', principal: 20000, emi: 6000, repaidBefore: 0 }],
      adjustments: [
        ...base.adjustments,
        {
          id: 'adv',
          adjustment_type: 'deduction',
          kind: 'advance_recovery',
          arrears_month: null,
          amount: 1000,
          reason: 'Advance recovery',
        },
      ],
    });
    // earned 4,000 + the 500 addition; EPF 288 on 2,400 and ESI 30 come first and whole
    expect(totals.gross_pay).toBe(4500);
    expect(amount(lines, 'EPF_EE') + amount(lines, 'ESI_EE')).toBe(318);
    expect(amount(lines, 'CANTEEN')).toBe(300);
    expect(lines.find((line) => line.code === 'LOAN')).toMatchObject({
      amount: 1632,
      carried_forward: 4368,
      balance_after: 18368,
    });
    expect(lines.find((line) => line.ref === 'adv')).toMatchObject({ amount: 0, carried_forward: 1000 });
    expect(totals.total_deductions).toBe(2250);
    expect(totals.carried_forward).toBe(5368);
    const december = payrollMonth(2025, 12);
    const next = computePayslip({
      ...base,
      month: december,
      rules: monthRules(base.rates.concat(codesDeductionRates), december),
      attendance: { ...base.attendance, payableDays: 31 },
      loans: [],
      adjustments: [],
      carried: [{ code: 'ADJ_DED', name: 'Advance recovery', amount: 1000, ref: 'adv' }],
    });
    expect(next.lines.find((line) => line.source === 'carried')).toMatchObject({ amount: 1000, ref: 'adv' });
    expect(next.totals.carried_forward).toBe(0);
  });
  it('pays overtime on a day’s rate from the dated divisor: 26 under the codes, the state’s own row first', () => {
    const divisor = (value: number, from: string, state: string | null = null): DatedRate => ({
      code: 'overtime_day_divisor',
      states_id: state,
      effective_from: from,
      value,
      months: null,
    });
    const withOvertime = (year: number, month: number, rates: DatedRate[]) => {
      const payroll = payrollMonth(year, month);
      return computePayslip({
        ...base,
        rates,
        month: payroll,
        rules: monthRules(rates, payroll),
        attendance: { ...base.attendance, payableDays: payroll.daysInMonth, overtimeMinutes: 8 * 60 },
      });
    };
    const rates = [...base.rates, divisor(26, '2025-11-21')];
    // 20,000 / 26 / 8 × 8 h × 2 = 1,538.46 → 1,538; in October (31 days, no row) 20,000 / 31 … = 1,290
    const november = withOvertime(2025, 11, rates);
    expect(amount(november.lines, 'OT')).toBe(1538);
    expect(november.totals.rules_applied.overtime_day_divisor).toBe('2025-11-21');
    const october = withOvertime(2025, 10, rates);
    expect(amount(october.lines, 'OT')).toBe(1290);
    expect(october.totals.rules_applied.overtime_day_divisor).toBe('days_in_month');
    const westBengal = withOvertime(2025, 11, [...rates, divisor(30, '2025-11-21', 'WB')]);
    expect(amount(westBengal.lines, 'OT')).toBe(1333);
    expect(westBengal.totals.rules_applied.overtime_day_divisor).toBe('2025-11-21 (state)');
  });
  it.each([
    // kind, EPF wages, EPF, ESI, PT — on a 20,000 month (PF wages 12,000) in November 2025, plus 5,000
    [null, 12000, 1440, 150, 130], // entered before kinds: outside the bases, as before
    ['arrears_basic', 15000, 1800, 188, 130], // basic wages: PF (to the ceiling), ESI, PT
    ['arrears_da', 15000, 1800, 188, 130],
    ['incentive', 12500, 1500, 188, 130], // remuneration: the codes add back 500 past half
    ['reimbursement', 12000, 1440, 150, 130], // no wages anywhere
  ] as const)(
    'puts a 5,000 %s adjustment in the bases its kind belongs to',
    (kind, epfWages, epf, esi, pt) => {
      const november = payrollMonth(2025, 11);
      const { lines, totals } = computePayslip({
        ...base,
        month: november,
        rules: monthRules(base.rates.concat(codesDeductionRates), november),
        loans: [],
        adjustments: [
          {
            id: 'adj',
            adjustment_type: 'addition',
            kind,
            arrears_month: kind?.startsWith('arrears') ? '2025-10' : null,
            amount: 5000,
            reason: 'Adjustment',
          },
        ],
      });
      expect(totals.epf_wages).toBe(epfWages);
      expect([amount(lines, 'EPF_EE'), amount(lines, 'ESI_EE'), amount(lines, 'PT')]).toEqual([epf, esi, pt]);
      expect(totals.gross_pay).toBe(25000);
      const line = lines.find((entry) => entry.ref === 'adj');
      expect(line?.arrears_month).toBe(kind?.startsWith('arrears') ? '2025-10' : undefined);
    },
  );
});
