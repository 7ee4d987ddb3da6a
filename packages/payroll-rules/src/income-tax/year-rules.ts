/** The two regimes of income tax on an individual's salary. */
export const taxRegimes = ['new', 'old'] as const;
export type TaxRegime = (typeof taxRegimes)[number];

/**
 * The regime an employee is taxed under when none is recorded for the year: the new regime
 * is the default (Income-tax Act 1961 s. 115BAC(1A), Finance Act 2023; s. 202 of the 2025 Act).
 */
export const defaultTaxRegime: TaxRegime = 'new';

/** One dated income-tax figure (table `income_tax_rates`, migration 075). */
export interface IncomeTaxRate {
  regime: TaxRegime;
  item:
    | 'slab'
    | 'surcharge'
    | 'standard_deduction'
    | 'rebate'
    | 'rebate_marginal_relief'
    | 'cess'
    | 'professional_tax_deduction'
    | 'deduction_80c_cap'
    | 'deduction_80ccd_1b_cap'
    | 'deduction_80d_cap'
    | 'deduction_80d_senior_cap'
    | 'deduction_80d_parents_cap'
    | 'deduction_80d_parents_senior_cap'
    | 'deduction_80ccd_2_share'
    | 'hra_rent_over_share'
    | 'hra_metro_share'
    | 'hra_other_share';
  /** The first day (`YYYY-MM-DD`) of the financial year it applies from. */
  effective_from: string;
  threshold: number;
  value: number;
}

/** A regime's figures for one financial year. */
export interface IncomeTaxYear {
  regime: TaxRegime;
  /** The `effective_from` of the rows used. */
  ratesFrom: string;
  /** Rates on the income above each threshold, thresholds ascending from 0. */
  slabs: { above: number; rate: number }[];
  /** Surcharge rates on the tax where the income exceeds each threshold, ascending. */
  surcharge: { above: number; rate: number }[];
  standardDeduction: number;
  /** s. 87A: up to `max` for a total income up to `incomeLimit`; `marginalRelief`: above it, the tax is at most the excess. */
  rebate: { incomeLimit: number; max: number; marginalRelief: boolean };
  cessRate: number;
  /** Professional tax paid is deducted from salary (s. 16(iii); old regime). */
  professionalTaxDeductible: boolean;
  /** The employee's provident fund deducted up to this (s. 80C; old regime); 0: not at all. */
  providentFundCap: number;
  /**
   * The Chapter VI-A sections' own limits (rows `deduction_80ccd_1b_cap`, `deduction_80d_cap`,
   * `deduction_80d_senior_cap`, migration 258; s. 80D's for parents, `deduction_80d_parents_cap`
   * and `deduction_80d_parents_senior_cap`, migration 281; old regime): a year without the row
   * allows nothing of the section, as the new regime does (s. 115BAC(2)).
   */
  /**
   * s. 80CCD(2): the share of salary (basic + DA) up to which the employer's contribution to the
   * employee's pension account is deducted (row `deduction_80ccd_2_share`, migration 282; both
   * regimes, 10% old, 14% new from FY 2024-25); 0: none.
   */
  employerNpsShare: number;
  chapterVIACaps: {
    '80CCD(1B)': number;
    '80D': number;
    '80D senior': number;
    '80D parents': number;
    '80D parents senior': number;
  };
  /**
   * s. 10(13A) and rule 2A's fractions of salary (rows `hra_rent_over_share`, `hra_metro_share`,
   * `hra_other_share`, migration 259; old regime): rent counts above `rentOver` of the salary,
   * the exemption is at most `metro` or `other` of it. A year without them exempts nothing.
   */
  hraShares: { rentOver: number; metro: number; other: number };
}

export const incomeTaxMessages = {
  missingYear: 'No income-tax rates for the financial year',
} as const;

/**
 * A regime's figures for the financial year starting on `firstDay` (1 April): the rows of
 * the latest `effective_from` on or before it, per item, as a Finance Act changes a year's
 * figures from that year on. A year without slabs is refused, naming the year and regime.
 */
export function incomeTaxYear(
  rates: readonly IncomeTaxRate[],
  regime: TaxRegime,
  firstDay: string,
): IncomeTaxYear {
  const latest = (item: IncomeTaxRate['item']) => {
    const rows = rates.filter(
      (rate) => rate.regime === regime && rate.item === item && rate.effective_from <= firstDay,
    );
    const from = rows.reduce<string | null>(
      (max, rate) => (max === null || rate.effective_from > max ? rate.effective_from : max),
      null,
    );
    return rows.filter((rate) => rate.effective_from === from).sort((a, b) => a.threshold - b.threshold);
  };
  const slabs = latest('slab');
  const [first] = slabs;
  if (first?.threshold !== 0)
    throw new Error(`${incomeTaxMessages.missingYear}: ${firstDay.slice(0, 4)} (${regime})`);
  const [rebate] = latest('rebate');
  const [cess] = latest('cess');
  return {
    regime,
    ratesFrom: first.effective_from,
    slabs: slabs.map((rate) => ({ above: rate.threshold, rate: rate.value })),
    surcharge: latest('surcharge').map((rate) => ({ above: rate.threshold, rate: rate.value })),
    standardDeduction: latest('standard_deduction')[0]?.value ?? 0,
    rebate: {
      incomeLimit: rebate?.threshold ?? 0,
      max: rebate?.value ?? 0,
      marginalRelief: (latest('rebate_marginal_relief')[0]?.value ?? 0) > 0,
    },
    cessRate: cess?.value ?? 0,
    professionalTaxDeductible: (latest('professional_tax_deduction')[0]?.value ?? 0) > 0,
    providentFundCap: latest('deduction_80c_cap')[0]?.value ?? 0,
    employerNpsShare: latest('deduction_80ccd_2_share')[0]?.value ?? 0,
    chapterVIACaps: {
      '80CCD(1B)': latest('deduction_80ccd_1b_cap')[0]?.value ?? 0,
      '80D': latest('deduction_80d_cap')[0]?.value ?? 0,
      '80D senior': latest('deduction_80d_senior_cap')[0]?.value ?? 0,
      '80D parents': latest('deduction_80d_parents_cap')[0]?.value ?? 0,
      '80D parents senior': latest('deduction_80d_parents_senior_cap')[0]?.value ?? 0,
    },
    hraShares: {
      rentOver: latest('hra_rent_over_share')[0]?.value ?? 0,
      metro: latest('hra_metro_share')[0]?.value ?? 0,
      other: latest('hra_other_share')[0]?.value ?? 0,
    },
  };
}
