import type { IncomeTaxYear } from './year-rules.js';

/**
 * Rent the employee declared for the year (folder `tax_declarations`, section `10(13A)`): the
 * rent paid each month from `from` to `to` (`YYYY-MM`, both included), and whether the house is
 * in a city with rule 2A's higher fraction (payroll README "HRA").
 */
export interface RentDeclaration {
  monthlyRent: number;
  from: string;
  to: string;
  metro: boolean;
  /** The landlord, required when the year's rent exceeds ₹1,00,000 (CBDT Circular 8/2013; Form 24Q SD 41–48). */
  landlordPan?: string;
  landlordName?: string;
}

/** Rent paid over the declaration's months (from-to, both included, within one financial year). */
export const rentOfPeriod = (rent: RentDeclaration) => {
  const index = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7));
  return rent.monthlyRent * Math.max(0, index(rent.to) - index(rent.from) + 1);
};

/** One month of the year's pay as the exemption reads it: the HRA paid and the salary of rule 2A. */
export interface HraMonth {
  /** `YYYY-MM`. */
  month: string;
  /** House rent allowance received in the month. */
  hra: number;
  /** Basic and the dearness allowance forming part of retirement benefits (rule 2A Explanation). */
  salary: number;
}

/** How the exemption was reached: rule 2A's three amounts over the months rent is paid, and the least. */
export interface HraExemption {
  months: number;
  /** (a) the allowance received. */
  received: number;
  /** (b) rent paid less `rentOver` of the salary, 0 when the rent is not more. */
  rentOverSalaryShare: number;
  /** (c) `metro` or `other` of the salary. */
  salaryShare: number;
  exemption: number;
}

/**
 * House rent allowance exempt u/s 10(13A), rule 2A of the Income-tax Rules 1962: the least of
 * (a) the allowance received, (b) rent paid less 10% of salary, (c) 50% of salary in a metro
 * city, else 40% — each "in respect of the period during which the rental accommodation is
 * occupied" (rule 2A), so only the months of `months` within the rent's from-to count. The
 * fractions are the year's dated rows (`hraShares`); the new regime has none and exempts
 * nothing (s. 115BAC(2)(ii)). Figures in one unit: `unit` is what one rupee is (1 for rupees,
 * 100 for paise); the exemption is rounded down to the paisa, so never more than the law allows.
 */
export function hraExemption(
  year: IncomeTaxYear,
  rent: RentDeclaration | null | undefined,
  months: readonly HraMonth[],
  unit: 1 | 100,
): HraExemption {
  const rented = rent ? months.filter((month) => month.month >= rent.from && month.month <= rent.to) : [];
  const received = rented.reduce((sum, month) => sum + month.hra, 0);
  const salary = rented.reduce((sum, month) => sum + month.salary, 0);
  const rentPaid = (rent?.monthlyRent ?? 0) * rented.length;
  const shares = year.hraShares;
  const rentOverSalaryShare = Math.max(0, rentPaid - salary * shares.rentOver);
  const salaryShare = salary * (rent?.metro ? shares.metro : shares.other);
  const least = Math.min(received, rentOverSalaryShare, salaryShare);
  return {
    months: rented.length,
    received,
    rentOverSalaryShare,
    salaryShare,
    exemption: Math.max(0, Math.floor(least * (100 / unit) + 1e-6) / (100 / unit)),
  };
}

/**
 * The year's exemption over each house declared (rule 2A: each period of occupation apart;
 * the declarations' months are not to overlap, or a month would count twice).
 */
export const yearHraExemption = (
  year: IncomeTaxYear,
  rents: readonly RentDeclaration[] | undefined,
  months: readonly HraMonth[],
  unit: 1 | 100,
) => (rents ?? []).reduce((sum, rent) => sum + hraExemption(year, rent, months, unit).exemption, 0);

/** The months `YYYY-MM` of the financial year starting on 1 April of `startYear`, April first. */
export const financialYearMonths = (startYear: number): string[] =>
  Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    return `${index < 9 ? startYear : startYear + 1}-${String(month).padStart(2, '0')}`;
  });
