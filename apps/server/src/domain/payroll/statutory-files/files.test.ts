import { describe, expect, it } from 'vitest';
import type { PayslipLine } from '../rules/index.js';
import { epfEcr, esiSheet, type StatutoryPayslip } from './files.js';

const line = (code: string, amount: number, kind: PayslipLine['kind']): PayslipLine => ({
  code,
  name: code,
  kind,
  amount,
  source: 'statutory',
});

const member = (code: string, overrides: Partial<StatutoryPayslip> = {}): StatutoryPayslip => ({
  code,
  name: `Worker ${code}`,
  uan: `1000${code}`,
  esic_no: `2000${code}`,
  totals: {
    gross_pay: 18000.4,
    epf_wages: 15000,
    eps_wages: 15000,
    edli_wages: 15000,
    days_in_month: 30,
    payable_days: 27.5,
    esi_covered: true,
    esi_wages: 18000.4,
  },
  lines: [
    line('EPF_EE', 1800, 'deduction'),
    line('EPF_ER', 551, 'employer_contribution'),
    line('EPS_ER', 1249, 'employer_contribution'),
    line('ESI_EE', 136, 'deduction'),
    line('ESI_ER', 586, 'employer_contribution'),
  ],
  ...overrides,
});

describe('EPF ECR', () => {
  it('writes one #~# line of eleven fields per member, whole rupees, NCP days as the days not paid', () => {
    const file = epfEcr([member('1'), member('2', { name: 'A #~# B' })]);
    expect(file.text).toBe(
      '10001#~#Worker 1#~#18000#~#15000#~#15000#~#15000#~#1800#~#1249#~#551#~#3#~#0\n' +
        '10002#~#A   B#~#18000#~#15000#~#15000#~#15000#~#1800#~#1249#~#551#~#3#~#0\n',
    );
    expect(file.rows).toBe(2);
  });

  it('leaves out a payslip without EPF and names one without a UAN', () => {
    const file = epfEcr([member('1', { lines: [] }), member('2', { uan: ' ' })]);
    expect(file).toEqual({ text: '', rows: 0, missing: ['2'] });
  });
});

describe('ESI contribution sheet', () => {
  it('writes the portal’s columns for each covered payslip, quoting a name with a comma', () => {
    const file = esiSheet([
      member('1', { name: 'Das, Sunita' }),
      member('2', { totals: { esi_covered: false } }),
    ]);
    expect(file.text.split('\n')).toEqual([
      'IP Number,IP Name,No of Days for which wages paid/payable during the month,Total Monthly Wages,Reason Code for Zero workings days,Last Working Day,Employee Contribution,Employer Contribution',
      '20001,"Das, Sunita",28,18000,0,,136,586',
      '',
    ]);
    expect(file.rows).toBe(1);
  });

  it('names a covered payslip without an ESIC number', () => {
    expect(esiSheet([member('3', { esic_no: null })]).missing).toEqual(['3']);
  });
});
