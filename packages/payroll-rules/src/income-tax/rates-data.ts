import type { IncomeTaxRate } from './year-rules.js';

/**
 * The one source of the income-tax rows (issue #28 item 4): the server's migrations 075 and
 * 077 seed them and this package's tests compute with them (`../testing/test-rates.ts`), so a
 * test's slabs cannot drift from the seeded ones. They are data, not the rules' constants:
 * the server computes from the `income_tax_rates` table they were seeded into, where a
 * business may add a later year's rows. Kept off the main entry (`@muster/payroll-rules/
 * income-tax-rates`) so the browser's live pay does not carry them.
 *
 * The income-tax figures that TDS on salary (Income-tax Act 1961 s. 192) is computed with
 * (issue #34 item 1; migration 075), each dated by the first day of the financial year it
 * applies to and carrying its source. A year is computed with the rows of the latest
 * `effective_from` on or before its 1 April, per regime and item, so a Finance Act's change
 * is new rows from its year, never a change of code (payroll tax README).
 *
 * Items: `slab` (the rate on income above `threshold`), `surcharge` (the rate on the tax
 * when income exceeds `threshold`), `standard_deduction` (s. 16(ia), an amount), `rebate`
 * (s. 87A: at most `value` for income up to `threshold`), `rebate_marginal_relief` (value 1:
 * the tax on income above the rebate's limit is at most that excess), `cess` (the health and
 * education cess on tax and surcharge).
 */
export interface IncomeTaxRateRow extends IncomeTaxRate {
  /** The Act, section or notification the figure comes from. */
  source: string;
}

const fy2025 =
  'Finance Act 2025 (No. 7 of 2025), First Schedule Part III, rates for FY 2025-26; s. 115BAC(1A) as amended';
const fy2025Old =
  'Finance Act 2025, First Schedule Part III Paragraph A (individuals, FY 2025-26; unchanged from earlier years)';
const fy2026 =
  'Income-tax Act 2025 s. 202 (the new regime, s. 115BAC of the 1961 Act) and the Finance Act 2026, which kept the FY 2025-26 rates for tax year 2026-27 (Budget 2026-27 speech, 1 February 2026: no change in slabs or rates)';
const fy2026Old =
  'Finance Act 2026, First Schedule (individuals, tax year 2026-27: the FY 2025-26 rates unchanged; Budget 2026-27 speech, 1 February 2026)';

const fy2024 =
  'Finance (No. 2) Act 2024, s. 115BAC(1A) as amended (FY 2024-25); CBDT Circular 3/2025 of 20 February 2025 (TDS from salaries u/s 192, FY 2024-25)';
const fy2024Old =
  'Finance (No. 2) Act 2024, First Schedule Part III Paragraph A (individuals, FY 2024-25); CBDT Circular 3/2025';

/** FY 2024-25's new regime (the product's first month, November 2024, is in it). */
const newSlabs2024 = [
  [0, 0],
  [300_000, 0.05],
  [700_000, 0.1],
  [1_000_000, 0.15],
  [1_200_000, 0.2],
  [1_500_000, 0.3],
] as const;
const newSlabs = [
  [0, 0],
  [400_000, 0.05],
  [800_000, 0.1],
  [1_200_000, 0.15],
  [1_600_000, 0.2],
  [2_000_000, 0.25],
  [2_400_000, 0.3],
] as const;
const oldSlabs = [
  [0, 0],
  [250_000, 0.05],
  [500_000, 0.2],
  [1_000_000, 0.3],
] as const;
/** Surcharge bands: Finance Act's First Schedule Part III Paragraph A proviso; 25% is the new regime's top (s. 115BAC(1A) proviso, Finance Act 2023). */
const newSurcharge = [
  [5_000_000, 0.1],
  [10_000_000, 0.15],
  [20_000_000, 0.25],
] as const;
const oldSurcharge = [...newSurcharge, [50_000_000, 0.37]] as const;

function yearRows(
  from: string,
  newSource: string,
  oldSource: string,
  newRegime: { slabs: readonly (readonly [number, number])[]; rebateLimit: number; rebate: number } = {
    slabs: newSlabs,
    rebateLimit: 1_200_000,
    rebate: 60_000,
  },
): IncomeTaxRateRow[] {
  const row = (
    regime: IncomeTaxRateRow['regime'],
    item: IncomeTaxRateRow['item'],
    threshold: number,
    value: number,
    source: string,
  ): IncomeTaxRateRow => ({ regime, item, effective_from: from, threshold, value, source });
  return [
    ...newRegime.slabs.map(([threshold, rate]) => row('new', 'slab', threshold, rate, newSource)),
    ...oldSlabs.map(([threshold, rate]) => row('old', 'slab', threshold, rate, oldSource)),
    ...newSurcharge.map(([threshold, rate]) =>
      row('new', 'surcharge', threshold, rate, `${newSource}; surcharge at most 25% in the new regime`),
    ),
    ...oldSurcharge.map(([threshold, rate]) => row('old', 'surcharge', threshold, rate, oldSource)),
    row(
      'new',
      'standard_deduction',
      0,
      75_000,
      `${newSource}; s. 16(ia) proviso (₹75,000 in the new regime, Finance (No. 2) Act 2024)`,
    ),
    row('old', 'standard_deduction', 0, 50_000, `${oldSource}; s. 16(ia) (₹50,000)`),
    row(
      'new',
      'rebate',
      newRegime.rebateLimit,
      newRegime.rebate,
      `${newSource}; s. 87A proviso: up to the rebate for total income up to the limit`,
    ),
    row(
      'new',
      'rebate_marginal_relief',
      0,
      1,
      `${newSource}; s. 87A proviso (Finance Act 2023): tax on income above the limit at most the excess`,
    ),
    row(
      'old',
      'rebate',
      500_000,
      12_500,
      `${oldSource}; s. 87A: up to ₹12,500 for total income up to ₹5,00,000`,
    ),
    row(
      'new',
      'cess',
      0,
      0.04,
      `${newSource}; Health and Education Cess 4% (Finance Act 2018, s. 2(11) of each Finance Act since)`,
    ),
    row('old', 'cess', 0, 0.04, `${oldSource}; Health and Education Cess 4%`),
  ];
}

export const incomeTaxRates: IncomeTaxRateRow[] = [
  ...yearRows('2024-04-01', fy2024, fy2024Old, { slabs: newSlabs2024, rebateLimit: 700_000, rebate: 25_000 }),
  ...yearRows('2025-04-01', fy2025, fy2025Old),
  ...yearRows('2026-04-01', fy2026, fy2026Old),
];

/**
 * The old regime's deductions payroll knows of itself (migration 077): professional tax paid
 * (s. 16(iii), value 1: allowed) and the employee's provident fund under s. 80C up to its
 * limit (s. 80C(1), s. 80CCE: ₹1,50,000 since the Finance (No. 2) Act 2014). The new regime
 * allows neither (s. 115BAC(2)(ii)): it has no rows.
 */
export const incomeTaxSalaryDeductions: IncomeTaxRateRow[] = [
  '2024-04-01',
  '2025-04-01',
  '2026-04-01',
].flatMap((from) => [
  {
    regime: 'old' as const,
    item: 'professional_tax_deduction' as const,
    effective_from: from,
    threshold: 0,
    value: 1,
    source:
      'Income-tax Act 1961 s. 16(iii): tax on employment paid is deducted from salary (old regime; s. 115BAC(2) denies it in the new)',
  },
  {
    regime: 'old' as const,
    item: 'deduction_80c_cap' as const,
    effective_from: from,
    threshold: 0,
    value: 150_000,
    source:
      'Income-tax Act 1961 s. 80C(1) and s. 80CCE: the employee’s provident fund contribution within ₹1,50,000 (Finance (No. 2) Act 2014; old regime only)',
  },
]);

/**
 * The Chapter VI-A sections' own limits (issue #34 item 1; migration 258), old regime only:
 * the new regime allows none of these deductions (s. 115BAC(2)(ii)), so it has no rows. s. 80C,
 * 80CCC and 80CCD(1) share s. 80CCE's `deduction_80c_cap` above; s. 80E has no limit. A Finance
 * Act that changes one is a new row from its year (payroll README "Declarations").
 *
 * - `deduction_80ccd_1b_cap`: s. 80CCD(1B), ₹50,000 more to the National Pension System over
 *   s. 80CCE's cap (inserted by the Finance Act 2015, from AY 2016-17).
 * - `deduction_80d_cap`: s. 80D(2)(a)/(3), ₹25,000 of health insurance for the employee, spouse
 *   and dependent children (Finance Act 2015, from AY 2016-17).
 * - `deduction_80d_senior_cap`: s. 80D(4), ₹50,000 where the insured is a senior citizen
 *   (Finance Act 2018, from AY 2019-20).
 *
 * Unchanged by the Finance (No. 2) Act 2024 and the Finance Act 2025 (neither touched the old
 * regime's deductions); from tax year 2026-27 the Income-tax Act 2025 carries s. 80D as its
 * s. 126 with the same amounts (clause 126 of the Income-tax Bill 2025) and the Finance Act
 * 2026 left them (Budget 2026-27 speech, 1 February 2026).
 */
export const incomeTaxChapterVIALimits: IncomeTaxRateRow[] = [
  '2024-04-01',
  '2025-04-01',
  '2026-04-01',
].flatMap((from) => {
  const year =
    from === '2026-04-01'
      ? 'the amount kept by the Income-tax Act 2025 (s. 80D is its s. 126) and the Finance Act 2026'
      : 'unchanged by the Finance (No. 2) Act 2024 and the Finance Act 2025';
  const limit = (item: IncomeTaxRateRow['item'], value: number, source: string): IncomeTaxRateRow => ({
    regime: 'old',
    item,
    effective_from: from,
    threshold: 0,
    value,
    source: `Income-tax Act 1961 ${source}; ${year}; old regime only (s. 115BAC(2))`,
  });
  return [
    limit(
      'deduction_80ccd_1b_cap',
      50_000,
      's. 80CCD(1B): ₹50,000 to the NPS over s. 80CCE, Finance Act 2015',
    ),
    limit(
      'deduction_80d_cap',
      25_000,
      's. 80D(2)(a): ₹25,000 health insurance of self and family, Finance Act 2015',
    ),
    limit(
      'deduction_80d_senior_cap',
      50_000,
      's. 80D(4): ₹50,000 where the insured is a senior citizen, Finance Act 2018',
    ),
  ];
});

/**
 * s. 80D's limits for the health insurance of the employee's **parents** (helper E item 2;
 * migration 281), old regime only (s. 115BAC(2)): ₹25,000 a year, ₹50,000 where a parent is a
 * senior citizen (60 or more at any time in the year), **over and above** the ₹25,000 (₹50,000)
 * of the employee and its family (`deduction_80d_cap`, `deduction_80d_senior_cap`), each limit
 * its own: s. 80D(2) allows the aggregate of the family's (clause (a)) and the parents' (clause
 * (b)), and s. 80D(4) puts ₹50,000 for either where the person insured is a senior citizen (the
 * Finance Act 2018 raised it from ₹30,000, from AY 2019-20).
 * Rows of their own, though today equal to the family's, so a Finance Act changing one is a row.
 */
export const incomeTaxHealthInsuranceParentsLimits: IncomeTaxRateRow[] = [
  '2024-04-01',
  '2025-04-01',
  '2026-04-01',
].flatMap((from) => {
  const year =
    from === '2026-04-01'
      ? 'the amounts kept by the Income-tax Act 2025 (s. 80D is its s. 126) and the Finance Act 2026'
      : 'unchanged by the Finance (No. 2) Act 2024 and the Finance Act 2025';
  const limit = (item: IncomeTaxRateRow['item'], value: number, source: string): IncomeTaxRateRow => ({
    regime: 'old',
    item,
    effective_from: from,
    threshold: 0,
    value,
    source: `Income-tax Act 1961 ${source}; ${year}; old regime only (s. 115BAC(2))`,
  });
  return [
    limit(
      'deduction_80d_parents_cap',
      25_000,
      "s. 80D(2)(b): ₹25,000 health insurance of the assessee's parents, besides the family's (2)(a), Finance Act 2015",
    ),
    limit(
      'deduction_80d_parents_senior_cap',
      50_000,
      's. 80D(4): ₹50,000 where a parent insured is a senior citizen, Finance Act 2018',
    ),
  ];
});

/**
 * s. 80CCD(2): the employer's contribution to the employee's National Pension System account is
 * deducted up to a share of the employee's salary (helper E item 3; migration 282), in **both**
 * regimes (s. 115BAC(2) keeps 80CCD(2) among the deductions the new regime allows). "Salary"
 * includes the dearness allowance where the terms of employment so provide and no other
 * allowance (s. 80CCD Explanation): the payslips' `BASIC` and `DA` lines. A non-government
 * employer's share is 10% in the old regime; the Finance (No. 2) Act 2024 raised it to 14% where
 * the income is computed under s. 115BAC(1A) (the new regime), from AY 2025-26, so FY 2024-25 on
 * (its Memorandum: "will take effect from 1st April, 2025"). The Central or a State Government's
 * 14% in both regimes (Finance (No. 2) Act 2019) is not a Muster business's.
 */
export const incomeTaxEmployerNpsShares: IncomeTaxRateRow[] = [
  '2024-04-01',
  '2025-04-01',
  '2026-04-01',
].flatMap((from) => {
  const year =
    from === '2026-04-01'
      ? 'kept by the Income-tax Act 2025 and the Finance Act 2026'
      : 'unchanged by the Finance Act 2025';
  return [
    {
      regime: 'old' as const,
      item: 'deduction_80ccd_2_share' as const,
      effective_from: from,
      threshold: 0,
      value: 0.1,
      source: `Income-tax Act 1961 s. 80CCD(2)(b): 10% of salary (basic + DA), an employer other than a government; ${year}`,
    },
    {
      regime: 'new' as const,
      item: 'deduction_80ccd_2_share' as const,
      effective_from: from,
      threshold: 0,
      value: 0.14,
      source: `Income-tax Act 1961 s. 80CCD(2) as amended by the Finance (No. 2) Act 2024 (from AY 2025-26): 14% of salary where income is computed u/s 115BAC(1A); ${year}`,
    },
  ];
});

/**
 * House rent allowance exempt u/s 10(13A), Income-tax Rules 1962 rule 2A (issue #34 item 1;
 * migration 259), old regime only (s. 115BAC(2)(ii) denies it in the new): the least of the
 * allowance received, the rent paid above `hra_rent_over_share` (10%) of salary, and
 * `hra_metro_share` (50%) of salary where the house is in Bombay, Calcutta, Delhi or Madras,
 * `hra_other_share` (40%) elsewhere; salary is basic and the dearness allowance that forms part
 * of retirement benefits (rule 2A Explanation), all over the months the rent is paid.
 *
 * The fractions are unchanged since rule 2A's substitution (Notification SO 2157, 1989) by the
 * Finance Acts 2024 and 2025, which left the rules alone. From tax year 2026-27 the draft
 * Income-tax Rules 2026 (rule 279, February 2026) keep 50% and 40% but add Bengaluru,
 * Hyderabad, Pune and Ahmedabad to the 50% cities: the list is the declaration's "metro" answer
 * (folder `tax_declarations`), the fractions are these rows.
 */
export const incomeTaxHraShares: IncomeTaxRateRow[] = ['2024-04-01', '2025-04-01', '2026-04-01'].flatMap(
  (from) => {
    const rules =
      from === '2026-04-01'
        ? 'Income-tax Rules 2026 rule 279 (draft of February 2026: the same fractions; the 50% cities add Bengaluru, Hyderabad, Pune, Ahmedabad)'
        : 'Income-tax Rules 1962 rule 2A (Bombay, Calcutta, Delhi, Madras 50%); unchanged by the Finance (No. 2) Act 2024 and the Finance Act 2025';
    const share = (item: IncomeTaxRateRow['item'], value: number, what: string): IncomeTaxRateRow => ({
      regime: 'old',
      item,
      effective_from: from,
      threshold: 0,
      value,
      source: `Income-tax Act 1961 s. 10(13A): ${what}; ${rules}; old regime only (s. 115BAC(2))`,
    });
    return [
      share('hra_rent_over_share', 0.1, 'rent paid counts above 10% of salary (rule 2A(b))'),
      share('hra_metro_share', 0.5, 'at most 50% of salary in a metro city (rule 2A(c)(i))'),
      share('hra_other_share', 0.4, 'at most 40% of salary elsewhere (rule 2A(c)(ii))'),
    ];
  },
);
