import { monthCloseSteps, type StepCounts } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { attendanceGate } from './attendance-gate.js';
import { stepsInTheWay } from './steps.js';

describe('the attendance gate of a generation (issue #32 item 2)', () => {
  it.each([
    // unapproved, employees, any approved -> decision
    [0, 0, false, { kind: 'pass' }],
    [0, 0, true, { kind: 'pass' }],
    [1, 1, true, { kind: 'warn', days: 1, employees: 1 }],
    [27, 3, true, { kind: 'warn', days: 27, employees: 3 }],
    [1, 1, false, { kind: 'block', days: 1, employees: 1 }],
    [310, 10, false, { kind: 'block', days: 310, employees: 10 }],
  ])(
    '%i unapproved days of %i employees, any approved: %s',
    (unapprovedDays, unapprovedEmployees, anyApproved, decision) => {
      expect(attendanceGate({ unapprovedDays, unapprovedEmployees, anyApproved })).toEqual(decision);
    },
  );
});

describe('the steps in the way of a close (issue #32 item 3)', () => {
  const counts = (open: Partial<StepCounts>): StepCounts => ({
    ...(Object.fromEntries(monthCloseSteps.map((step) => [step, 0])) as StepCounts),
    ...open,
  });

  it('every step at 0 closes; a step above 0 stands until waived with a reason', () => {
    expect(stepsInTheWay(counts({}), [])).toEqual([]);
    expect(stepsInTheWay(counts({ payslips_unapproved: 1, single_punches: 4 }), [])).toEqual([
      'single_punches',
      'payslips_unapproved',
    ]);
    expect(
      stepsInTheWay(counts({ payslips_unapproved: 1, single_punches: 4 }), [
        { step: 'single_punches', reason: 'device fault, paid by hand' },
        { step: 'payslips_unapproved', reason: '  ' },
      ]),
    ).toEqual(['payslips_unapproved']);
  });
});
