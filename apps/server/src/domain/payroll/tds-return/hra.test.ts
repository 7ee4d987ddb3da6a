import { incomeTaxYear, type PayslipLine } from '@muster/payroll-rules';
import {
  incomeTaxChapterVIALimits,
  incomeTaxHraShares,
  incomeTaxRates,
  incomeTaxSalaryDeductions,
} from '@muster/payroll-rules/income-tax-rates';
import { describe, expect, it } from 'vitest';
import { type Form16Payslip, form16PartB } from '../form-16/rules/part-b.js';
import { form24q } from './rules/form-24q.js';
import { type AnnualEmployee, annexureII } from './rules/salary-detail.js';
import { expectProblem, handDeductor, withFieldOf } from './testing/fixtures.js';
import { form24qProblems } from './testing/form-24q-validator.js';

// HRA exempt u/s 10(13A) (rule 2A) in Form 16 Part B and Annexure II, worked by hand (payroll
// README "HRA"): Meera Iyer, FY 2025-26, old regime, each month BASIC 40,000 + DA 10,000 (rule
// 2A's salary 50,000) + HRA 20,000 = 70,000, no PT or PF; rent ₹22,000 a month all year in
// Chennai (a metro), landlord Suresh Rao, PAN ABCPR1234K.
//   (a) HRA received 12 × 20,000 = 2,40,000; (b) rent 2,64,000 − 10% of 6,00,000 = 2,04,000;
//   (c) 50% of 6,00,000 = 3,00,000: exempt 2,04,000 (Part B line 2, SD 74 and 76)
//   SD 13 = 67: 8,40,000; 16(ia) 50,000; 17 = 19 = 23: 8,40,000 − 2,04,000 − 50,000 = 5,86,000
//   tax 12,500 + 20% of 86,000 = 29,700; no rebate (over 5 lakh); cess 1,188: 28 = 30,888
//   TDS 2,574 a month: 36 = 29 = 30,888, 30 = 0; rent 2,64,000 > 1 lakh: 39 Y, 40 1, 41–42 landlord
const rates = [
  ...incomeTaxRates,
  ...incomeTaxSalaryDeductions,
  ...incomeTaxChapterVIALimits,
  ...incomeTaxHraShares,
];
const taxYear = (regime: 'new' | 'old') => incomeTaxYear(rates, regime, '2025-04-01');
const months = Array.from({ length: 12 }, (_, index) =>
  index < 9 ? `2025-${String(index + 4).padStart(2, '0')}` : `2026-0${index - 8}`,
);
const line = (code: string, amount: number, kind: PayslipLine['kind']) => ({ code, amount, kind });
const payslip = (month: string, regime: 'new' | 'old'): Form16Payslip => ({
  month,
  totals: { gross_pay: 70_000, taxable_salary: 70_000, income_tax: { regime } },
  lines: [
    line('BASIC', 40_000, 'earning'),
    line('DA', 10_000, 'earning'),
    line('HRA', 20_000, 'earning'),
    line('TDS', 2_574, 'deduction'),
  ],
});
// paise, as the declarations are read for Form 16 and Form 24Q
const rent = {
  monthlyRent: 2_200_000,
  from: '2025-04',
  to: '2026-03',
  metro: true,
  landlordPan: 'ABCPR1234K',
  landlordName: 'SURESH RAO',
};
const noOther = { deductions: [], previousSalary: 0, previousTds: 0, seniorCitizen: false };
const meera: AnnualEmployee = {
  code: 'E9',
  name: 'MEERA IYER',
  pan: 'AQZPI4321F',
  birthDay: '1988-02-11',
  joiningDay: '2020-06-01',
  leavingDay: null,
  payslips: months.map((month) => payslip(month, 'old')),
  declared: { ...noOther, rents: [rent] },
};

const fileOf = (employee: AnnualEmployee) =>
  form24q({
    deductor: handDeductor,
    startYear: 2025,
    quarter: 4,
    createdOn: '2026-05-20',
    challans: [
      {
        bsrCode: '0510308',
        serial: '00010',
        depositedOn: '2026-02-07',
        tax: 257_400,
        interest: 0,
        fee: 0,
        deductions: [
          {
            pan: employee.pan ?? '',
            name: employee.name,
            paid: 7_000_000,
            tds: 257_400,
            paidOn: '2026-01-31',
            deductedOn: '2026-01-31',
          },
        ],
      },
    ],
    salaryDetails: annexureII([employee], 2025, taxYear).details,
  });

describe('HRA exempt u/s 10(13A) in Form 16 Part B and Annexure II', () => {
  it('takes rule 2A’s least, rent less 10% of salary, off Part B’s salary', () => {
    const partB = form16PartB(meera.payslips, taxYear('old'), meera.declared);
    expect(partB).toMatchObject({
      grossSalary: 84_000_000,
      hraExemption: 20_400_000,
      exemptAllowances: 20_400_000,
      salaryAfterExemptions: 63_600_000,
      incomeFromSalary: 58_600_000,
      totalIncome: 58_600_000,
      // Part B's 19 to ten rupees (s. 288B): 30,890, ₹2 more than the 30,888 deducted
      taxPayable: 3_089_000,
      balance: 200,
    });
    // the new regime exempts nothing (s. 115BAC(2))
    expect(form16PartB(meera.payslips, taxYear('new'), meera.declared).hraExemption).toBe(0);
  });

  it('writes SD 39–42 and 74 as worked by hand, and the validator passes them', () => {
    const file = fileOf(meera);
    expect(form24qProblems(file)).toEqual([]);
    const fields = file.split('\r\n')[4]?.split('^') ?? [];
    const at = (n: number) => fields[n - 1];
    expect([13, 17, 23, 28, 30, 39, 40, 41, 42, 43, 74, 75, 76, 79].map(at)).toEqual([
      '840000.00',
      '586000.00',
      '586000.00',
      '30888.00',
      '0.00',
      'Y',
      '1',
      'ABCPR1234K',
      'SURESH RAO',
      '',
      '204000.00',
      '0.00',
      '204000.00',
      'Y',
    ]);
  });

  it('writes no landlord for rent of ₹1 lakh or less (SD 39 N, 40 0)', () => {
    // ₹8,000 a month: 96,000 in the year; (b) 96,000 − 60,000 = 36,000 exempt
    const file = fileOf({
      ...meera,
      declared: { ...noOther, rents: [{ ...rent, monthlyRent: 800_000 }] },
    });
    const fields = file.split('\r\n')[4]?.split('^') ?? [];
    expect([39, 40, 41, 74].map((n) => fields[n - 1])).toEqual(['N', '0', '', '36000.00']);
  });

  const valid = fileOf(meera);
  const withField = withFieldOf(valid);
  it.each([
    ['rent over ₹1 lakh without a landlord', withField(5, 40, '0'), /names 0 landlords, not 1 to 4/],
    [
      "a landlord's PAN that is not one",
      withField(5, 41, 'ABC'),
      /SD field 41 \(PAN of landlord 1\) is not a PAN/,
    ],
    ['a landlord without a name', withField(5, 42, ''), /SD field 42 \(name of landlord 1\) is missing/],
    [
      'a landlord past the count',
      withField(5, 43, 'ABCPR1234K'),
      /SD fields 43–44 name a landlord past the count/,
    ],
    ['landlords without rent over ₹1 lakh', withField(5, 39, 'N'), /counts 1 landlords without rent over/],
    [
      'HRA exempt in the new regime',
      withField(5, 79, 'N'),
      /SD field 74 \(HRA exempt u\/s 10\(13A\)\) in the new regime/,
    ],
  ])('refuses %s', (_, file, problem) => expectProblem(file, problem));
});
