import { describe, expect, it } from 'vitest';
import { epfContribution } from './epf.js';
import { esiContribution } from './esi.js';
import { labourWelfareFund } from './labour-welfare-fund.js';
import { loanInstalment } from './loans.js';
import { contributionPeriodStart, payrollMonth, payrollMonthOf } from './month.js';
import { professionalTax, type TaxSlab } from './professional-tax.js';
import { type DatedRate, monthRules, rateInForce } from './rates.js';
import { roundAmount } from './rounding.js';
import { codesRate, nationalRates } from './test-rates.js';
import { pfWages } from './wages.js';

const november = payrollMonth(2025, 11);
const rules = monthRules([...nationalRates, codesRate], november);

describe('payroll months', () => {
  it('run from IST midnight of the 1st to 18:30 UTC of the last day', () => {
    const february = payrollMonth(2028, 2);
    expect(february.daysInMonth).toBe(29);
    expect(february.start.toISOString()).toBe('2028-01-31T18:30:00.000Z');
    expect(february.end.toISOString()).toBe('2028-02-29T18:30:00.000Z');
    expect(payrollMonthOf(new Date('2026-03-31T18:29:59Z')).key).toBe('2026-03');
    expect(payrollMonthOf(new Date('2026-03-31T18:30:00Z')).key).toBe('2026-04');
  });
  it('fall in ESI contribution periods of April–September and October–March', () => {
    expect(contributionPeriodStart(payrollMonth(2026, 9)).key).toBe('2026-04');
    expect(contributionPeriodStart(payrollMonth(2026, 10)).key).toBe('2026-10');
    expect(contributionPeriodStart(payrollMonth(2027, 3)).key).toBe('2026-10');
  });
});

describe('dated rates', () => {
  const ceiling = (value: number, from: string): DatedRate => ({
    code: 'epf_wage_ceiling',
    states_id: null,
    effective_from: from,
    value,
    months: null,
  });
  it('take a ceiling change mid-year from its month on, never before', () => {
    const rates = [...nationalRates, ceiling(21000, '2026-10-01')];
    expect(monthRules(rates, payrollMonth(2026, 9)).epf.wageCeiling).toBe(15000);
    expect(monthRules(rates, payrollMonth(2026, 10)).epf.wageCeiling).toBe(21000);
    expect(monthRules(rates, payrollMonth(2027, 1)).epf.wageCeiling).toBe(21000);
    expect(epfContribution(30000, monthRules(rates, payrollMonth(2026, 9)).epf).employee).toBe(1800);
    expect(epfContribution(30000, monthRules(rates, payrollMonth(2026, 10)).epf).employee).toBe(2520);
  });
  it('use the row in force on the month’s last day: November 2025 is under the labour codes, October not', () => {
    expect(rateInForce([codesRate], 'wages_exclusion_cap', payrollMonth(2025, 10))).toBeNull();
    expect(rules.wagesExclusionCap).toBe(0.5);
    expect(rules.applied.wages_exclusion_cap).toBe('2025-11-21');
  });
  it('refuse a month no row covers, naming the code', () => {
    expect(() => monthRules(nationalRates, payrollMonth(2024, 10))).toThrow(
      'No statutory rate in force: epf_employee_rate (2024-10)',
    );
  });
});

describe('wages under the Code on Wages', () => {
  const earnings = [
    { amount: 8000, wageComponent: true },
    { amount: 12000, wageComponent: false },
  ];
  it('are basic and DA before the codes', () => {
    expect(pfWages(earnings, null)).toBe(8000);
  });
  it('add back the excluded allowances beyond half of the remuneration after them', () => {
    expect(pfWages(earnings, 0.5)).toBe(10000);
    expect(
      pfWages(
        [
          { amount: 10000, wageComponent: true },
          { amount: 10000, wageComponent: false },
        ],
        0.5,
      ),
    ).toBe(10000);
  });
});

describe('EPF', () => {
  it('computes every share on wages up to the ceiling', () => {
    expect(epfContribution(15000, rules.epf)).toEqual({
      epfWages: 15000,
      employee: 1800,
      employerEpf: 550,
      eps: 1250,
      edli: 75,
      admin: 75,
    });
    expect(epfContribution(15001, rules.epf).employee).toBe(1800);
    expect(epfContribution(40000, rules.epf).eps).toBe(1250);
  });
  it('below the ceiling: EPF and EPS add up to the employer’s 12%', () => {
    const shares = epfContribution(14999, rules.epf);
    expect(shares.employee).toBe(1800);
    expect(shares.eps).toBe(1249);
    expect(shares.employerEpf + shares.eps).toBe(1800);
    expect(epfContribution(10417, rules.epf)).toMatchObject({ employee: 1250, eps: 868, employerEpf: 382 });
  });
});

describe('ESI', () => {
  it('covers a wage rate at the threshold, not one rupee above', () => {
    expect(
      esiContribution({ grossRate: 21000, earnedGross: 21000, coveredEarlierInPeriod: false }, rules.esi),
    ).toEqual({ covered: true, esiWages: 21000, employee: 158, employer: 683 });
    expect(
      esiContribution({ grossRate: 21001, earnedGross: 21001, coveredEarlierInPeriod: false }, rules.esi)
        .covered,
    ).toBe(false);
  });
  it('keeps an employee covered at the period’s start until its end, on the month’s wages', () => {
    expect(
      esiContribution({ grossRate: 22000, earnedGross: 22000, coveredEarlierInPeriod: true }, rules.esi),
    ).toEqual({ covered: true, esiWages: 22000, employee: 165, employer: 715 });
  });
  it('rounds contributions up to the next rupee', () => {
    expect(
      esiContribution({ grossRate: 10001, earnedGross: 10001, coveredEarlierInPeriod: false }, rules.esi),
    ).toMatchObject({ employee: 76, employer: 326 });
  });
});

describe('professional tax', () => {
  const slab = (
    state: string,
    min: number,
    max: number | null,
    amount: number,
    extra: Partial<TaxSlab> = {},
  ): TaxSlab => ({
    states_id: state,
    from: '2024-11-01',
    until: null,
    minGross: min,
    maxGross: max,
    amount,
    month: null,
    gender: null,
    ...extra,
  });
  const slabs = [
    slab('WB', 0, 10000, 0),
    slab('WB', 10001, 15000, 110),
    slab('WB', 15001, 25000, 130),
    slab('WB', 25001, 40000, 150),
    slab('WB', 40001, null, 200),
    slab('MH', 0, 7500, 0, { gender: 'male' }),
    slab('MH', 7501, 10000, 175, { gender: 'male' }),
    slab('MH', 10001, null, 200, { gender: 'male' }),
    slab('MH', 10001, null, 300, { gender: 'male', month: 2 }),
    slab('MH', 0, 25000, 0, { gender: 'female' }),
    slab('MH', 25001, null, 200, { gender: 'female' }),
    slab('MH', 25001, null, 300, { gender: 'female', month: 2 }),
    slab('KA', 0, 24999, 0),
    slab('KA', 25000, null, 200),
    slab('KA', 25000, null, 300, { from: '2025-04-01', month: 2 }),
  ];
  const march = payrollMonth(2026, 3);
  it('takes West Bengal’s slab of the gross, at and around each edge', () => {
    expect(
      [10000, 10001, 15000, 15001, 25000, 25001, 40000, 40001].map((gross) =>
        professionalTax(slabs, 'WB', gross, march, 'male'),
      ),
    ).toEqual([0, 110, 110, 130, 130, 150, 150, 200]);
  });
  it('charges Maharashtra’s February amount in February only, by gender', () => {
    expect(professionalTax(slabs, 'MH', 12000, march, 'male')).toBe(200);
    expect(professionalTax(slabs, 'MH', 12000, payrollMonth(2026, 2), 'male')).toBe(300);
    expect(professionalTax(slabs, 'MH', 9000, payrollMonth(2026, 2), 'male')).toBe(175);
    expect(professionalTax(slabs, 'MH', 12000, payrollMonth(2026, 2), 'female')).toBe(0);
    expect(professionalTax(slabs, 'MH', 30000, payrollMonth(2026, 2), 'female')).toBe(300);
  });
  it('applies Karnataka’s threshold, and its February slab only from its effective date', () => {
    expect(professionalTax(slabs, 'KA', 24999, march, null)).toBe(0);
    expect(professionalTax(slabs, 'KA', 25000, march, null)).toBe(200);
    expect(professionalTax(slabs, 'KA', 25000, payrollMonth(2025, 2), null)).toBe(200);
    expect(professionalTax(slabs, 'KA', 25000, payrollMonth(2026, 2), null)).toBe(300);
  });
  it('is nothing in a state without slabs', () => {
    expect(professionalTax(slabs, 'HP', 50000, march, 'male')).toBe(0);
  });
});

describe('labour welfare fund', () => {
  const lwf = (code: 'lwf_employee' | 'lwf_employer', value: number): DatedRate => ({
    code,
    states_id: 'MH',
    effective_from: '2024-11-01',
    value,
    months: [6, 12],
  });
  const rates = [lwf('lwf_employee', 12), lwf('lwf_employer', 36)];
  it('is due in its months only, in its state only', () => {
    expect(labourWelfareFund(rates, 'MH', payrollMonth(2026, 6))).toEqual({ employee: 12, employer: 36 });
    expect(labourWelfareFund(rates, 'MH', payrollMonth(2026, 7))).toEqual({ employee: 0, employer: 0 });
    expect(labourWelfareFund(rates, 'WB', payrollMonth(2026, 6))).toEqual({ employee: 0, employer: 0 });
  });
});

describe('loans', () => {
  it('deducts the EMI, then what is left, then nothing', () => {
    const loan = { id: 'l', principal: 10000, emi: 3000 };
    expect(loanInstalment({ ...loan, repaidBefore: 6000 })).toEqual({ instalment: 3000, balanceAfter: 1000 });
    expect(loanInstalment({ ...loan, repaidBefore: 9000 })).toEqual({ instalment: 1000, balanceAfter: 0 });
    expect(loanInstalment({ ...loan, repaidBefore: 10000 })).toEqual({ instalment: 0, balanceAfter: 0 });
  });
});

describe('rounding', () => {
  it('rounds to the nearest rupee half away from zero, up, down or to the paise', () => {
    expect(roundAmount(1249.5)).toBe(1250);
    expect(roundAmount(1249.49)).toBe(1249);
    expect(roundAmount(75.01, 'up')).toBe(76);
    expect(roundAmount(75, 'up')).toBe(75);
    expect(roundAmount(75.99, 'down')).toBe(75);
    expect(roundAmount(1.005, 'paise')).toBe(1.01);
  });
});
