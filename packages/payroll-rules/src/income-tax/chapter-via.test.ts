import { describe, expect, it } from 'vitest';
import { payrollMonth } from '../month.js';
import { chapterVIA, chapterVIATotal, type DeclaredDeduction } from './chapter-via.js';
import { monthlyTds } from './monthly-tds.js';
import {
  incomeTaxChapterVIALimits,
  incomeTaxEmployerNpsShares,
  incomeTaxHealthInsuranceParentsLimits,
  incomeTaxSalaryDeductions,
  incomeTaxRates as taxRows,
} from './rates-data.js';
import { incomeTaxYear } from './year-rules.js';

// Worked from the Income-tax Act 1961 (Chapter VI-A; s. 192(2)) before the code: payroll
// README "Declarations". FY 2025-26, the seeded rows (migrations 075 and 077).
const rows = [
  ...taxRows,
  ...incomeTaxSalaryDeductions,
  ...incomeTaxChapterVIALimits,
  ...incomeTaxHealthInsuranceParentsLimits,
  ...incomeTaxEmployerNpsShares,
];
const oldRegime = incomeTaxYear(rows, 'old', '2025-04-01');
const newRegime = incomeTaxYear(rows, 'new', '2025-04-01');
const claim = { providentFund: 0, seniorCitizen: false, grossTotalIncome: 10_000_000, unit: 1 as const };

describe('Chapter VI-A deductions of a year', () => {
  it('caps 80C, 80CCC and 80CCD(1) together at ₹1,50,000 (s. 80CCE), 80CCD(1B) at ₹50,000, 80D at ₹50,000 for a senior', () => {
    // 80C 1,00,000 + 80CCC 40,000 fill 1,40,000 of the 1,50,000: 80CCD(1) keeps 10,000 of its 30,000
    const lines = chapterVIA(oldRegime, {
      ...claim,
      seniorCitizen: true,
      declared: [
        { section: '80C', amount: 100_000 },
        { section: '80CCC', amount: 40_000 },
        { section: '80CCD(1)', amount: 30_000 },
        { section: '80CCD(1B)', amount: 60_000 },
        { section: '80D', amount: 45_000 },
        { section: '80E', amount: 70_000 },
      ],
    });
    expect(lines).toEqual([
      { section: '80C', gross: 100_000, deductible: 100_000 },
      { section: '80CCC', gross: 40_000, deductible: 40_000 },
      { section: '80CCD(1)', gross: 30_000, deductible: 10_000 },
      { section: '80CCD(1B)', gross: 60_000, deductible: 50_000 },
      { section: '80D', gross: 45_000, deductible: 45_000 },
      { section: '80E', gross: 70_000, deductible: 70_000 },
    ]);
    expect(chapterVIATotal(lines)).toBe(315_000);
  });

  it('adds the provident fund to 80C, holds 80D at ₹25,000 under 60, and allows nothing in the new regime (s. 115BAC(2))', () => {
    const declared = [
      { section: '80C' as const, amount: 150_000 },
      { section: '80D' as const, amount: 30_000 },
    ];
    expect(chapterVIA(oldRegime, { ...claim, providentFund: 21_600, declared })).toEqual([
      { section: '80C', gross: 171_600, deductible: 150_000 },
      { section: '80D', gross: 30_000, deductible: 25_000 },
    ]);
    expect(chapterVIA(newRegime, { ...claim, providentFund: 21_600, declared })).toEqual([]);
  });

  it('deducts at most the gross total income (s. 80A(2)), cutting the last sections first', () => {
    // 1,50,000 + 50,000 + 45,000 + 70,000 = 3,15,000 against 2,00,000: 80E's 70,000 and 80D's
    // 45,000 go, 80CCD(1B) keeps its 50,000
    const lines = chapterVIA(oldRegime, {
      ...claim,
      seniorCitizen: true,
      grossTotalIncome: 200_000,
      declared: [
        { section: '80C', amount: 150_000 },
        { section: '80CCD(1B)', amount: 50_000 },
        { section: '80D', amount: 45_000 },
        { section: '80E', amount: 70_000 },
      ],
    });
    expect(lines.map((line) => line.deductible)).toEqual([150_000, 50_000, 0, 0]);
  });

  it('works in paise alike (unit 100)', () => {
    expect(
      chapterVIA(oldRegime, {
        ...claim,
        unit: 100,
        grossTotalIncome: 1_000_000_000,
        declared: [{ section: '80D', amount: 3_000_000 }],
      }),
    ).toEqual([{ section: '80D', gross: 3_000_000, deductible: 2_500_000 }]);
  });
});

describe('s. 80D: the family’s and the parents’ health insurance, each within its own limit', () => {
  // Worked from s. 80D(2)(a), (2)(b) and (4) before the code (payroll README "s. 80D"): the
  // family's premiums at most ₹25,000 (₹50,000 when one insured is 60 or more), the parents'
  // at most ₹25,000 more (₹50,000 when a parent is a senior citizen); one 80D line, gross and
  // deductible summed, as Form 16 and the C6A record report the section.
  const parents = (amount: number, seniorCitizen = false) => ({
    section: '80D' as const,
    amount,
    parents: true,
    seniorCitizen,
  });
  const family = (amount: number, seniorCitizen = false) => ({
    section: '80D' as const,
    amount,
    seniorCitizen,
  });
  const deductible80D = (declared: DeclaredDeduction[], seniorCitizen = false) =>
    chapterVIA(oldRegime, { ...claim, seniorCitizen, declared }).find((line) => line.section === '80D');

  it.each([
    ['parents under 60, just below', 24_999, false, 24_999],
    ['parents under 60, at the limit', 25_000, false, 25_000],
    ['parents under 60, just above', 25_001, false, 25_000],
    ['a parent a senior citizen, just below', 49_999, true, 49_999],
    ['a parent a senior citizen, at the limit', 50_000, true, 50_000],
    ['a parent a senior citizen, just above', 50_001, true, 50_000],
  ])('%s: %i claimed, %s, deducts %i', (_case, amount, senior, deductible) => {
    expect(deductible80D([parents(amount, senior)])).toEqual({ section: '80D', gross: amount, deductible });
  });

  it('adds the parents’ limit to the family’s: 30,000 + a senior parent’s 45,000 deducts 25,000 + 45,000', () => {
    expect(deductible80D([family(30_000), parents(45_000, true)])).toEqual({
      section: '80D',
      gross: 75_000,
      deductible: 70_000,
    });
    // the parent's age does not raise the family's limit, nor the employee's the parents'
    expect(deductible80D([family(60_000), parents(60_000, true)])?.deductible).toBe(75_000);
    expect(deductible80D([family(60_000), parents(60_000)], true)?.deductible).toBe(75_000);
    // both senior citizens: 50,000 + 50,000
    expect(deductible80D([family(60_000), parents(60_000, true)], true)?.deductible).toBe(100_000);
    // the spouse a senior citizen, declared: the family's 50,000
    expect(deductible80D([family(60_000, true)])?.deductible).toBe(50_000);
  });

  it('allows none of it in the new regime (s. 115BAC(2))', () => {
    expect(chapterVIA(newRegime, { ...claim, declared: [parents(40_000, true)] })).toEqual([]);
  });

  it('reads the parents’ limits from their own rows: a year without them allows the parents nothing', () => {
    const withoutParents = incomeTaxYear(
      [...taxRows, ...incomeTaxSalaryDeductions, ...incomeTaxChapterVIALimits],
      'old',
      '2025-04-01',
    );
    expect(
      chapterVIA(withoutParents, { ...claim, declared: [family(20_000), parents(20_000)] })[0]?.deductible,
    ).toBe(20_000);
  });
});

describe('s. 80CCD(2): the employer’s pension contribution, in both regimes', () => {
  // Worked from s. 80CCD(2) and the Finance (No. 2) Act 2024 before the code (payroll README
  // "s. 80CCD(2)"): deductible up to 10% of salary (basic + DA) in the old regime, 14% in the
  // new from FY 2024-25; outside s. 80CCE's ₹1,50,000. Basic + DA of the year 6,00,000.
  const nps = (contribution: number) => ({ contribution, salary: 600_000 });
  const deductible = (year: typeof oldRegime, contribution: number) =>
    chapterVIA(year, { ...claim, declared: [], employerNps: nps(contribution) });

  it.each([
    ['old regime, 10%: 60,000', 'old', '2025-04-01', [59_999, 60_000, 60_001], [59_999, 60_000, 60_000]],
    [
      'new regime FY 2025-26, 14%: 84,000',
      'new',
      '2025-04-01',
      [83_999, 84_000, 84_001],
      [83_999, 84_000, 84_000],
    ],
    [
      'new regime FY 2024-25, 14% already',
      'new',
      '2024-04-01',
      [83_999, 84_000, 84_001],
      [83_999, 84_000, 84_000],
    ],
    ['old regime FY 2024-25, 10%', 'old', '2024-04-01', [60_001, 84_000], [60_000, 60_000]],
  ] as const)('%s', (_case, regime, from, contributions, allowed) => {
    const year = incomeTaxYear(rows, regime, from);
    expect(contributions.map((amount) => deductible(year, amount))).toEqual(
      contributions.map((amount, index) => [
        { section: '80CCD(2)', gross: amount, deductible: allowed[index] },
      ]),
    );
  });

  it('stands outside s. 80CCE: 80C’s 1,50,000 and 80CCD(2)’s 60,000 both; the new regime keeps 80CCD(2) alone', () => {
    const declared = [{ section: '80C' as const, amount: 150_000 }];
    expect(chapterVIA(oldRegime, { ...claim, declared, employerNps: nps(70_000) })).toEqual([
      { section: '80C', gross: 150_000, deductible: 150_000 },
      { section: '80CCD(2)', gross: 70_000, deductible: 60_000 },
    ]);
    expect(chapterVIA(newRegime, { ...claim, declared, employerNps: nps(70_000) })).toEqual([
      { section: '80CCD(2)', gross: 70_000, deductible: 70_000 },
    ]);
  });

  it('rounds the limit down to the paisa (paise, unit 100): 10% of 6,00,000.05 is 60,000.00', () => {
    expect(
      chapterVIA(oldRegime, {
        ...claim,
        unit: 100,
        grossTotalIncome: 1_000_000_000,
        declared: [],
        employerNps: { contribution: 7_000_000, salary: 60_000_005 },
      }),
    ).toEqual([{ section: '80CCD(2)', gross: 7_000_000, deductible: 6_000_000 }]);
  });
});

describe('Chapter VI-A limits are the year’s dated rows (migration 258), not constants', () => {
  // A made-up later Finance Act: from FY 2027-28 s. 80CCE's cap 2,00,000, s. 80CCD(1B) 75,000 and
  // s. 80D 40,000 (senior 60,000). The rows are the only change: the same claim deducts more.
  const later = (item: (typeof rows)[number]['item'], value: number) => ({
    regime: 'old' as const,
    item,
    effective_from: '2027-04-01',
    threshold: 0,
    value,
    source: 'test: a later Finance Act',
  });
  const declared = [
    { section: '80C' as const, amount: 250_000 },
    { section: '80CCD(1B)' as const, amount: 90_000 },
    { section: '80D' as const, amount: 70_000 },
  ];

  it('reads a later year’s 80C, 80CCD(1B) and 80D limits from its rows', () => {
    const fy2027 = incomeTaxYear(
      [
        ...rows,
        later('deduction_80c_cap', 200_000),
        later('deduction_80ccd_1b_cap', 75_000),
        later('deduction_80d_cap', 40_000),
        later('deduction_80d_senior_cap', 60_000),
      ],
      'old',
      '2027-04-01',
    );
    // 2,00,000 + 75,000 + 40,000 = 3,15,000; a senior: 80D 60,000, 3,35,000
    expect(chapterVIA(fy2027, { ...claim, declared }).map((line) => line.deductible)).toEqual([
      200_000, 75_000, 40_000,
    ]);
    expect(chapterVIATotal(chapterVIA(fy2027, { ...claim, seniorCitizen: true, declared }))).toBe(335_000);
    // FY 2026-27 keeps its own rows: 1,50,000 + 50,000 + 25,000 = 2,25,000
    const fy2026 = incomeTaxYear(rows, 'old', '2026-04-01');
    expect(chapterVIATotal(chapterVIA(fy2026, { ...claim, declared }))).toBe(225_000);
  });

  it('allows nothing of a section whose limit the year has no row for', () => {
    // the old regime's year without migration 258's rows: s. 80CCE's cap alone
    const withoutLimits = incomeTaxYear([...taxRows, ...incomeTaxSalaryDeductions], 'old', '2025-04-01');
    expect(chapterVIA(withoutLimits, { ...claim, declared }).map((line) => line.deductible)).toEqual([
      150_000, 0, 0,
    ]);
  });
});

describe('the month’s TDS with declarations', () => {
  const april = {
    month: payrollMonth(2025, 4),
    salaryBefore: 0,
    tdsBefore: 0,
    salaryThisMonth: 100_000,
    grossRate: 100_000,
    professionalTaxBefore: 0,
    providentFundBefore: 0,
    professionalTaxThisMonth: 200,
    providentFundThisMonth: 1_800,
  };

  it('takes the declared 80C and 80D off the old regime’s projected income', () => {
    // 12,00,000 − 50,000 − PT 2,400 − (80C: PF 21,600 + 1,50,000 declared, capped 1,50,000; 80D
    // 30,000 capped 25,000) = 9,72,600: 12,500 + 20% of 4,72,600 = 94,520 → 1,07,020; cess
    // 4,280.80: 1,11,300.80 → 1,11,300 (s. 288B); ÷ 12 = 9,275
    const working = monthlyTds({
      ...april,
      year: oldRegime,
      declared: {
        deductions: [
          { section: '80C', amount: 150_000 },
          { section: '80D', amount: 30_000 },
        ],
        previousSalary: 0,
        previousTds: 0,
        seniorCitizen: false,
      },
    });
    expect(working).toMatchObject({
      chapter_via: 175_000,
      taxable_income: 972_600,
      annual_tax: 111_300,
      tds: 9_275,
    });
  });

  it('takes the parents’ 80D off too, within their own limit', () => {
    // as above with the parents' premium of 45,000, a parent 60 or more: 80D 25,000 + 45,000.
    // 12,00,000 − 50,000 − 2,400 − (1,50,000 + 70,000) = 9,27,600: 12,500 + 20% of 4,27,600 =
    // 85,520 → 98,020; cess 3,920.80: 1,01,940.80 → 1,01,940 (s. 288B); ÷ 12 = 8,495
    const working = monthlyTds({
      ...april,
      year: oldRegime,
      declared: {
        deductions: [
          { section: '80C', amount: 150_000 },
          { section: '80D', amount: 30_000 },
          { section: '80D', amount: 45_000, parents: true, seniorCitizen: true },
        ],
        previousSalary: 0,
        previousTds: 0,
        seniorCitizen: false,
      },
    });
    expect(working).toMatchObject({
      chapter_via: 220_000,
      taxable_income: 927_600,
      annual_tax: 101_940,
      tds: 8_495,
    });
  });

  it('adds the employer’s pension contribution to salary (s. 17(1)(viii)) and deducts it u/s 80CCD(2) within its share', () => {
    // ₹2,00,000 a month from April, basic 1,00,000, the employer's NPS 14,000 (14% of basic);
    // no PT or PF. New regime: 24,00,000 + 1,68,000 = 25,68,000 − 75,000 − 1,68,000 (14%, all)
    // = 23,25,000: tax 2,81,250 + cess 11,250 = 2,92,500, as without the contribution; TDS 24,375
    const withNps = {
      ...april,
      salaryThisMonth: 200_000,
      grossRate: 200_000,
      professionalTaxThisMonth: 0,
      providentFundThisMonth: 0,
      employerNpsThisMonth: {
        contribution: 14_000,
        salary: 100_000,
        contributionRate: 14_000,
        salaryRate: 100_000,
      },
    };
    expect(monthlyTds({ ...withNps, year: newRegime })).toMatchObject({
      projected_salary: 2_568_000,
      employer_nps: 168_000,
      chapter_via: 168_000,
      taxable_income: 2_325_000,
      annual_tax: 292_500,
      tds: 24_375,
    });
    // old regime: 10% only, 1,20,000; 25,68,000 − 50,000 − 1,20,000 = 23,98,000: 12,500 +
    // 1,00,000 + 30% of 13,98,000 = 5,31,900 + cess 21,276 = 5,53,176 → 5,53,180 (s. 288B); ÷ 12 = 46,098.33 → 46,098
    expect(monthlyTds({ ...withNps, year: oldRegime })).toMatchObject({
      chapter_via: 120_000,
      taxable_income: 2_398_000,
      annual_tax: 553_180,
      tds: 46_098,
    });
    // a later month counts the earlier payslips' contributions: October, six paid before
    const october = monthlyTds({
      ...withNps,
      year: newRegime,
      month: payrollMonth(2025, 10),
      salaryBefore: 1_200_000,
      tdsBefore: 6 * 24_375,
      employerNpsBefore: { contribution: 84_000, salary: 600_000 },
    });
    expect(october).toMatchObject({ employer_nps: 168_000, taxable_income: 2_325_000, tds: 24_375 });
  });

  it('adds a previous employer’s salary to the year and its TDS to what was deducted (s. 192(2))', () => {
    // Joined in October (6 months left) after 6,00,000 paid and 20,000 deducted by the previous
    // employer (Form 12B); 1,00,000 a month here, no PT or PF. Projected 6,00,000 + 6 × 1,00,000 =
    // 12,00,000 − 50,000 = 11,50,000: 12,500 + 1,00,000 + 30% of 1,50,000 = 1,57,500; cess 6,300:
    // 1,63,800; less 20,000 = 1,43,800 ÷ 6 = 23,966.67 → 23,967
    const october = {
      ...april,
      month: payrollMonth(2025, 10),
      year: oldRegime,
      professionalTaxThisMonth: 0,
      providentFundThisMonth: 0,
    };
    const declared = { deductions: [], previousSalary: 600_000, previousTds: 20_000, seniorCitizen: false };
    expect(monthlyTds({ ...october, declared })).toMatchObject({
      projected_salary: 1_200_000,
      taxable_income: 1_150_000,
      annual_tax: 163_800,
      previous_tds: 20_000,
      tds: 23_967,
    });
    // without it: 6,00,000 − 50,000 = 5,50,000: 12,500 + 10,000 = 22,500 + 900 cess = 23,400 ÷ 6 = 3,900
    expect(monthlyTds(october).tds).toBe(3_900);
  });
});
