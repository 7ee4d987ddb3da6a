import type { PayrollMonth } from './month.js';
import type { MonthRules } from './rates.js';
import { roundAmount, statutoryRounding } from './rounding.js';

/** What a member's EPF depends on besides the wages (employees' fields; payroll README "EPF"). */
export interface EpfMember {
  /** IST day of birth `YYYY-MM-DD`; null when not recorded (treated as under the age limit). */
  birthDate: string | null;
  /**
   * Not a member of the pension scheme: joined EPF on or after 1 September 2014 with wages
   * above the ceiling (EPS para 3 as amended by G.S.R. 609(E) of 22 August 2014).
   */
  epsExcluded: boolean;
  /**
   * The employee's and employer's joint option to contribute EPF on wages above the ceiling
   * (EPF Scheme para 26(6)) in force in the month: EPF shares and admin on the whole PF
   * wages; EDLI stays on wages up to the ceiling.
   */
  higherEpfWages: boolean;
  /**
   * The joint option for pension on wages above the ceiling (EPS para 11(3) proviso, as the
   * Supreme Court's judgment of 4 November 2022 let members of 1 September 2014 exercise it),
   * accepted by EPFO: EPS on the whole EPF wages too.
   */
  higherEpsWages: boolean;
}

export interface EpfContribution {
  /** The wages EPF contributions are computed on, whole rupees as the ECR takes them. */
  epfWages: number;
  /** The EPS wages: 0 for a non-member or a member past the age limit. */
  epsWages: number;
  edliWages: number;
  employee: number;
  /** The employer's EPF share, after its EPS part. */
  employerEpf: number;
  eps: number;
  edli: number;
  admin: number;
}

/** The IST day a member born on `birthDate` reaches `years` (29 February births on 1 March). */
export function dayAged(birthDate: string, years: number): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const aged = year + years;
  // the day in the month of that year, or past its end the days into the next month (as
  // Date.UTC counts them), written out directly: an ISO string of a Date per payslip was a
  // twentieth of computing one (tests/bench/payroll README, 29 November 2026)
  const monthDays = new Date(Date.UTC(aged, month, 0)).getUTCDate();
  const [dayMonth, dayOfMonth] = day > monthDays ? [month + 1, day - monthDays] : [month, day];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${aged}-${pad(dayMonth)}-${pad(dayOfMonth)}`;
}

/**
 * The share of the month's EPS wages a member's age leaves: all of it before the month
 * they reach the limit, the days before that birthday in its month, none after (EPS para 3:
 * the pension contribution stops when the member reaches 58).
 */
export function epsShareOfMonth(birthDate: string | null, ageLimit: number, month: PayrollMonth): number {
  if (!birthDate) return 1;
  const limitDay = dayAged(birthDate, ageLimit);
  if (limitDay > month.lastDay) return 1;
  if (limitDay <= month.firstDay) return 0;
  return (Number(limitDay.slice(8, 10)) - 1) / month.daysInMonth;
}

/**
 * EPF for a month's PF wages (EPF Act s. 6, the EPF, EPS and EDLI schemes). The wages are
 * the PF wages up to the ceiling (all of them under the higher-wage options), to the
 * whole rupee as the ECR takes them, EPS's for the part of the month before the age limit; each share is then rounded once by its rule. The employer's
 * 12% goes 8.33% to EPS on the EPS wages and the rest to EPF, computed as the ECR does
 * (employer's 12% rounded, less the rounded EPS), so a member with no EPS has the whole
 * 12% in EPF.
 */
export function epfContribution(
  pfWages: number,
  member: EpfMember,
  month: PayrollMonth,
  rules: MonthRules['epf'],
): EpfContribution {
  const wages = Math.max(0, pfWages);
  const capped = Math.min(wages, rules.wageCeiling);
  const edliWages = roundAmount(capped);
  const epfWages = member.higherEpfWages ? roundAmount(wages) : edliWages;
  const epsBase = member.higherEpfWages && member.higherEpsWages ? epfWages : edliWages;
  const ageShare = epsShareOfMonth(member.birthDate, rules.epsAgeLimit, month);
  const epsWages = member.epsExcluded ? 0 : roundAmount(epsBase * ageShare);
  const eps = roundAmount(epsWages * rules.epsRate, statutoryRounding.EPS_ER);
  return {
    epfWages,
    epsWages,
    edliWages,
    employee: roundAmount(epfWages * rules.employeeRate, statutoryRounding.EPF_EE),
    employerEpf: roundAmount(epfWages * (rules.employerRate + rules.epsRate), statutoryRounding.EPF_ER) - eps,
    eps,
    edli: roundAmount(edliWages * rules.edliRate, statutoryRounding.EDLI_ER),
    admin: roundAmount(epfWages * rules.adminRate, statutoryRounding.EPF_ADMIN),
  };
}
