import { describe, expect, it } from 'vitest';
import { type Form24qStatement, form24q } from './rules/form-24q.js';
import { expectProblem, handDeductor, handFile, withFieldOf } from './testing/fixtures.js';
import { form24qProblems } from './testing/form-24q-validator.js';

// Written by hand from the format's record layouts (payroll README "Form 24Q": BH 72 fields,
// DD 54 as the Q1–Q3 format v6.3 has them), not by the writer: Q2 of 2025-26, two challans, the first covering two employees' July TDS, the second one's August TDS.
const valid = handFile([
  '1^FH^SL1^R^15102025^1^D^CALD04217E^1^HAND WRITTEN^^^^^^^^',
  '2^BH^1^2^24Q^^^^^^^^CALD04217E^^AABCD1234K^202627^202526^Q2^DEMO INDUSTRIES PVT LTD^NA^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^^^^N^K^ANITA SEN^HR MANAGER^PLOT 14 BLOCK EP^SECTOR V SALT LAKE^^^KOLKATA^32^700091^hr@example.in^9830012345^^^N^61000.00^^0^^N^N^^^^^^^AAAPS1234C^^^^^^^^^^^^^',
  '3^CD^1^1^2^N^^^^^^00012^^^^0510308^^07082025^^^^40000.00^0.00^0.00^0.00^0.00^40000.00^^40000.00^40000.00^0.00^0.00^40000.00^0.00^0.00^^N^^0.00^200^',
  '4^DD^1^1^1^O^^^^ABCPR1234D^^^RAHUL ROY^25000.00^0.00^0.00^25000.00^^25000.00^^^300000.00^31072025^31072025^07082025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
  '5^DD^1^1^2^O^^^^ABCPM5678E^^^MEERA IYER^15000.00^0.00^0.00^15000.00^^15000.00^^^180000.00^31072025^31072025^07082025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
  '6^CD^1^2^1^N^^^^^^00034^^^^0510308^^06092025^^^^21000.00^0.00^0.00^0.00^0.00^21000.00^^21000.00^21000.00^0.00^0.00^21000.00^0.00^0.00^^N^^0.00^200^',
  '7^DD^1^2^1^O^^^^ABCPR1234D^^^RAHUL ROY^21000.00^0.00^0.00^21000.00^^21000.00^^^300000.00^31082025^31082025^06092025^^^^^^^^92B^^^^^^^^^^^^^^^^^^^^^',
]);

const withField = withFieldOf(valid);

describe('the Form 24Q validator', () => {
  it('passes a valid hand-written file', () => {
    expect(form24qProblems(valid)).toEqual([]);
  });

  it.each([
    ['a last record without CRLF', valid.slice(0, -2), /does not end with CRLF/],
    ['line numbers not consecutive', withField(5, 1, '6'), /line 5: line number 6, expected 5/],
    [
      'a record with a field too few',
      valid.replace('^200^\r\n4^DD', '^200\r\n4^DD'),
      /line 3: CD has 40 fields, not 41/,
    ],
    [
      'a record type the validator does not know',
      // 94P: a specified bank's s. 194P record, which no employer writes
      withField(7, 2, '94P'),
      /line 7: record type 94P is not FH, BH, CD, DD, SD, S16 or C6A/,
    ],
    ['the TAN missing', withField(2, 13, ''), /BH field 13 \(TAN of deductor\) is missing/],
    [
      'a TAN of the wrong shape',
      withField(1, 8, 'CAL04217EX'),
      /FH field 8 \(TAN of deductor\) is not a TAN/,
    ],
    [
      "an employee's PAN of the wrong shape",
      withField(4, 10, 'ABCPR12345'),
      /line 4: DD field 10 \(PAN of the employee\) is not a PAN/,
    ],
    [
      'a day that does not exist',
      withField(4, 23, '31022025'),
      /line 4: DD field 23 \(date of payment or credit\) is no such day/,
    ],
    [
      'a date not ddmmyyyy',
      withField(3, 18, '2025-08-07'),
      /line 3: CD field 18 \(date of bank challan\) is not a date ddmmyyyy/,
    ],
    [
      'an amount with one decimal',
      withField(4, 22, '300000.0'),
      /line 4: DD field 22 \(amount paid or credited\) is not an amount with two decimals/,
    ],
    [
      'a challan amount with paise',
      withField(3, 25, '0.50'),
      /line 3: CD field 25 \(Oltas interest\) is not whole rupees/,
    ],
    ['a BSR code of six digits', withField(3, 16, '051030'), /CD field 16 \(BSR code\) is not seven digits/],
    [
      "deductees' TDS not the challan's",
      withField(5, 14, '14000.00'),
      /line 3: field 30 \(income tax\) is not the sum/,
    ],
    [
      "a deductee's total not its parts",
      withField(5, 17, '14000.00'),
      /line 5: total tax deducted is not income tax \+ surcharge \+ cess/,
    ],
    [
      'a batch total not the challans’ sum',
      withField(2, 47, '60000.00'),
      /BH: batch total of deposit is not the sum/,
    ],
    ['a challan count not the CDs', withField(2, 4, '3'), /BH: challan count 3, 2 CD records follow/],
    ['a deductee count not the DDs', withField(3, 5, '3'), /line 3: deductee count 3, 2 DD records follow/],
    [
      'a deduction outside the quarter',
      withField(7, 24, '01102025'),
      /line 7: date of tax deduction is outside the quarter/,
    ],
    [
      'tax above the amount paid',
      withField(5, 22, '1000.00'),
      /line 5: total tax deducted is more than the amount paid/,
    ],
    [
      "a deposit day not the challan's",
      withField(7, 25, '07092025'),
      /line 7: date of deposit is not its challan's date/,
    ],
    [
      'a deposit below what the deductees were deducted',
      withField(3, 22, '39000.00').replace('^40000.00^^40000.00', '^39000.00^^40000.00'),
      /line 3: total deposit is less than/,
    ],
    // RPU 3.1's layouts, which the validator took before (issue #34): BH 70 fields, DD 48
    [
      'a BH of 70 fields',
      valid.replace('^^^^^^^^^^^^^\r\n3^CD', '^^^^^^^^^^^\r\n3^CD'),
      /line 2: BH has 70 fields, not 72/,
    ],
    [
      'a DD of 48 fields',
      valid.replace('^^^^^^^^^^^^^^^^^^^^^\r\n5^DD', '^^^^^^^^^^^^^^^\r\n5^DD'),
      /line 4: DD has 48 fields, not 54/,
    ],
    ['a period that is no quarter', withField(2, 18, 'Q5'), /BH field 18 \(period\) is not Q1, Q2, Q3 or Q4/],
    [
      'a fourth quarter without its salary details',
      withField(2, 18, 'Q4'),
      /the fourth quarter carries Annexure II: no SD record follows/,
    ],
  ])('refuses %s', (_, file, problem) => expectProblem(file, problem));
});

const statement: Form24qStatement = {
  deductor: handDeductor,
  startYear: 2025,
  quarter: 1,
  salaryDetails: [],
  createdOn: '2025-07-20',
  challans: [
    {
      bsrCode: '0510308',
      serial: '00007',
      depositedOn: '2025-05-07',
      tax: 2_500_000,
      interest: 0,
      fee: 0,
      deductions: [
        // a caret in a name would shift every field after it: the writer blanks it
        {
          pan: 'ABCPR1234D',
          name: 'Rahul ^ Roy',
          paid: 30_000_000,
          tds: 2_500_000,
          paidOn: '2025-04-30',
          deductedOn: '2025-04-30',
        },
      ],
    },
  ],
};

describe('the Form 24Q writer', () => {
  it('writes a statement the validator passes, one record a line', () => {
    const file = form24q(statement);
    expect(form24qProblems(file)).toEqual([]);
    expect(
      file
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split('^')[1]),
    ).toEqual(['FH', 'BH', 'CD', 'DD']);
    expect(file).toContain('^Rahul Roy^25000.00^0.00^0.00^25000.00^');
    const fields = file.split('\r\n').map((line) => line.split('^').length);
    expect(fields.slice(0, 4)).toEqual([18, 72, 41, 54]);
  });
});
