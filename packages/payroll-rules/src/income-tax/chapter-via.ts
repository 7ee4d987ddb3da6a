import type { IncomeTaxYear } from './year-rules.js';

/**
 * The Chapter VI-A sections an employee can declare to the employer for TDS on salary
 * (folder `tax_declarations`), as Form 24Q's C6A records name them (Section ID). The
 * employee's provident fund from the payslips is s. 80C too.
 */
export const chapterVIASections = [
  '80C',
  '80CCC',
  '80CCD(1)',
  '80CCD(1B)',
  '80CCD(2)',
  '80D',
  '80E',
] as const;
export type ChapterVIASection = (typeof chapterVIASections)[number];

/** A declared amount of one section for the year (rupees, or paise: every figure alike). */
export interface DeclaredDeduction {
  section: ChapterVIASection;
  amount: number;
  /** s. 80D only: the insurance of the employee's parents (s. 80D(2)(b), a limit of its own), not of its family. */
  parents?: boolean;
  /** s. 80D only: a person insured is 60 or more in the year (s. 80D(4)): a parent, or of the family the spouse. */
  seniorCitizen?: boolean;
}

/** The employer's pension contribution of the year (s. 80CCD(2); s. 17(1)(viii) salary) and the basic + DA it is capped on. */
export interface EmployerNps {
  contribution: number;
  salary: number;
}

/** One section's deduction: what was claimed (gross) and what the law allows (deductible). */
export interface ChapterVIALine {
  section: ChapterVIASection;
  gross: number;
  deductible: number;
}

/** The sections whose total s. 80CCE caps, in the order the cap is filled. */
const under80CCE: readonly ChapterVIASection[] = ['80C', '80CCC', '80CCD(1)'];

/**
 * The year's Chapter VI-A deductions, one line per section with a claim, in
 * `chapterVIASections` order. The limits are the year's dated rows, never constants (issue
 * #34 item 1; `rates-data.ts` `incomeTaxChapterVIALimits`, migration 258): s. 80C, 80CCC and
 * 80CCD(1) together within s. 80CCE's `providentFundCap`, s. 80CCD(1B) and s. 80D within
 * `chapterVIACaps` (s. 80D: the family's premiums and the parents' each within its own limit,
 * the senior citizen's where the employee, or a declaration, says one insured is 60 or more;
 * one line, as Form 16 and Form 24Q's C6A report the section); s. 80E has no limit. `unit` is what one rupee is in the figures (1, or 100 for paise).
 * s. 80CCD(2), the employer's pension contribution, within the year's share of salary (basic +
 * DA; `employerNpsShare`, 10% old regime, 14% new), is the one the new regime allows too; the
 * new regime allows none of the others (s. 115BAC(2): its year has no s. 80C cap). Their total
 * is at most the gross total income (s. 80A(2)): what exceeds it is taken off the last
 * sections first.
 */
export function chapterVIA(
  year: IncomeTaxYear,
  claim: {
    providentFund: number;
    declared: readonly DeclaredDeduction[];
    seniorCitizen: boolean;
    grossTotalIncome: number;
    unit: 1 | 100;
    /** The employer's contribution to the employee's pension account (s. 80CCD(2)) and the salary (basic + DA) it is measured on. */
    employerNps?: EmployerNps;
  },
): ChapterVIALine[] {
  // the new regime allows s. 80CCD(2) alone of these (s. 115BAC(2)): its year has no s. 80C cap
  const oldRegime = year.providentFundCap > 0;
  const gross = new Map<ChapterVIASection, number>();
  const add = (section: ChapterVIASection, amount: number) => {
    if (amount > 0) gross.set(section, (gross.get(section) ?? 0) + amount);
  };
  if (oldRegime) {
    add('80C', claim.providentFund);
    for (const declared of claim.declared) add(declared.section, declared.amount);
  }
  if (year.employerNpsShare > 0) add('80CCD(2)', claim.employerNps?.contribution ?? 0);
  // s. 80D(2): the family's premiums (a) and the parents' (b), each within its own limit, the
  // senior citizen's (s. 80D(4)) where one insured in it is 60 or more
  const health = { family: 0, familySenior: claim.seniorCitizen, parents: 0, parentsSenior: false };
  for (const declared of claim.declared) {
    if (declared.section !== '80D' || declared.amount <= 0) continue;
    if (declared.parents) {
      health.parents += declared.amount;
      health.parentsSenior ||= declared.seniorCitizen === true;
    } else {
      health.family += declared.amount;
      health.familySenior ||= declared.seniorCitizen === true;
    }
  }
  let room80CCE = year.providentFundCap * claim.unit;
  const capOf = (section: ChapterVIASection, amount: number) => {
    if (under80CCE.includes(section)) {
      const allowed = Math.min(amount, room80CCE);
      room80CCE -= allowed;
      return allowed;
    }
    if (section === '80CCD(2)') {
      // at most the share of salary, rounded down to the paisa (never more than the law allows)
      const limit = year.employerNpsShare * (claim.employerNps?.salary ?? 0);
      const perPaisa = 100 / claim.unit;
      return Math.min(amount, Math.floor(limit * perPaisa + 1e-6) / perPaisa);
    }
    const caps = year.chapterVIACaps;
    if (section === '80CCD(1B)') return Math.min(amount, caps['80CCD(1B)'] * claim.unit);
    if (section === '80D')
      return (
        Math.min(health.family, (health.familySenior ? caps['80D senior'] : caps['80D']) * claim.unit) +
        Math.min(
          health.parents,
          (health.parentsSenior ? caps['80D parents senior'] : caps['80D parents']) * claim.unit,
        )
      );
    return amount;
  };
  const lines = chapterVIASections
    .filter((section) => gross.has(section))
    .map((section) => {
      const amount = gross.get(section) ?? 0;
      return { section, gross: amount, deductible: capOf(section, amount) };
    });
  let over = lines.reduce((sum, line) => sum + line.deductible, 0) - Math.max(0, claim.grossTotalIncome);
  for (const line of [...lines].reverse()) {
    if (over <= 0) break;
    const cut = Math.min(over, line.deductible);
    line.deductible -= cut;
    over -= cut;
  }
  return lines;
}

/** The total deductible of the lines. */
export const chapterVIATotal = (lines: readonly ChapterVIALine[]) =>
  lines.reduce((sum, line) => sum + line.deductible, 0);
