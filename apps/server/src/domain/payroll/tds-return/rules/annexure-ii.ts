import type { ChapterVIALine } from '@muster/payroll-rules';
import { ddmmyyyy, type RecordType, rupees, text } from './format.js';

/**
 * One employee's salary of the whole year as Annexure II of Form 24Q's fourth quarter reports
 * it (r. 31A; Form 16 Part B is its certificate), in paise, days `YYYY-MM-DD`. Figures the
 * business does not record (perquisites, other income, relief u/s 89) are not here: the file
 * writes them 0 or empty.
 */
export interface Form24qSalaryDetail {
  pan: string;
  name: string;
  /** The format's category: G general, S senior citizen (60 or more), O super senior (80 or more). */
  category: 'G' | 'S' | 'O';
  /** The period with the employer in the year. */
  from: string;
  to: string;
  regime: 'new' | 'old';
  /** Salary as per s. 17(1): every earning of the year's payslips. */
  salary: number;
  /** A previous employer's taxable salary of the year and its TDS, as declared (s. 192(2), Form 12B). */
  previousSalary: number;
  previousTds: number;
  /** Allowances exempt u/s 10 in all: the HRA exempt and the payslips' reimbursements ("any other exemption"). */
  exempt: number;
  /** Of them, house rent allowance exempt u/s 10(13A) (old regime; rule 2A). */
  hraExemption: number;
  /** The rent declared for the year exceeds ₹1,00,000 (SD 39), and its landlords, at most four (SD 40–48). */
  rentOverLakh: boolean;
  landlords: readonly { pan: string; name: string }[];
  /** Section 16 deductions: standard deduction (ia), tax on employment (iii). */
  standardDeduction: number;
  professionalTax: number;
  /** Chapter VI-A deductions, one per section claimed (C6A records), paise. */
  chapterVIA: readonly ChapterVIALine[];
  /** Total taxable income, rounded to ten rupees (s. 288A). */
  totalIncome: number;
  taxOnIncome: number;
  rebate87A: number;
  surcharge: number;
  cess: number;
  /** Tax deducted at source by this employer in the year. */
  tds: number;
}

type Add = (type: RecordType, fields: Record<number, string>) => void;

/** Total salary: this employer's and a previous one's (Form 16 Part B 1(d) + 1(e)). */
export const totalSalary = (detail: Form24qSalaryDetail) => detail.salary + detail.previousSalary;

/** Income chargeable under the head "Salaries": total salary − exemptions − s. 16, not below 0. */
export const incomeFromSalary = (detail: Form24qSalaryDetail) =>
  Math.max(0, totalSalary(detail) - detail.exempt - detail.standardDeduction - detail.professionalTax);

/** Net income tax payable: tax + surcharge + cess − relief u/s 89 (none) − rebate u/s 87A. */
export const netTaxPayable = (detail: Form24qSalaryDetail) =>
  detail.taxOnIncome + detail.surcharge + detail.cess - detail.rebate87A;

/**
 * Annexure II: each employee's salary detail (SD), then its section 16 details (S16), then its
 * Chapter VI-A details (C6A). Field numbers are the Q4 format's (payroll README "Annexure II",
 * "Chapter VI-A records"); unlisted fields are empty.
 */
export function addAnnexureII(details: readonly Form24qSalaryDetail[], add: Add): void {
  details.forEach((detail, index) => {
    const serial = String(index + 1);
    const s16 = [
      ['16(ia)', detail.standardDeduction],
      ['16(iii)', detail.professionalTax],
    ].filter(([, amount]) => Number(amount) > 0) as [string, number][];
    const income = incomeFromSalary(detail);
    const net = netTaxPayable(detail);
    const c6a = detail.chapterVIA.filter((line) => line.gross > 0);
    const chapterVIATotal = c6a.reduce((sum, line) => sum + line.deductible, 0);
    // the new regime allows no exemption for leave travel (10(5)) nor house rent (10(13A)): empty
    const oldOnly = (paise: number) => (detail.regime === 'old' ? rupees(paise) : '');
    // 41–48: the landlords' PAN and name in pairs, four at most (CBDT Circular 8/2013)
    const landlords = detail.rentOverLakh ? detail.landlords.slice(0, 4) : [];
    const landlordFields = Object.fromEntries(
      landlords.flatMap((landlord, at) => [
        [41 + at * 2, landlord.pan],
        [42 + at * 2, text(landlord.name, 75)],
      ]),
    );
    add('SD', {
      3: '1',
      4: serial,
      5: 'A',
      7: detail.pan,
      9: text(detail.name, 75),
      10: detail.category,
      11: ddmmyyyy(detail.from),
      12: ddmmyyyy(detail.to),
      13: rupees(totalSalary(detail)),
      15: String(s16.length),
      16: rupees(detail.standardDeduction + detail.professionalTax),
      17: rupees(income),
      18: rupees(0),
      19: rupees(income),
      21: String(c6a.length),
      22: rupees(chapterVIATotal),
      23: rupees(detail.totalIncome),
      24: rupees(detail.taxOnIncome),
      25: rupees(detail.surcharge),
      26: rupees(detail.cess),
      27: rupees(0),
      28: rupees(net),
      29: rupees(detail.tds + detail.previousTds),
      30: rupees(net - detail.tds - detail.previousTds),
      34: rupees(detail.salary),
      35: rupees(detail.previousSalary),
      36: rupees(detail.tds),
      37: rupees(detail.previousTds),
      38: 'N',
      39: detail.rentOverLakh ? 'Y' : 'N',
      40: String(landlords.length),
      ...landlordFields,
      49: 'N',
      50: '0',
      59: 'N',
      67: rupees(detail.salary),
      68: rupees(0),
      69: rupees(0),
      70: oldOnly(0),
      71: rupees(0),
      72: rupees(0),
      73: rupees(0),
      74: oldOnly(detail.hraExemption),
      75: rupees(detail.exempt - detail.hraExemption),
      76: rupees(detail.exempt),
      77: rupees(0),
      78: rupees(detail.rebate87A),
      // "whether opting out of taxation u/s 115BAC(1A)": Y is the old regime
      79: detail.regime === 'old' ? 'Y' : 'N',
      80: rupees(0),
      81: rupees(0),
    });
    for (const [at, [section, amount]] of s16.entries())
      add('S16', { 3: '1', 4: serial, 5: String(at + 1), 6: section, 7: rupees(amount) });
    // C6A: 6 Section ID, 7 deductible, 8 gross, 9 qualifying (80G's only: empty here)
    for (const [at, line] of c6a.entries())
      add('C6A', {
        3: '1',
        4: serial,
        5: String(at + 1),
        6: line.section,
        7: rupees(line.deductible),
        8: rupees(line.gross),
      });
  });
}
