import { incomeTaxYear } from '@muster/payroll-rules';
import {
  incomeTaxChapterVIALimits,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { describe, expect, it } from 'vitest';
import type { Form16Payslip } from '../form-16/rules/part-b.js';
import type { Form24qSalaryDetail } from './rules/annexure-ii.js';
import { form24q } from './rules/form-24q.js';
import { type AnnualEmployee, annexureII, category } from './rules/salary-detail.js';
import { expectProblem, handDeductor, handFile, withFieldOf } from './testing/fixtures.js';
import { form24qProblems } from './testing/form-24q-validator.js';

// Annexure II worked by hand for one employee, FY 2025-26, new regime (Finance Act 2025):
// Rahul Roy, ₹1,50,000 a month of salary u/s 17(1) plus ₹1,000 a month reimbursed (exempt):
//   salary 17(1)                  12 × 1,51,000 = 18,12,000 … of which exempt u/s 10: 12,000
//   field 13 total salary = 67 17(1)             = 18,12,000
//   field 16 section 16: 16(ia) standard deduction 75,000 (PT not deductible in the new regime)
//   field 17 income from salary   18,12,000 − 12,000 − 75,000 = 17,25,000
//   fields 19 gross total income, 23 total taxable income (no Chapter VI-A) = 17,25,000
//   field 24 tax: 4–8 lakh 5% 20,000 + 8–12 lakh 10% 40,000 + 12–16 lakh 15% 60,000
//            + 16–17.25 lakh 20% of 1,25,000 = 25,000                       = 1,45,000
//   field 78 rebate u/s 87A: 0 (income above ₹12 lakh, beyond marginal relief)
//   field 26 cess 4% of 1,45,000 = 5,800; field 28 net tax payable 1,45,000 + 5,800 = 1,50,800
//   field 36 TDS of the year: 11 × 12,566 + 12,570 = 1,50,796; field 30 shortfall 1,50,800 − 1,50,796 = 4
// Its January is the quarter's deductee: paid 1,51,000, TDS 12,566, deposited 7 February 2026.
const sd =
  '5^SD^1^1^A^^ABCPR1234D^^RAHUL ROY^G^01042025^31032026^1812000.00^^1^75000.00^1725000.00^0.00^1725000.00^^0^0.00^1725000.00^145000.00^0.00^5800.00^0.00^150800.00^150796.00^4.00^^^^1812000.00^0.00^150796.00^0.00^N^N^0^^^^^^^^^N^0^^^^^^^^^N^^^^^^^^1812000.00^0.00^0.00^^0.00^0.00^0.00^^12000.00^12000.00^0.00^0.00^N^0.00^0.00^^^^^^^';
const s16 = '6^S16^1^1^1^16(ia)^75000.00^';
const valid = handFile([
  '1^FH^SL1^R^20052026^1^D^CALD04217E^1^HAND WRITTEN^^^^^^^^',
  '2^BH^1^1^24Q^^^^^^^^CALD04217E^^AABCD1234K^202627^202526^Q4^DEMO INDUSTRIES PVT LTD^NA^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^^^^N^K^ANITA SEN^HR MANAGER^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^hr@example.in^9830012345^^^N^12566.00^^1^1725000.00^N^N^^^^^^^AAAPS1234C^^^^^^^^^^^^^',
  '3^CD^1^1^1^N^^^^^^00010^^^^0510308^^07022026^^^^12566.00^0.00^0.00^0.00^0.00^12566.00^^12566.00^12566.00^0.00^0.00^12566.00^0.00^0.00^^N^^0.00^200^',
  '4^DD^1^1^1^O^^^^ABCPR1234D^^^RAHUL ROY^12566.00^0.00^0.00^12566.00^^12566.00^^^151000.00^31012026^31012026^07022026^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
  sd,
  s16,
]);

const withField = withFieldOf(valid);

describe("the Form 24Q validator's Annexure II", () => {
  it('passes a valid hand-written fourth quarter', () => {
    expect(form24qProblems(valid)).toEqual([]);
  });

  it.each([
    [
      'an SD of 87 fields',
      valid.replace('^^^^^^^\r\n6^S16', '^^^^^^\r\n6^S16'),
      /line 5: SD has 87 fields, not 88/,
    ],
    ['an S16 of 7 fields', valid.replace('75000.00^\r\n', '75000.00\r\n'), /line 6: S16 has 7 fields, not 8/],
    [
      'an SD in the third quarter',
      withField(2, 18, 'Q3'),
      /line 5: salary details \(SD\) belong to the fourth quarter/,
    ],
    [
      'a count of SD records not the SDs',
      withField(2, 49, '2'),
      /BH: count of salary details records 2, 1 SD/,
    ],
    [
      'a batch gross total not the SDs’',
      withField(2, 50, '1725001.00'),
      /BH: batch total of gross total income/,
    ],
    [
      'a CD after the salary details',
      `${valid}7^CD^1^2^0^N${'^'.repeat(35)}\r\n`,
      /line 7: CD after the salary details/,
    ],
    ['an S16 before any SD', valid.replace(`${sd}\r\n`, ''), /S16 before any SD/],
    ['an SD numbered 2 first', withField(5, 4, '2'), /line 5: salary details record number 2, expected 1/],
    ['a mode other than A', withField(5, 5, 'O'), /line 5: SD field 5 \(mode\) is not A/],
    [
      'a PAN of the wrong shape',
      withField(5, 7, 'ABCPR12345'),
      /line 5: SD field 7 \(PAN of the employee\) is not a PAN/,
    ],
    ['no name', withField(5, 9, ''), /line 5: SD field 9 \(name of the employee\) is missing/],
    [
      'a category outside the format’s',
      withField(5, 10, 'X'),
      /SD field 10 \(category of the employee\) is not G, S, O or W/,
    ],
    [
      'a day outside the year',
      withField(5, 12, '01042026'),
      /SD field 12 \(employed to\) is not a day of the financial year/,
    ],
    [
      'a period ending before it starts',
      withField(5, 11, '01052025').replace('^31032026^1812', '^30042025^1812'),
      /ends before it starts/,
    ],
    [
      'an amount with one decimal',
      withField(5, 24, '145000.0'),
      /SD field 24 \(amount 24\) is not an amount with two decimals/,
    ],
    [
      'a shortfall not an amount',
      withField(5, 30, '4'),
      /SD field 30 \(shortfall or excess\) is not an amount/,
    ],
    [
      'an S16 count not the S16s',
      withField(5, 15, '2'),
      /count of section 16 details 2, 1 S16 records follow/,
    ],
    ['a section 16 total not its S16s', withField(6, 7, '50000.00'), /SD field 16 is not the sum of its S16/],
    [
      'Chapter VI-A details announced, none following',
      withField(5, 21, '1'),
      /line 5: count of Chapter VI-A details 1, 0 C6A records follow/,
    ],
    [
      'a Chapter VI-A total without C6A records',
      withField(5, 22, '100.00'),
      /line 5: SD field 22 is not the sum of its C6A records' deductible amounts/,
    ],
    [
      'a total salary not its parts',
      withField(5, 67, '1800000.00'),
      /SD field 13 is not salary u\/s 17\(1\)/,
    ],
    [
      'income from salary not salary less exemptions and s. 16',
      withField(5, 76, '0.00'),
      /SD field 17 is not total salary/,
    ],
    [
      'gross total income not its parts',
      withField(5, 18, '100.00'),
      /SD field 19 is not income from salary \+ other income/,
    ],
    [
      'a taxable income off by more than rounding',
      withField(5, 23, '1725010.00'),
      /SD field 23 is not gross total income − Chapter VI-A/,
    ],
    [
      'net tax payable not tax + cess − rebate',
      withField(5, 78, '100.00'),
      /SD field 28 is not tax \+ surcharge \+ cess − relief − rebate/,
    ],
    ['a year’s TDS not its parts', withField(5, 37, '100.00'), /SD field 29 is not this employer's TDS/],
    [
      'a shortfall not payable − deducted',
      withField(5, 30, '0.00'),
      /SD field 30 is not net tax payable − tax deducted/,
    ],
    ['exemptions not their sum', withField(5, 80, '100.00'), /SD field 76 is not the sum of the exemptions/],
    ['an indicator not Y or N', withField(5, 79, 'X'), /SD field 79 \(indicator 79\) is not Y or N/],
    ['an S16 of another SD', withField(6, 4, '2'), /line 6: S16 salary details record number 2, its SD is 1/],
    ['an S16 numbered 2 first', withField(6, 5, '2'), /line 6: section 16 record number 2, expected 1/],
    ['a section 16 that is not one', withField(6, 6, '16(iv)'), /S16 field 6 \(section\) is not 16\(ia\)/],
    [
      'a deduction of the fourth quarter in the third',
      withField(4, 24, '31122025'),
      /line 4: date of tax deduction is outside the quarter/,
    ],
  ])('refuses %s', (_, file, problem) => expectProblem(file, problem));
});

const rates = [...incomeTaxRates, ...incomeTaxSalaryDeductions, ...incomeTaxChapterVIALimits];
const taxYear = (regime: 'new' | 'old') => incomeTaxYear(rates, regime, '2025-04-01');

/** Twelve payslips of 2025-26: ₹1,50,000 taxable, ₹1,000 reimbursed, the TDS lines given. */
function year(
  tds: (month: number) => number,
  regime = 'new',
  lines: Record<string, number> = {},
): Form16Payslip[] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: index < 9 ? `2025-${String(index + 4).padStart(2, '0')}` : `2026-0${index - 8}`,
    totals: { gross_pay: 151_000, taxable_salary: 150_000, income_tax: { regime } },
    lines: Object.entries({ ...lines, TDS: tds(index) }).map(([code, amount]) => ({
      code,
      amount,
      kind: 'deduction' as const,
    })),
  }));
}

const rahul: AnnualEmployee = {
  code: 'E1',
  name: 'Rahul Roy',
  pan: 'ABCPR1234D',
  birthDay: '1985-06-15',
  joiningDay: '2019-01-07',
  leavingDay: null,
  payslips: year((index) => (index === 11 ? 12_570 : 12_566)),
};

describe('Annexure II from the year’s payslips', () => {
  it("gives Rahul Roy's worked figures, and the writer his hand-written SD and S16", () => {
    const annexure = annexureII([rahul], 2025, taxYear);
    const expected: Form24qSalaryDetail = {
      pan: 'ABCPR1234D',
      name: 'Rahul Roy',
      category: 'G',
      from: '2025-04-01',
      to: '2026-03-31',
      regime: 'new',
      salary: 181_200_000,
      previousSalary: 0,
      previousTds: 0,
      exempt: 1_200_000,
      hraExemption: 0,
      rentOverLakh: false,
      landlords: [],
      standardDeduction: 7_500_000,
      professionalTax: 0,
      chapterVIA: [],
      totalIncome: 172_500_000,
      taxOnIncome: 14_500_000,
      rebate87A: 0,
      surcharge: 0,
      cess: 580_000,
      tds: 15_079_600,
    };
    expect(annexure).toEqual({
      details: [expected],
      missingPan: [],
      noBirthDay: [],
      withoutTds: 0,
    });
    const file = form24q({
      deductor: handDeductor,
      startYear: 2025,
      quarter: 4,
      createdOn: '2026-05-20',
      challans: [
        {
          bsrCode: '0510308',
          serial: '00010',
          depositedOn: '2026-02-07',
          tax: 1_256_600,
          interest: 0,
          fee: 0,
          deductions: [
            {
              pan: 'ABCPR1234D',
              name: 'RAHUL ROY',
              paid: 15_100_000,
              tds: 1_256_600,
              paidOn: '2026-01-31',
              deductedOn: '2026-01-31',
            },
          ],
        },
      ],
      salaryDetails: annexure.details.map((detail) => ({ ...detail, name: 'RAHUL ROY' })),
    });
    expect(form24qProblems(file)).toEqual([]);
    const lines = file.split('\r\n');
    expect(lines.slice(4, 6)).toEqual([sd, s16]);
    expect(lines[1]?.split('^').slice(48, 50)).toEqual(['1', '1725000.00']);
  });

  it('leaves out and names who cannot be written, and counts who had no TDS', () => {
    const annexure = annexureII(
      [
        { ...rahul, code: 'E2', pan: null },
        { ...rahul, code: 'E3', payslips: year(() => 0) },
        { ...rahul, code: 'E4', birthDay: null },
        { ...rahul, code: 'E5', payslips: year(() => 10_000, 'old', { EPF_EE: 1_800 }) },
      ],
      2025,
      taxYear,
    );
    expect(annexure).toMatchObject({
      missingPan: ['E2'],
      withoutTds: 1,
      noBirthDay: ['E4'],
    });
    // the old regime's provident fund is s. 80C: 12 × 1,800 = 21,600, a C6A record of its own
    expect(annexure.details.map((detail) => [detail.regime, detail.chapterVIA])).toEqual([
      ['new', []],
      ['old', [{ section: '80C', gross: 2_160_000, deductible: 2_160_000 }]],
    ]);
  });

  it('takes the period with the employer within the year', () => {
    const [detail] = annexureII(
      [{ ...rahul, joiningDay: '2025-07-14', leavingDay: '2026-02-10' }],
      2025,
      taxYear,
    ).details;
    expect([detail?.from, detail?.to]).toEqual(['2025-07-14', '2026-02-10']);
  });

  it.each([
    ['1966-04-01', 'S', 'attains 60 on 31 March 2026, the day before its 60th birthday'],
    ['1966-04-02', 'G', 'attains 60 on 1 April 2026, in the next year'],
    ['1946-04-01', 'O', 'attains 80 on 31 March 2026'],
    ['1946-04-02', 'S', 'is 79 all year'],
  ])('puts one born %s in category %s: %s', (birthDay, expected) => {
    expect(category(birthDay, 2025)).toBe(expected);
  });
});
