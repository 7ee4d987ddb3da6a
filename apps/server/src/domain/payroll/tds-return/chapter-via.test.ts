import { incomeTaxYear } from '@muster/payroll-rules';
import {
  incomeTaxChapterVIALimits,
  incomeTaxEmployerNpsShares,
  incomeTaxHealthInsuranceParentsLimits,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { describe, expect, it } from 'vitest';
import type { Form16Payslip } from '../form-16/rules/part-b.js';
import { form24q } from './rules/form-24q.js';
import { type AnnualEmployee, annexureII } from './rules/salary-detail.js';
import { expectProblem, handDeductor, handFile, withFieldOf } from './testing/fixtures.js';
import { form24qProblems } from './testing/form-24q-validator.js';

// Annexure II with Chapter VI-A (C6A) records, worked by hand for one employee, FY 2025-26, old
// regime (payroll README "Chapter VI-A records"): Priya Das, ₹1,00,000 a month u/s 17(1), PT 200
// and PF 1,800 a month; declared 80C ₹1,50,000 (PPF) and 80D ₹30,000 (health insurance, under 60).
//   field 13 total salary = 67 17(1)            12 × 1,00,000 = 12,00,000
//   S16: 16(ia) 50,000 (old regime), 16(iii) 12 × 200 = 2,400; field 16 = 52,400
//   field 17 income from salary = 19 gross total income   12,00,000 − 52,400 = 11,47,600
//   C6A 80C: gross PF 21,600 + 1,50,000 = 1,71,600, deductible 1,50,000 (s. 80CCE)
//   C6A 80D: gross 30,000, deductible 25,000 (s. 80D, under 60)
//   fields 21, 22: 2 records, 1,75,000; field 23 total taxable income 11,47,600 − 1,75,000 = 9,72,600
//   field 24 tax: 2.5–5 lakh 5% 12,500 + 20% of 4,72,600 = 94,520 → 1,07,020; 78 rebate 0 (over 5 lakh)
//   field 26 cess 4% = 4,280.80; field 28 net tax payable 1,11,300.80
//   field 36 TDS 12 × 9,275 = 1,11,300; field 30 shortfall 0.80
//   fields 70, 74 (10(5), 10(13A)) 0.00 in the old regime; 79 Y (opting out of s. 115BAC)
// Its January is the quarter's deductee: paid 1,00,000, TDS 9,275, deposited 7 February 2026.
const sd =
  '5^SD^1^1^A^^AQZPD5678F^^PRIYA DAS^G^01042025^31032026^1200000.00^^2^52400.00^1147600.00^0.00^1147600.00^^2^175000.00^972600.00^107020.00^0.00^4280.80^0.00^111300.80^111300.00^0.80^^^^1200000.00^0.00^111300.00^0.00^N^N^0^^^^^^^^^N^0^^^^^^^^^N^^^^^^^^1200000.00^0.00^0.00^0.00^0.00^0.00^0.00^0.00^0.00^0.00^0.00^0.00^Y^0.00^0.00^^^^^^^';
const s16 = ['6^S16^1^1^1^16(ia)^50000.00^', '7^S16^1^1^2^16(iii)^2400.00^'];
// C6A: 6 Section ID, 7 deductible amount, 8 gross amount, 9 qualifying amount (80G's), 10 hash
const c6a = ['8^C6A^1^1^1^80C^150000.00^171600.00^^', '9^C6A^1^1^2^80D^25000.00^30000.00^^'];
const head = [
  '1^FH^SL1^R^20052026^1^D^CALD04217E^1^HAND WRITTEN^^^^^^^^',
  '2^BH^1^1^24Q^^^^^^^^CALD04217E^^AABCD1234K^202627^202526^Q4^DEMO INDUSTRIES PVT LTD^NA^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^^^^N^K^ANITA SEN^HR MANAGER^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^hr@example.in^9830012345^^^N^9275.00^^1^1147600.00^N^N^^^^^^^AAAPS1234C^^^^^^^^^^^^^',
  '3^CD^1^1^1^N^^^^^^00010^^^^0510308^^07022026^^^^9275.00^0.00^0.00^0.00^0.00^9275.00^^9275.00^9275.00^0.00^0.00^9275.00^0.00^0.00^^N^^0.00^200^',
  '4^DD^1^1^1^O^^^^AQZPD5678F^^^PRIYA DAS^9275.00^0.00^0.00^9275.00^^9275.00^^^100000.00^31012026^31012026^07022026^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
];
const valid = handFile([...head, sd, ...s16, ...c6a]);
const withField = withFieldOf(valid);

describe("the Form 24Q validator's Chapter VI-A (C6A) records", () => {
  it('passes the hand-written old-regime fourth quarter', () => {
    expect(form24qProblems(valid)).toEqual([]);
  });

  it.each([
    [
      'a C6A of 9 fields',
      valid.replace('171600.00^^\r\n', '171600.00^\r\n'),
      /line 8: C6A has 9 fields, not 10/,
    ],
    [
      'a C6A before any SD',
      handFile([...head, ...c6a.map((record, index) => record.replace(/^\d+/, String(5 + index)))]),
      /line 5: C6A before any SD/,
    ],
    [
      'an S16 after a C6A of its SD',
      handFile([
        ...head,
        sd,
        s16[0] as string,
        '7^C6A^1^1^1^80C^150000.00^171600.00^^',
        '8^S16^1^1^2^16(iii)^2400.00^',
      ]),
      /line 8: S16 after its SD's C6A records/,
    ],
    ['a batch other than 1', withField(8, 3, '2'), /line 8: C6A field 3 \(batch number\) is not 1/],
    ['a C6A of another SD', withField(8, 4, '2'), /line 8: C6A salary details record number 2, its SD is 1/],
    ['a C6A numbered 2 first', withField(8, 5, '2'), /line 8: Chapter VI-A record number 2, expected 1/],
    [
      'a section outside Chapter VI-A',
      withField(8, 6, '80Z'),
      /line 8: C6A field 6 \(Section ID\) 80Z is not a Chapter VI-A section/,
    ],
    ['a section twice', withField(9, 6, '80C'), /line 9: section 80C twice for one SD/],
    [
      'a deductible without decimals',
      withField(8, 7, '150000'),
      /line 8: C6A field 7 \(deductible amount\) is not an amount/,
    ],
    ['no gross amount', withField(8, 8, ''), /line 8: C6A field 8 \(gross amount\) is not an amount/],
    [
      'a qualifying amount not one',
      withField(8, 9, 'x'),
      /line 8: C6A field 9 \(qualifying amount\) is not empty nor an amount/,
    ],
    [
      'a deductible above the gross',
      withField(9, 7, '35000.00'),
      /line 9: C6A deductible amount is more than the gross/,
    ],
    ['80C in the new regime', withField(5, 79, 'N'), /line 8: section 80C in the new regime/],
    [
      'a count not the C6As',
      withField(5, 21, '3'),
      /line 5: count of Chapter VI-A details 3, 2 C6A records follow/,
    ],
    [
      'a total not the C6As’ deductibles',
      withField(5, 22, '205000.00'),
      /line 5: SD field 22 is not the sum of its C6A records' deductible amounts/,
    ],
    [
      'a taxable income not less Chapter VI-A',
      withField(5, 23, '1147600.00'),
      /line 5: SD field 23 is not gross total income − Chapter VI-A/,
    ],
  ])('refuses %s', (_, file, problem) => expectProblem(file, problem));
});

const rates = [
  ...incomeTaxRates,
  ...incomeTaxSalaryDeductions,
  ...incomeTaxChapterVIALimits,
  ...incomeTaxHealthInsuranceParentsLimits,
  ...incomeTaxEmployerNpsShares,
];
const taxYear = (regime: 'new' | 'old') => incomeTaxYear(rates, regime, '2025-04-01');
const months = Array.from({ length: 12 }, (_, index) =>
  index < 9 ? `2025-${String(index + 4).padStart(2, '0')}` : `2026-0${index - 8}`,
);
const payslip = (month: string, pay: number, lines: Record<string, number>): Form16Payslip => ({
  month,
  totals: { gross_pay: pay, taxable_salary: pay, income_tax: { regime: 'old' } },
  lines: Object.entries(lines).map(([code, amount]) => ({ code, amount, kind: 'deduction' as const })),
});
const noOther = { previousSalary: 0, previousTds: 0, seniorCitizen: false };

const priya: AnnualEmployee = {
  code: 'E7',
  name: 'PRIYA DAS',
  pan: 'AQZPD5678F',
  birthDay: '1980-08-20',
  joiningDay: '2018-03-01',
  leavingDay: null,
  payslips: months.map((month) => payslip(month, 100_000, { PT: 200, EPF_EE: 1_800, TDS: 9_275 })),
  // declarations in paise
  declared: {
    ...noOther,
    deductions: [
      { section: '80C', amount: 15_000_000 },
      { section: '80D', amount: 3_000_000 },
    ],
  },
};

const challan = (pan: string, name: string, paid: number, tds: number) => ({
  bsrCode: '0510308',
  serial: '00010',
  depositedOn: '2026-02-07',
  tax: tds,
  interest: 0,
  fee: 0,
  deductions: [{ pan, name, paid, tds, paidOn: '2026-01-31', deductedOn: '2026-01-31' }],
});

describe('Annexure II with declarations', () => {
  it("writes Priya Das's SD, S16 and C6A records as worked by hand", () => {
    const annexure = annexureII([priya], 2025, taxYear);
    expect(annexure.details[0]?.chapterVIA).toEqual([
      { section: '80C', gross: 17_160_000, deductible: 15_000_000 },
      { section: '80D', gross: 3_000_000, deductible: 2_500_000 },
    ]);
    const file = form24q({
      deductor: handDeductor,
      startYear: 2025,
      quarter: 4,
      createdOn: '2026-05-20',
      challans: [challan('AQZPD5678F', 'PRIYA DAS', 10_000_000, 927_500)],
      salaryDetails: annexure.details,
    });
    expect(form24qProblems(file)).toEqual([]);
    expect(file.split('\r\n').slice(4, 9)).toEqual([sd, ...s16, ...c6a]);
  });

  it("writes the family's and the parents' 80D as the one 80D record, each within its limit (helper E item 2)", () => {
    // Priya also pays ₹45,000 for a parent of 60 or more: 80D 25,000 + 45,000 = 70,000 of 75,000;
    // 22 Chapter VI-A 1,50,000 + 70,000 = 2,20,000; 23 = 11,47,600 − 2,20,000 = 9,27,600; 24 tax
    // 12,500 + 20% of 4,27,600 = 98,020, 26 cess 3,920.80, 28 = 1,01,940.80; 12 × 8,495 deducted
    const withParents: AnnualEmployee = {
      ...priya,
      payslips: months.map((month) => payslip(month, 100_000, { PT: 200, EPF_EE: 1_800, TDS: 8_495 })),
      declared: {
        ...noOther,
        deductions: [
          { section: '80C', amount: 15_000_000 },
          { section: '80D', amount: 3_000_000 },
          { section: '80D', amount: 4_500_000, parents: true, seniorCitizen: true },
        ],
      },
    };
    const annexure = annexureII([withParents], 2025, taxYear);
    expect(annexure.details[0]?.chapterVIA).toEqual([
      { section: '80C', gross: 17_160_000, deductible: 15_000_000 },
      { section: '80D', gross: 7_500_000, deductible: 7_000_000 },
    ]);
    const file = form24q({
      deductor: handDeductor,
      startYear: 2025,
      quarter: 4,
      createdOn: '2026-05-20',
      challans: [challan('AQZPD5678F', 'PRIYA DAS', 10_000_000, 849_500)],
      salaryDetails: annexure.details,
    });
    expect(form24qProblems(file)).toEqual([]);
    const fields = file.split('\r\n')[4]?.split('^') ?? [];
    expect([fields[21], fields[22], fields[23], fields[25], fields[27]]).toEqual([
      '220000.00',
      '927600.00',
      '98020.00',
      '3920.80',
      '101940.80',
    ]);
    expect(file.split('\r\n')[8]?.split('^').slice(5, 8)).toEqual(['80D', '70000.00', '75000.00']);
  });

  it("writes the employer's pension contribution as salary (67) and a C6A of 80CCD(2), in the new regime too (helper E item 3)", () => {
    // new regime, ₹2,00,000 a month, basic 1,00,000, the employer's NPS 14,000: 67 = 13 =
    // 25,68,000; 16(ia) 75,000; 19 = 24,93,000; C6A 80CCD(2) 1,68,000 of 1,68,000; 23 =
    // 23,25,000; 24 2,81,250, 26 11,250, 28 2,92,500 = 12 × 24,375; 79 N
    const withNps: AnnualEmployee = {
      ...priya,
      payslips: months.map((month) => ({
        month,
        totals: { gross_pay: 200_000, taxable_salary: 200_000, income_tax: { regime: 'new' } },
        lines: [
          { code: 'BASIC', amount: 100_000, kind: 'earning' as const },
          { code: 'SPECIAL', amount: 100_000, kind: 'earning' as const },
          { code: 'NPS_ER', amount: 14_000, kind: 'employer_contribution' as const },
          { code: 'TDS', amount: 24_375, kind: 'deduction' as const },
        ],
      })),
      declared: { ...noOther, deductions: [] },
    };
    const annexure = annexureII([withNps], 2025, taxYear);
    const file = form24q({
      deductor: handDeductor,
      startYear: 2025,
      quarter: 4,
      createdOn: '2026-05-20',
      challans: [challan('AQZPD5678F', 'PRIYA DAS', 20_000_000, 2_437_500)],
      salaryDetails: annexure.details,
    });
    expect(form24qProblems(file)).toEqual([]);
    const sd = file.split('\r\n')[4]?.split('^') ?? [];
    const at = (field: number) => sd[field - 1];
    expect([at(13), at(67), at(19), at(21), at(22), at(23), at(24), at(26), at(28), at(79)]).toEqual([
      '2568000.00',
      '2568000.00',
      '2493000.00',
      '1',
      '168000.00',
      '2325000.00',
      '281250.00',
      '11250.00',
      '292500.00',
      'N',
    ]);
    // one S16 (16(ia)), then the C6A
    expect(file.split('\r\n')[6]?.split('^').slice(1, 8)).toEqual([
      'C6A',
      '1',
      '1',
      '1',
      '80CCD(2)',
      '168000.00',
      '168000.00',
    ]);
  });

  it('carries a previous employer’s salary and TDS into the SD (s. 192(2))', () => {
    // Joined 1 October 2025 after ₹6,00,000 paid and ₹20,000 deducted by the previous employer
    // (Form 12B); ₹1,00,000 a month here, TDS 23,967 a month, no PT, PF or declarations.
    //   13 total salary 6 × 1,00,000 + 6,00,000 = 12,00,000 (67 this employer's, 35 the previous)
    //   16(ia) 50,000 once; 17 = 19 = 23: 11,50,000; tax 12,500 + 1,00,000 + 30% of 1,50,000 = 1,57,500
    //   cess 6,300: 28 = 1,63,800; 36 6 × 23,967 = 1,43,802, 37 20,000, 29 = 1,63,802; 30 = −2.00
    const annexure = annexureII(
      [
        {
          ...priya,
          joiningDay: '2025-10-01',
          payslips: months.slice(6).map((month) => payslip(month, 100_000, { TDS: 23_967 })),
          declared: {
            deductions: [],
            previousSalary: 60_000_000,
            previousTds: 2_000_000,
            seniorCitizen: false,
          },
        },
      ],
      2025,
      taxYear,
    );
    const file = form24q({
      deductor: handDeductor,
      startYear: 2025,
      quarter: 4,
      createdOn: '2026-05-20',
      challans: [challan('AQZPD5678F', 'PRIYA DAS', 10_000_000, 2_396_700)],
      salaryDetails: annexure.details,
    });
    expect(form24qProblems(file)).toEqual([]);
    const fields = file.split('\r\n')[4]?.split('^') ?? [];
    const at = (n: number) => fields[n - 1];
    expect([11, 13, 16, 19, 23, 28, 29, 30, 34, 35, 36, 37, 67].map(at)).toEqual([
      '01102025',
      '1200000.00',
      '50000.00',
      '1150000.00',
      '1150000.00',
      '163800.00',
      '163802.00',
      '-2.00',
      '600000.00',
      '600000.00',
      '143802.00',
      '20000.00',
      '600000.00',
    ]);
  });
});
