import { describe, expect, it } from 'vitest';
import type { PayheadDefinition } from './formulas.js';
import { type ProjectedDay, projectPay } from './projected-pay.js';
import { testPayslipInputs } from './testing/test-rates.js';

// Live pay (issue #32 item 4): what the projection counts and what its notes say; its figures
// against generation's are compared for every demo worker in the server's live-pay.test.ts.
const inputs = testPayslipInputs('2025-11');
const basic = inputs.payheads?.[0] as PayheadDefinition;
const day = (date: number, status: string | null, payableDays = 1): ProjectedDay => ({
  day: `2025-11-${String(date).padStart(2, '0')}`,
  attType: 'P',
  overtimeMinutes: 0,
  deficitMinutes: 0,
  payableDays,
  status,
});
// the 1st–10th approved, the 11th–15th not yet, the 16th rejected; today the 20th
const days = [
  ...Array.from({ length: 10 }, (_, at) => day(at + 1, 'final_approved')),
  ...Array.from({ length: 5 }, (_, at) => day(at + 11, null)),
  day(16, 'rejected'),
];

describe('projected pay', () => {
  it('counts every day as it stands, a rejected one for nothing, and says which days are unapproved or to come', () => {
    const { payslip, notes } = projectPay(inputs, days, '2025-11-20');
    expect(payslip?.totals.payable_days).toBe(15);
    // 20,000 × 15 / 30
    expect(payslip?.totals.gross_pay).toBe(10000);
    // EPF 12% of 10,000 and ESI 0.75% of it (a rate of 20,000 is under ESI's 21,000)
    expect(payslip?.totals.total_deductions).toBe(1275);
    expect(payslip?.totals.net_pay).toBe(8725);
    expect(notes).toEqual([
      { key: 'unapprovedDays', days: 5 },
      { key: 'daysNotReached', days: 10 },
    ]);
  });
  it('has no days to come in a month that is over, and all of them in one not begun', () => {
    expect(projectPay(inputs, days, '2025-12-01').notes).toEqual([{ key: 'unapprovedDays', days: 5 }]);
    expect(projectPay(inputs, [], '2025-10-31').notes).toEqual([{ key: 'daysNotReached', days: 30 }]);
  });
  it('projects nothing without a structure or a gross, or with a structure in error, and says so', () => {
    const over = '2025-12-01';
    expect(projectPay({ ...inputs, payheads: null }, [], over)).toEqual({
      payslip: null,
      notes: [{ key: 'noStructure' }],
    });
    expect(projectPay({ ...inputs, grossRate: null }, [], over)).toEqual({
      payslip: null,
      notes: [{ key: 'noGross' }],
    });
    const broken = [{ ...basic, formula: 'nothing_known' }];
    expect(projectPay({ ...inputs, payheads: broken }, [], over).notes[0]?.key).toBe('structureErrors');
    // a month with no rates: generation refuses the payslip, naming what is missing
    const refused = projectPay({ ...inputs, rates: [] }, [], over);
    expect(refused.payslip).toBeNull();
    expect(refused.notes[0]).toMatchObject({ key: 'notComputed' });
  });
  it('says when the month’s payslip is approved and will not follow the attendance', () => {
    expect(projectPay({ ...inputs, payslipApproved: true }, days, '2025-12-01').notes[0]).toEqual({
      key: 'payslipApproved',
    });
  });
});
