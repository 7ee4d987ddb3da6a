import { describe, expect, it } from 'vitest';
import { capDeductions } from './deduction-cap.js';
import { dayAged, type EpfMember, epfContribution } from './epf.js';
import { esiContribution } from './esi.js';
import { labourWelfareFund } from './labour-welfare-fund.js';
import { loanInstalment } from './loans.js';
import { type MinimumWageRate, payslipBelowMinimum } from './minimum-wage.js';
import { contributionPeriodStart, payrollMonth, payrollMonthOf } from './month.js';
import { professionalTax, type TaxSlab } from './professional-tax.js';
import { type DatedRate, monthRules, rateInForce } from './rates.js';
import { roundAmount } from './rounding.js';
import { codesDeductionRates, codesRate, nationalRates } from './testing/test-rates.js';
import { pfWages } from './wages.js';

const november = payrollMonth(2025, 11);
const rules = monthRules([...nationalRates, codesRate, ...codesDeductionRates], november);
const member: EpfMember = {
  birthDate: '1990-05-05',
  epsExcluded: false,
  higherEpfWages: false,
  higherEpsWages: false,
};

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
    const september = payrollMonth(2026, 9);
    const october = payrollMonth(2026, 10);
    expect(epfContribution(30000, member, september, monthRules(rates, september).epf).employee).toBe(1800);
    expect(epfContribution(30000, member, october, monthRules(rates, october).epf).employee).toBe(2520);
  });
  it('use the row in force on the month’s last day: November 2025 is under the labour codes, October not', () => {
    expect(rateInForce([codesRate], 'wages_exclusion_cap', payrollMonth(2025, 10))).toBeNull();
    expect(rules.wagesExclusionCap).toBe(0.5);
    expect(rules.applied.wages_exclusion_cap).toBe('2025-11-21');
  });
  it('refuse a month no row covers, naming the code', () => {
    expect(() => monthRules(nationalRates, payrollMonth(2024, 10))).toThrow(
      /^No statutory rate in force: [a-z_]+ \(2024-10\)$/,
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

// Worked cases from the EPF Act s. 6 and the EPF, EPS and EDLI schemes (payroll README "EPF"),
// each share rounded once by EPFO's rule on the ECR's whole-rupee wages.
describe('EPF', () => {
  const epf = (wages: number, who: Partial<EpfMember> = {}, month = november) =>
    epfContribution(wages, { ...member, ...who }, month, rules.epf);
  it('computes every share on wages up to the ceiling', () => {
    expect(epf(15000)).toEqual({
      epfWages: 15000,
      epsWages: 15000,
      edliWages: 15000,
      employee: 1800,
      employerEpf: 550,
      eps: 1250,
      edli: 75,
      admin: 75,
    });
    expect(epf(15001).employee).toBe(1800);
    expect(epf(40000).eps).toBe(1250);
  });
  it('below the ceiling: EPF and EPS add up to the employer’s 12%', () => {
    const shares = epf(14999);
    expect(shares.employee).toBe(1800);
    expect(shares.eps).toBe(1249);
    expect(shares.employerEpf + shares.eps).toBe(1800);
    expect(epf(10417)).toMatchObject({ employee: 1250, eps: 868, employerEpf: 382 });
  });
  it('rounds EPS once, to the nearest rupee on the wage: 7,641 × 8.33% = 636.4953 → 636 (DI0105)', () => {
    expect(epf(7641)).toMatchObject({ eps: 636, employee: 917, employerEpf: 281 });
  });
  it.each([
    // born, month, EPS wages, EPS, employer EPF — wages 9,484 (DI0124: 12% = 1,138)
    ['1990-05-05', '2025-11', 9484, 790, 348], // under 58
    ['1960-03-10', '2025-11', 0, 0, 1138], // past 58 before the month
    ['1967-12-01', '2025-11', 9484, 790, 348], // reaches 58 on 1 Dec: the whole of November
    ['1967-12-01', '2025-12', 0, 0, 1138], // ... and none of December
    ['1967-11-01', '2025-11', 0, 0, 1138], // reaches 58 on the month's first day
    ['1967-11-02', '2025-11', 316, 26, 1112], // one day of 30 before: 9,484 / 30 = 316.13
    ['1967-11-16', '2025-11', 4742, 395, 743], // fifteen days of 30
  ] as const)(
    'born %s, in %s: EPS wages %d, EPS %d, employer EPF %d (EPS para 3, age 58)',
    (born, key, epsWages, eps, employerEpf) => {
      const month = payrollMonth(2025, Number(key.slice(5)));
      expect(epf(9484, { birthDate: born }, month)).toMatchObject({
        epfWages: 9484,
        epsWages,
        eps,
        employerEpf,
        employee: 1138,
      });
    },
  );
  it('counts the day a member reaches an age as the calendar does: 29 February births on 1 March of a common year', () => {
    expect(dayAged('1968-02-29', 58)).toBe('2026-03-01');
    expect(dayAged('1968-02-29', 60)).toBe('2028-02-29');
    expect(dayAged('1967-12-31', 58)).toBe('2025-12-31');
    expect(dayAged('1990-05-05', 58)).toBe('2048-05-05');
    // every day of a leap and a common year of birth, against Date's own count
    for (let day = Date.UTC(1967, 0, 1); day < Date.UTC(1969, 0, 1); day += 86_400_000) {
      const born = new Date(day).toISOString().slice(0, 10);
      const [year, month, date] = born.split('-').map(Number) as [number, number, number];
      for (const years of [57, 58, 59])
        expect(dayAged(born, years)).toBe(
          new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10),
        );
    }
  });
  it('gives a non-member of EPS (joined after 1 September 2014 above the ceiling) the whole 12% in EPF', () => {
    expect(epf(20000, { epsExcluded: true })).toMatchObject({
      epfWages: 15000,
      epsWages: 0,
      eps: 0,
      employerEpf: 1800,
      employee: 1800,
      edliWages: 15000,
    });
  });
  it('takes EPF on the whole wages under the joint higher-wage option, EPS too once EPFO accepted it', () => {
    expect(epf(30000, { higherEpfWages: true })).toEqual({
      epfWages: 30000,
      epsWages: 15000,
      edliWages: 15000,
      employee: 3600,
      employerEpf: 2350,
      eps: 1250,
      edli: 75,
      admin: 150,
    });
    expect(epf(30000, { higherEpfWages: true, higherEpsWages: true })).toMatchObject({
      epsWages: 30000,
      eps: 2499,
      employerEpf: 1101,
    });
    expect(epf(15000, { higherEpfWages: true, higherEpsWages: true })).toMatchObject({ eps: 1250 });
  });
});

// Worked cases from the ESI Act s. 2(9), 39–40 and the ESI (Central) Rules r. 50–51.
describe('ESI', () => {
  const esi = (grossRate: number, earnedGross: number, coveredEarlierInPeriod = false, payableDays = 30) =>
    esiContribution({ grossRate, earnedGross, coveredEarlierInPeriod, payableDays }, rules.esi);
  it('covers a wage rate at the threshold, not one rupee above', () => {
    expect(esi(21000, 21000)).toEqual({
      covered: true,
      esiWages: 21000,
      employee: 158,
      employer: 683,
      employeeExempt: false,
    });
    expect(esi(21001, 21001).covered).toBe(false);
  });
  it('keeps an employee covered at the period’s start until its end, on the month’s wages', () => {
    expect(esi(22000, 22000, true)).toMatchObject({
      covered: true,
      esiWages: 22000,
      employee: 165,
      employer: 715,
    });
  });
  it('rounds contributions up to the next rupee on the exact figure: 13,067 × 0.75% = 98.0025 → 99', () => {
    expect(esi(13067, 13067)).toMatchObject({ employee: 99, employer: 425 });
    expect(esi(10001, 10001)).toMatchObject({ employee: 76, employer: 326 });
    // wages with paise are not rounded first: 10,000.40 × 0.75% = 75.003 → 76
    expect(esi(10001, 10000.4)).toMatchObject({ esiWages: 10000.4, employee: 76, employer: 326 });
    expect(esi(10000, 10000)).toMatchObject({ employee: 75, employer: 325 });
  });
  it('exempts the employee’s share at an average daily wage up to ₹176, never the employer’s', () => {
    expect(esi(6000, 5280)).toMatchObject({ employeeExempt: true, employee: 0, employer: 172 });
    expect(esi(6000, 5280.3)).toMatchObject({ employeeExempt: false, employee: 40, employer: 172 });
    expect(esi(6000, 2640, false, 15)).toMatchObject({ employeeExempt: true, employee: 0, employer: 86 });
    expect(esi(6000, 2655, false, 15)).toMatchObject({ employeeExempt: false, employee: 20 });
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
    slab('KA', 0, 24999.99, 0), // "less than ₹25,000"
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
  it('puts a gross with paise between two slabs in the higher one: “exceeding ₹15,000”', () => {
    expect(
      [10000.01, 10000.5, 15000.5, 25000.99, 40000.5].map((gross) =>
        professionalTax(slabs, 'WB', gross, march, 'male'),
      ),
    ).toEqual([110, 110, 130, 150, 200]);
    expect(professionalTax(slabs, 'MH', 10000.5, payrollMonth(2026, 2), 'male')).toBe(300);
    expect(professionalTax(slabs, 'MH', 7500.5, march, 'male')).toBe(175);
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
    expect(professionalTax(slabs, 'KA', 24999.5, march, null)).toBe(0);
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
  it('rounds the exact figure once, never its paise first (issue #30 item 2)', () => {
    expect(roundAmount(7641 * 0.0833)).toBe(636); // 636.4953; 637 when paise come first
    expect(roundAmount(13067 * 0.0075, 'up')).toBe(99); // 98.0025; 98 when paise come first
    expect(roundAmount(0.1 + 0.2, 'up')).toBe(1);
    expect(roundAmount(75.00000000000001, 'up')).toBe(75); // binary noise is no paisa
    expect(roundAmount(-2.5)).toBe(-3);
    expect(roundAmount(2.675, 'paise')).toBe(2.68);
  });
});

// Payment of Wages Act s. 7(3) (wages up to ₹24,000) before 21 November 2025, Code on Wages
// s. 18(2) (every wage) from then: deductions at most 50% of the wages, statutory ones first.
describe('the 50% rule', () => {
  const october = monthRules(nationalRates, payrollMonth(2025, 10)).deductionCap;
  it.each([
    // wages, statutory, others wanted, taken, rule
    [3870, 0, [6000], [1935], 'Nov 2025'], // the issue's ₹6,000 EMI on ₹3,870
    [10000, 1385, [3000, 2000], [3000, 615], 'Nov 2025'], // in order, the second in part
    [10000, 1385, [3615], [3615], 'Nov 2025'], // exactly at the cap
    [10000, 1385, [3615.01], [3615], 'Nov 2025'], // a paisa over
    [1000, 600, [100], [0], 'Nov 2025'], // statutory alone past half: nothing else
    [30000, 1800, [20000], [13200], 'Nov 2025'], // the Code: every wage
    [24000, 0, [20000], [12000], 'Oct 2025'], // the Payment of Wages Act up to ₹24,000
    [24000.01, 0, [20000], [20000], 'Oct 2025'], // above its reach: not capped
  ] as const)('wages %d, statutory %d, wanted %j → %j (%s)', (wages, statutory, wanted, taken, when) => {
    const cap = when === 'Oct 2025' ? october : rules.deductionCap;
    expect(capDeductions(wages, statutory, wanted, cap)).toEqual(taken);
  });
});

describe("a computed payslip against the minimum wage (generation's flag and live pay's note)", () => {
  const rate: MinimumWageRate = {
    id: 'wb-unskilled',
    states_id: 'wb',
    zone: 'A',
    skill: 'unskilled',
    rate_basis: 'per_month',
    basic: 10_000,
    vda: 400,
    effective_from: '2026-07-01',
  };
  const place = { states_id: 'wb', zone: 'A', skill: 'unskilled' };
  const november = payrollMonth(2026, 11);
  const totals = (pf_wages: number) => ({ pf_wages, payable_days: 15, days_in_month: 30 });

  it('is below by a paisa, met at the minimum, and unchecked without a skill', () => {
    // 10,400 × 15 / 30 = 5,200.00 due for the payable days
    expect(payslipBelowMinimum(place, totals(5_199.99), [rate], november)).toEqual({
      due_paise: 520_000,
      paid_paise: 519_999,
    });
    expect(payslipBelowMinimum(place, totals(5_200), [rate], november)).toBeNull();
    expect(payslipBelowMinimum({ ...place, skill: null }, totals(100), [rate], november)).toBeNull();
  });
});
