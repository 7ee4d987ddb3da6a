import { type IncomeTaxYear, rentOfPeriod, type TaxDeclarations, taxRegimes } from '@muster/payroll-rules';
import { addDays } from '@muster/protocol';
import { type Form16Payslip, form16PartB } from '../../form-16/rules/part-b.js';
import type { Form24qSalaryDetail } from './annexure-ii.js';

/** One employee of the business with the year's approved payslips (`../load.ts`). */
export interface AnnualEmployee {
  code: string;
  name: string;
  pan: string | null;
  birthDay: string | null;
  joiningDay: string | null;
  leavingDay: string | null;
  payslips: Form16Payslip[];
  /** The employee's declarations for the year (paise; folder `tax_declarations`), if any. */
  declared?: TaxDeclarations;
}

export interface AnnexureII {
  details: Form24qSalaryDetail[];
  /** Codes of employees who had TDS deducted but no PAN: left out, as in Annexure I. */
  missingPan: string[];
  /** Codes without a date of birth: category G taken. */
  noBirthDay: string[];
  /** Employees paid in the year without any TDS: not deductees, not in Annexure II. */
  withoutTds: number;
}

/**
 * The format's category from the date of birth: a person attains an age on the day before
 * its anniversary, and is a senior citizen (S) for the year if 60 or more at any time in it,
 * a super senior (O) if 80 or more (Income-tax Act 1961 First Schedule; Finance Act's Part III).
 */
export function category(birthDay: string | null, startYear: number): 'G' | 'S' | 'O' {
  if (!birthDay) return 'G';
  const lastDay = `${startYear + 1}-03-31`;
  const attains = (age: number) =>
    addDays(`${Number(birthDay.slice(0, 4)) + age}${birthDay.slice(4)}`, -1) <= lastDay;
  if (attains(80)) return 'O';
  return attains(60) ? 'S' : 'G';
}

/**
 * Annexure II of a year from its employees' approved payslips: the figures are Form 16 Part
 * B's (the same sums and the tax computed again on the year's actual salary with the regime of
 * the year's last payslip), so the certificate TRACES prints from this file matches ours.
 */
export function annexureII(
  employees: readonly AnnualEmployee[],
  startYear: number,
  yearOf: (regime: IncomeTaxYear['regime']) => IncomeTaxYear,
): AnnexureII {
  const result: AnnexureII = { details: [], missingPan: [], noBirthDay: [], withoutTds: 0 };
  const first = `${startYear}-04-01`;
  const last = `${startYear + 1}-03-31`;
  for (const employee of employees) {
    const lastRegime = employee.payslips.at(-1)?.totals.income_tax?.regime;
    const regime = taxRegimes.find((known) => known === lastRegime) ?? 'new';
    const figures = form16PartB(employee.payslips, yearOf(regime), employee.declared);
    if (figures.tdsDeducted <= 0) {
      result.withoutTds += 1;
      continue;
    }
    if (!employee.pan) {
      result.missingPan.push(employee.code);
      continue;
    }
    if (!employee.birthDay) result.noBirthDay.push(employee.code);
    result.details.push({
      pan: employee.pan,
      name: employee.name,
      category: category(employee.birthDay, startYear),
      from: employee.joiningDay && employee.joiningDay > first ? employee.joiningDay : first,
      to: employee.leavingDay && employee.leavingDay < last ? employee.leavingDay : last,
      regime,
      salary: figures.grossSalary,
      previousSalary: figures.previousSalary,
      previousTds: figures.previousTds,
      exempt: figures.exemptAllowances,
      hraExemption: figures.hraExemption,
      ...rentDetail(regime === 'old' ? employee.declared : undefined),
      standardDeduction: figures.standardDeduction,
      professionalTax: figures.professionalTax,
      chapterVIA: figures.chapterVIALines,
      totalIncome: figures.totalIncome,
      taxOnIncome: figures.taxOnIncome,
      rebate87A: figures.rebate87A,
      surcharge: figures.surcharge,
      cess: figures.cess,
      tds: figures.tdsDeducted,
    });
  }
  return result;
}

/**
 * SD 39–48 from the rent declared (paise): whether the year's rent exceeds ₹1,00,000 and the
 * landlords with a PAN (the folder requires it above that, CBDT Circular 8/2013), each once.
 * The new regime exempts no rent (s. 115BAC(2)): nothing is reported.
 */
function rentDetail(declared: TaxDeclarations | undefined) {
  const rents = declared?.rents ?? [];
  const rentOverLakh = rents.reduce((sum, rent) => sum + rentOfPeriod(rent), 0) > 100_000_00;
  const landlords = new Map<string, string>();
  for (const rent of rents)
    if (rent.landlordPan && !landlords.has(rent.landlordPan))
      landlords.set(rent.landlordPan, rent.landlordName ?? '');
  return { rentOverLakh, landlords: [...landlords].map(([pan, name]) => ({ pan, name })) };
}
