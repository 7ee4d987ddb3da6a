import { monthCloseSteps, type StepCounts } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { attendanceGate } from './attendance-gate.js';
import { type RowMonths, touchedMonths } from './lock.js';
import { stepsInTheWay } from './steps.js';

describe('the attendance gate of a generation (issue #32 item 2)', () => {
  it.each([
    // unapproved, employees, approved -> decision
    [0, 0, 0, { kind: 'pass' }],
    [0, 0, 310, { kind: 'pass' }],
    [1, 1, 309, { kind: 'warn', days: 1, employees: 1 }],
    [27, 3, 1, { kind: 'warn', days: 27, employees: 3 }],
    [1, 1, 0, { kind: 'block', days: 1, employees: 1 }],
    [310, 10, 0, { kind: 'block', days: 310, employees: 10 }],
  ])(
    '%i unapproved days of %i employees, %i approved',
    (unapprovedDays, unapprovedEmployees, approvedDays, decision) => {
      expect(attendanceGate({ unapprovedDays, unapprovedEmployees, approvedDays })).toEqual(decision);
    },
  );
});

const rows = (entries: [string, RowMonths][]) => new Map(entries);
const sunrise = 'p-sunrise';
const shakti = 'p-shakti';

describe('the months a write touches (issue #32 item 3)', () => {
  it("under 'any': every month a row was or is in; created and deleted rows by their one side", () => {
    const before = rows([
      ['a', { partnerId: sunrise, months: ['2026-10'] }],
      ['d', { partnerId: sunrise, months: ['2026-09'] }],
    ]);
    const after = rows([
      ['a', { partnerId: sunrise, months: ['2026-11'] }],
      ['c', { partnerId: shakti, months: ['2026-10', '2026-11'] }],
    ]);
    expect(touchedMonths('any', before, after)).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: sunrise, month: '2026-11' },
      { partnerId: sunrise, month: '2026-09' },
      { partnerId: shakti, month: '2026-10' },
      { partnerId: shakti, month: '2026-11' },
    ]);
  });

  it("under 'covered': only the months a row starts or stops covering, all of them when it changes business", () => {
    const long = ['2026-08', '2026-09', '2026-10', '2026-11'];
    // ended in November: August to October stay covered, so a closed October is not touched
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: long }]]),
        rows([['a', { partnerId: sunrise, months: long }]]),
      ),
    ).toEqual([]);
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: long }]]),
        rows([['a', { partnerId: sunrise, months: ['2026-08', '2026-09'] }]]),
      ),
    ).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: sunrise, month: '2026-11' },
    ]);
    expect(
      touchedMonths(
        'covered',
        rows([['a', { partnerId: sunrise, months: ['2026-10'] }]]),
        rows([['a', { partnerId: shakti, months: ['2026-10'] }]]),
      ),
    ).toEqual([
      { partnerId: sunrise, month: '2026-10' },
      { partnerId: shakti, month: '2026-10' },
    ]);
  });

  it('ignores a row of no business', () => {
    expect(touchedMonths('any', rows([['a', { partnerId: null, months: ['2026-10'] }]]), new Map())).toEqual(
      [],
    );
  });
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
