import { type MonthArrears, monthRules, type PayslipLine, payrollMonth } from '@muster/payroll-rules';
import { nationalRates } from '@muster/payroll-rules/testing';
import { describe, expect, it } from 'vitest';
import { leavingReasonRows } from '../../../platform/db/migration-data/leaving-reasons.js';
import { epfArrearChallan, epfChallan } from './epf-challan.js';
import { esiUploadXlsx } from './esi-xlsx.js';
import {
  ecrMembers,
  epfArrearEcr,
  epfEcr,
  esiReasonCodes,
  esiUploadRows,
  type StatutoryPayslip,
} from './files.js';
import { arrearEcrProblems } from './testing/arrear-ecr-validator.js';
import { ecrProblems } from './testing/ecr-validator.js';
import { esiUploadProblems } from './testing/esi-validator.js';

const line = (code: string, amount: number, kind: PayslipLine['kind']): PayslipLine => ({
  code,
  name: code,
  kind,
  amount,
  source: 'statutory',
});

const october = payrollMonth(2026, 10);

const member = (code: string, overrides: Partial<StatutoryPayslip> = {}): StatutoryPayslip => ({
  code,
  name: `Worker ${'ABCDEFGH'[Number(code)]}`,
  uan: `10000000000${code}`,
  esic_no: `200000000${code}`,
  leaving_date: null,
  esi_reason_code: null,
  totals: {
    gross_pay: 18000.4,
    epf_wages: 15000,
    eps_wages: 15000,
    edli_wages: 15000,
    days_in_month: 31,
    payable_days: 27.5,
    days_paid: 28,
    leave_days: 0,
    esi_covered: true,
    esi_wages: 18000.4,
  },
  lines: [
    line('EPF_EE', 1800, 'deduction'),
    line('EPF_ER', 550, 'employer_contribution'),
    line('EPS_ER', 1250, 'employer_contribution'),
    line('ESI_EE', 136, 'deduction'),
    line('ESI_ER', 586, 'employer_contribution'),
  ],
  ...overrides,
});

describe('EPF challan', () => {
  const epf = { ...monthRules(nationalRates, october).epf };
  const members = (count: number, epfWages: number) =>
    Array.from({ length: count }, (_, index) =>
      member(String(index % 8), { totals: { ...member('1').totals, epf_wages: epfWages } }),
    );
  // S.O. 2011(E) of 21 May 2018: 0.50% of EPF wages, at least ₹500 per establishment
  it.each([
    ['no member, no challan', 0, 0, 0],
    ['two members on 15,000: 150 is under the minimum', 2, 15_000, 500],
    ['wages 99,900: 499.50 rounds to 500', 1, 99_900, 500],
    ['wages 1,00,000: exactly the minimum', 1, 100_000, 500],
    ['wages 1,00,099: 500.495 is 500', 1, 100_099, 500],
    ['wages 1,00,100: 500.50 is 501', 1, 100_100, 501],
    ['200 members on 15,000: 15,000', 200, 15_000, 15_000],
  ])('charges administration on the whole EPF wages once: %s', (_, count, wages, admin) => {
    expect(epfChallan(members(count, wages), epf).account2Admin).toBe(admin);
  });

  it('pays A/c 1, 10 and 21 from the members’ lines, and nothing for one without a UAN', () => {
    const withEdli = member('1', {
      lines: [...member('1').lines, line('EDLI_ER', 75, 'employer_contribution')],
    });
    const { members: paying, missing } = ecrMembers([withEdli, member('2'), member('3', { uan: null })]);
    expect(missing).toEqual(['3']);
    expect(epfChallan(paying, epf)).toEqual({
      members: 2,
      epfWages: 30_000,
      account1Employee: 3_600,
      account1Employer: 1_100,
      account2Admin: 500,
      account10Pension: 2_500,
      account21Edli: 75,
      account22EdliAdmin: 0,
      total: 7_775,
    });
  });
});

describe('EPF ECR', () => {
  it('writes one #~# line of eleven fields per member, whole rupees, NCP days the days with no pay', () => {
    const file = epfEcr([member('1'), member('2', { name: 'A #~# B' })]);
    // 31 days, 27.5 payable over 28 days paid: 3 NCP days (a half day paid is no NCP day)
    expect(file.text).toBe(
      '100000000001#~#Worker B#~#18000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#3#~#0\n' +
        '100000000002#~#A   B#~#18000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#3#~#0\n',
    );
    expect(file.rows).toBe(2);
    expect(ecrProblems(file.text, october)).toEqual([]);
  });

  it('gives a member past 58 EPS wages 0 and the whole 12% as the employer’s share, which the portal takes', () => {
    const past58 = member('3', {
      totals: { ...member('3').totals, eps_wages: 0 },
      lines: [line('EPF_EE', 1800, 'deduction'), line('EPF_ER', 1800, 'employer_contribution')],
    });
    const file = epfEcr([past58]);
    expect(file.text).toContain('#~#15000#~#0#~#15000#~#1800#~#0#~#1800#~#');
    expect(ecrProblems(file.text, october)).toEqual([]);
  });

  it('leaves out a payslip without EPF and names one without a UAN', () => {
    const file = epfEcr([member('1', { lines: [] }), member('2', { uan: ' ' })]);
    expect(file).toEqual({ text: '', encoding: 'text', rows: 0, missing: ['2'] });
  });

  it('has a validator that refuses what the portal refuses', () => {
    expect(
      ecrProblems(
        '10000000001#~#Worker B#~#18000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#3.5#~#0\n' +
          '100000000002#~#Worker C#~#18000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#3#~#0\n' +
          '100000000002#~#Worker C#~#18000#~#15000#~#15000#~#15000#~#1799#~#1250#~#550#~#3\n',
        october,
      ),
    ).toEqual([
      'line 1: UAN is not 12 digits',
      'line 1: an amount or day count is not a whole number',
      'line 3: 10 fields, not 11',
    ]);
    expect(
      ecrProblems(
        '100000000002#~#Worker C#~#18000#~#15000#~#15000#~#15000#~#1790#~#1261#~#550#~#3#~#0\n',
        october,
      ),
    ).toEqual([
      'line 1: EE share is not 12% of EPF wages',
      'line 1: EPS is not 8.33% of EPS wages',
      'line 1: ER share and EPS are not 12% of EPF wages',
    ]);
  });
});

// The arrears of arrears.test.ts' worked cases: DA 3,000 → 3,600 on basic 9,000 in
// September (30 days paid) and October (20 of 31 days paid), paid with November's wages.
const september: MonthArrears = {
  month: '2025-09',
  earnings: [{ code: 'DA', name: 'Dearness allowance', amount: 600 }],
  epf_wages: 600,
  eps_wages: 600,
  edli_wages: 600,
  epf_employee: 72,
  eps: 50,
  epf_employer: 22,
  edli: 3,
  esi_wages: 600,
  esi_employee: 5,
  esi_employer: 20,
};
const octoberArrears: MonthArrears = {
  ...september,
  month: '2025-10',
  earnings: [{ code: 'DA', name: 'Dearness allowance', amount: 388 }],
  epf_wages: 388,
  eps_wages: 388,
  edli_wages: 388,
  epf_employee: 47,
  eps: 32,
  epf_employer: 15,
  edli: 2,
  esi_wages: 388,
  esi_employee: 3,
  esi_employer: 13,
};
const arrearsLine = (
  code: string,
  amount: number,
  kind: PayslipLine['kind'],
  month: string,
): PayslipLine => ({
  code,
  name: code,
  kind,
  amount,
  source: 'arrears',
  arrears_month: month,
});
const withArrears = member('1', {
  totals: { ...member('1').totals, gross_pay: 18988.4, arrears: [september, octoberArrears] },
  lines: [
    ...member('1').lines,
    arrearsLine('DA', 600, 'earning', '2025-09'),
    arrearsLine('DA', 388, 'earning', '2025-10'),
    arrearsLine('EPF_EE', 72, 'deduction', '2025-09'),
    arrearsLine('EPF_EE', 47, 'deduction', '2025-10'),
    arrearsLine('EPS_ER', 50, 'employer_contribution', '2025-09'),
    arrearsLine('EPS_ER', 32, 'employer_contribution', '2025-10'),
  ],
});

describe('EPF arrear ECR', () => {
  it('writes one line of eight fields per member, the months’ arrears summed, and keeps them out of the month’s ECR', () => {
    const file = epfArrearEcr([withArrears, member('2')]);
    expect(file.text).toBe('100000000001#~#Worker B#~#988#~#988#~#988#~#119#~#37#~#82\n');
    expect(file.rows).toBe(1);
    expect(arrearEcrProblems(file.text)).toEqual([]);
    // the month's own line: its gross without the arrears, its shares without theirs
    const ecr = epfEcr([withArrears]);
    expect(ecr.text).toBe(
      '100000000001#~#Worker B#~#18000#~#15000#~#15000#~#15000#~#1800#~#1250#~#550#~#3#~#0\n',
    );
    expect(ecrProblems(ecr.text, october)).toEqual([]);
    expect(epfChallan([withArrears], monthRules(nationalRates, october).epf).account1Employee).toBe(1800);
  });

  it('names a member with arrears and no UAN, and has a validator that refuses what the portal refuses', () => {
    expect(epfArrearEcr([{ ...withArrears, uan: null }])).toEqual({
      text: '',
      encoding: 'text',
      rows: 0,
      missing: ['1'],
    });
    expect(
      arrearEcrProblems(
        '100000000001#~#Worker B#~#988#~#988#~#988#~#119#~#37\n' +
          '100000000002#~#Worker C#~#988#~#1000#~#988#~#100#~#37#~#90\n' +
          '100000000002#~#Worker C#~#0#~#0#~#0#~#0#~#0#~#0\n',
      ),
    ).toEqual([
      'line 1: 7 fields, not 8',
      'line 2: arrear EPS wages above arrear EPF wages',
      'line 2: EE share is not 12% of arrear EPF wages',
      'line 2: EPS is not 8.33% of arrear EPS wages',
      'line 2: ER share and EPS are not 12% of arrear EPF wages',
      'line 3: UAN 100000000002 twice',
      'line 3: no arrear EPF wages',
    ]);
  });

  it('refuses the shares in the other order some writers use (EPS before the employer’s share)', () => {
    // payroll README "The arrear ECR": EE, ER, EPS as EPFO names the columns; EE, EPS, ER is refused
    expect(arrearEcrProblems('100000000001#~#Worker B#~#988#~#988#~#988#~#119#~#37#~#82\n')).toEqual([]);
    expect(arrearEcrProblems('100000000001#~#Worker B#~#988#~#988#~#988#~#119#~#82#~#37\n')).toEqual([
      'line 1: EPS is not 8.33% of arrear EPS wages',
    ]);
  });
});

describe('EPF arrear challan', () => {
  const epf = monthRules(nationalRates, october).epf;
  const atWages = (code: string, epfWages: number) =>
    member(code, { totals: { ...member(code).totals, epf_wages: epfWages } });
  // payroll README "Arrears of a salary revision", EPF admin: S.O. 2011(E) of 21 May 2018 charges
  // 0.50% of the pay contributions are due on, at least ₹500 a month per establishment; the
  // arrears are pay of the month they are paid in, so the arrear challan's A/c 2 is what the
  // arrear wages add to the month's charge: combined charge less the month's own challan's
  // the worker paid the arrears is in the month's own ECR too, on 15,000
  const arrearsOnly: StatutoryPayslip = {
    ...withArrears,
    lines: withArrears.lines.filter((line) => line.source === 'arrears'),
  };
  it.each([
    [
      'own wages 30,000 (A/c 2 500 at the minimum): 30,988 × 0.5% = 155, still under it',
      [withArrears, atWages('2', 15_000)],
      0,
    ],
    [
      'own wages 99,900 (499.50 → 500): 1,00,888 × 0.5% = 504.44 → 504',
      [withArrears, atWages('2', 84_900)],
      4,
    ],
    ['own wages 1,20,000 (600): 1,20,988 × 0.5% = 604.94 → 605', [withArrears, atWages('2', 105_000)], 5],
    [
      'no member in the month’s own ECR: the arrears alone are the month’s pay, at least 500',
      [arrearsOnly],
      500,
    ],
  ])('%s', (_case, payslips, admin) => {
    expect(epfArrearChallan(payslips, epf)?.account2Admin).toBe(admin);
  });

  it('pays the arrear ECR’s shares account by account, and is none without EPF arrears', () => {
    // September 600 and October 388: EE 72 + 47, ER 22 + 15, EPS 50 + 32, EDLI 3 + 2
    expect(epfArrearChallan([withArrears, atWages('2', 105_000)], epf)).toEqual({
      members: 1,
      epfWages: 988,
      account1Employee: 119,
      account1Employer: 37,
      account2Admin: 5,
      account10Pension: 82,
      account21Edli: 5,
      account22EdliAdmin: 0,
      total: 248,
    });
    expect(epfArrearChallan([member('1'), member('2')], epf)).toBeUndefined();
    // a member with arrears and no UAN is in neither the arrear ECR nor its challan
    expect(epfArrearChallan([{ ...withArrears, uan: null }, member('2')], epf)).toBeUndefined();
  });
});

describe('ESI monthly contribution upload', () => {
  it('writes the template’s six columns: days paid as ESIC counts them, wages to the paise, reason 0', async () => {
    const { rows, missing } = esiUploadRows(
      [member('1'), member('2', { totals: { esi_covered: false } })],
      october,
    );
    expect(missing).toEqual([]);
    expect(rows).toEqual([
      {
        ipNumber: '2000000001',
        name: 'Worker B',
        days: 28,
        wages: 18000.4,
        reasonCode: esiReasonCodes.none,
        lastWorkingDay: '',
      },
    ]);
    const file = await esiUploadXlsx(rows, missing);
    expect(file.encoding).toBe('base64');
    expect(await esiUploadProblems(Buffer.from(file.text, 'base64'), october)).toEqual([]);
    // arrears paid with the month are wages paid in it: 18,000.40 + 600 + 388
    expect(esiUploadRows([withArrears], october).rows[0]?.wages).toBe(18988.4);
  });

  it('names the payslips whose ESI arrears the upload cannot carry: not covered in the month paid, or no day paid', () => {
    // payroll README "Arrears of a salary revision", ESI: the contributions on arrears of a
    // covered month are due (ESI Act s. 39), but the month's upload has wages only on the row
    // of an IP covered in it with a paid day, so they are named, never dropped silently
    const notCovered = member('1', {
      totals: { ...withArrears.totals, esi_covered: false, esi_wages: 0 },
      lines: withArrears.lines,
    });
    const noDay = member('2', { totals: { ...withArrears.totals, days_paid: 0, esi_wages: 0 } });
    const arrearsUncovered = member('3', {
      totals: {
        ...withArrears.totals,
        esi_covered: false,
        arrears: [{ ...september, esi_wages: 0, esi_employee: 0, esi_employer: 0 }],
      },
    });
    const { rows, arrearsLeftOut } = esiUploadRows(
      [notCovered, noDay, arrearsUncovered, member('4')],
      october,
    );
    expect(arrearsLeftOut).toEqual(['1', '2']);
    expect(rows.map((row) => [row.ipNumber, row.days, row.wages])).toEqual([
      ['2000000002', 0, 0],
      ['2000000004', 28, 18000.4],
    ]);
    expect(esiUploadRows([withArrears], october).arrearsLeftOut).toEqual([]);
  });

  it('gives the reason codes on a row of no paid day only: the month a leaver is paid nothing, or the month after', async () => {
    // the MC template's instructions 5 and 6: a last working day (and its reason) only where
    // the days paid are 0; a member who worked part of the month they left is reported then
    // with days and no date, and the month after with 0 days, the reason and the date, which
    // removes the IP; the reason as the employee's leaving reason names it (the master's code)
    const esiCodeOf = (reason: string | null) =>
      leavingReasonRows.find((row) => row.code === reason)?.esi_reason_code ?? null;
    const leaver = (code: string, reason: string | null, day: string, days: number) =>
      member(code, {
        leaving_date: day,
        esi_reason_code: esiCodeOf(reason),
        totals: { ...member(code).totals, days_paid: days, esi_wages: days ? 7000 : 0 },
      });
    const onLeave = member('5', {
      totals: { ...member('5').totals, days_paid: 0, leave_days: 31, esi_wages: 0 },
    });
    const { rows } = esiUploadRows(
      [
        leaver('1', null, '2026-10-12', 12),
        leaver('2', 'retired', '2026-10-01', 0),
        leaver('3', 'deceased', '2026-10-01', 0),
        leaver('4', 'retrenched', '2026-10-01', 0),
        onLeave,
        leaver('7', 'resigned', '2026-10-01', 0),
        leaver('8', 'terminated', '2026-10-01', 0),
      ],
      october,
      // September's approved payslips: two leavers paid days then, one reported then already
      // (no day paid), one not covered, and one still employed
      [
        leaver('6', 'left_service', '2026-09-30', 30),
        leaver('9', 'retired', '2026-09-10', 10),
        leaver('0', 'resigned', '2026-09-01', 0),
        { ...leaver('1', null, '2026-09-12', 12), totals: { ...member('1').totals, esi_covered: false } },
        member('4'),
      ],
    );
    expect(
      rows.map((row) => [row.ipNumber, row.days, row.wages, row.reasonCode, row.lastWorkingDay]),
    ).toEqual([
      ['2000000001', 12, 7000, 0, ''],
      ['2000000002', 0, 0, 3, '01/10/2026'],
      ['2000000003', 0, 0, 5, '01/10/2026'],
      ['2000000004', 0, 0, 10, '01/10/2026'],
      ['2000000005', 0, 0, 1, ''],
      ['2000000007', 0, 0, 2, '01/10/2026'],
      ['2000000008', 0, 0, 2, '01/10/2026'],
      ['2000000006', 0, 0, 2, '30/09/2026'],
      ['2000000009', 0, 0, 3, '10/09/2026'],
    ]);
    const file = await esiUploadXlsx(rows, []);
    expect(await esiUploadProblems(Buffer.from(file.text, 'base64'), october)).toEqual([]);
  });

  it('names a covered payslip without an ESIC number', () => {
    expect(esiUploadRows([member('3', { esic_no: null })], october).missing).toEqual(['3']);
  });

  it('has a validator that refuses half days, a bad IP number, a missing or misplaced last working day', async () => {
    const file = await esiUploadXlsx(
      [
        {
          ipNumber: '200000001',
          name: 'Worker B',
          days: 27.5,
          wages: 100,
          reasonCode: 0,
          lastWorkingDay: '',
        },
        { ipNumber: '2000000002', name: 'Worker C', days: 0, wages: 0, reasonCode: 2, lastWorkingDay: '' },
        // instructions 5 and 6: no reason nor date on a row with days; no date after the month
        {
          ipNumber: '2000000003',
          name: 'Worker D',
          days: 12,
          wages: 100,
          reasonCode: 2,
          lastWorkingDay: '12/10/2026',
        },
        {
          ipNumber: '2000000004',
          name: 'Worker E',
          days: 0,
          wages: 0,
          reasonCode: 2,
          lastWorkingDay: '01/11/2026',
        },
      ],
      [],
    );
    expect(await esiUploadProblems(Buffer.from(file.text, 'base64'), october)).toEqual([
      'row 2: IP number is not 10 digits as text',
      "row 2: days 27.5 is not a whole number of the month's days",
      'row 3: last working day  is not a day up to the month',
      'row 4: a reason code on a row with days paid',
      'row 4: a last working day on a row with days paid',
      'row 5: last working day 01/11/2026 is not a day up to the month',
    ]);
  });
});
