import { describe, expect, it } from 'vitest';
import {
  applyValues,
  dayPart,
  isFreeDay,
  isFreeRange,
  type LeaveRecord,
  leavesByDay,
  leavesListTxn,
  monthOf,
  monthWeeks,
  periodDays,
  pickDay,
  stepMonth,
} from './leave-calendar';

const november = monthOf('2026-11-17');
const ref = (code: string) => [{ id: `id-${code}`, code }];

describe('monthWeeks', () => {
  it('lays a month out in Monday-first weeks with blanks outside it', () => {
    // 1 Nov 2026 is a Sunday, 30 Nov a Monday.
    const weeks = monthWeeks(november);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1]?.[0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
  });

  it('needs four weeks for a February starting on a Monday', () => {
    expect(monthWeeks(monthOf('2027-02-10'))).toHaveLength(4);
  });
});

describe('periodDays', () => {
  it('covers the IST days of a [start, end) period, the end exclusive', () => {
    expect(periodDays(['2026-11-01T18:30:00.000Z', '2026-11-04T18:30:00.000Z'])).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('gives a lone start its own day and nothing without a start', () => {
    expect(periodDays(['2026-11-01T18:30:00.000Z', null])).toEqual(['2026-11-02']);
    expect(periodDays(null)).toEqual([]);
    expect(periodDays([null, '2026-11-01T18:30:00.000Z'])).toEqual([]);
  });
});

describe('dayPart', () => {
  it('reads half_day_duration, then the minutes', () => {
    expect(dayPart({ id: 'd', half_day_duration: ref('second_half'), leave_minutes: 240 })).toBe(
      'second_half',
    );
    expect(dayPart({ id: 'd', half_day_duration: ref('first_half') })).toBe('first_half');
    expect(dayPart({ id: 'd', leave_minutes: 480 })).toBe('full_day');
    expect(dayPart({ id: 'd' })).toBe('full_day');
    expect(dayPart({ id: 'd', leave_minutes: 240 })).toBe('first_half');
  });
});

describe('leavesByDay', () => {
  const leaves: LeaveRecord[] = [
    {
      id: 'l1',
      leave_status: 'final_approved',
      leave_days: [
        // 30 Oct to 2 Nov: only the November days show.
        {
          id: 'd1',
          leave_period: ['2026-10-29T18:30:00.000Z', '2026-11-02T18:30:00.000Z'],
          leave_types_id: ref('CL'),
          leave_minutes: 480,
        },
        {
          id: 'd2',
          leave_period: ['2026-11-09T18:30:00.000Z', '2026-11-10T18:30:00.000Z'],
          leave_types_id: ref('SL'),
          leave_status: 'rejected',
          half_day_duration: ref('second_half'),
          leave_minutes: 240,
        },
      ],
    },
    {
      id: 'l2',
      leave_status: 'cancelled',
      leave_days: [{ id: 'd3', leave_period: ['2026-11-19T18:30:00.000Z', '2026-11-20T18:30:00.000Z'] }],
    },
  ];

  it('puts each leave day on the month days it covers, its own status first', () => {
    const byDay = leavesByDay(leaves, november);
    expect([...byDay.keys()]).toEqual(['2026-11-01', '2026-11-02', '2026-11-10']);
    expect(byDay.get('2026-11-01')).toEqual([
      { leaveId: 'l1', dayId: 'd1', typeCode: 'CL', status: 'final_approved', part: 'full_day' },
    ]);
    expect(byDay.get('2026-11-10')).toEqual([
      { leaveId: 'l1', dayId: 'd2', typeCode: 'SL', status: 'rejected', part: 'second_half' },
    ]);
  });

  it('leaves cancelled leaves out, so their days are free again', () => {
    const byDay = leavesByDay(leaves, november);
    expect(byDay.has('2026-11-20')).toBe(false);
    expect(isFreeDay(byDay.get('2026-11-20'))).toBe(true);
    expect(isFreeDay(byDay.get('2026-11-10'))).toBe(true);
    expect(isFreeDay(byDay.get('2026-11-02'))).toBe(false);
    expect(isFreeRange({ from: '2026-11-03', to: '2026-11-12' }, byDay)).toBe(true);
    expect(isFreeRange({ from: '2026-11-02', to: '2026-11-03' }, byDay)).toBe(false);
  });
});

describe('leavesListTxn', () => {
  it("filters on the employee and a leave day overlapping the month's IST instants", () => {
    const txn = leavesListTxn('e1', november, 'acme');
    expect(txn).toMatchObject({
      name: 'txn_leaves_list',
      folder: 'leaves',
      target_swhandle: 'acme',
      params: {
        filters: {
          filterInput: [
            { path: 'employees_id', operator: '=', value: 'e1' },
            {
              path: 'leave_days.leave_period',
              operator: 'between',
              value: ['2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z'],
            },
          ],
        },
      },
    });
    expect(leavesListTxn('e1', november)).not.toHaveProperty('target_swhandle');
  });
});

describe('picking days', () => {
  it('picks a day, extends to a range either way, and unpicks a lone day', () => {
    const one = pickDay(null, '2026-11-10', false);
    expect(one).toEqual({ from: '2026-11-10', to: '2026-11-10' });
    expect(pickDay(one, '2026-11-12', true)).toEqual({ from: '2026-11-10', to: '2026-11-12' });
    expect(pickDay(one, '2026-11-08', true)).toEqual({ from: '2026-11-08', to: '2026-11-10' });
    expect(pickDay(one, '2026-11-12', false)).toEqual({ from: '2026-11-12', to: '2026-11-12' });
    expect(pickDay(one, '2026-11-10', false)).toBeNull();
  });

  it('gives the form the employee and one row over the picked days', () => {
    expect(applyValues({ id: 'e1', code: 'DI001' }, { from: '2026-11-10', to: '2026-11-11' })).toEqual({
      employees_id: [{ id: 'e1', code: 'DI001' }],
      leave_days: [{ leave_period: ['2026-11-09T18:30:00.000Z', '2026-11-11T18:30:00.000Z'] }],
    });
    expect(applyValues({ id: 'e1' }, null)).toEqual({ employees_id: [{ id: 'e1' }] });
  });
});

describe('stepMonth', () => {
  it('stops at Nov 2024 and twelve months after today', () => {
    expect(stepMonth(monthOf('2024-12-05'), -1, '2026-11-17')).toEqual(monthOf('2024-11-01'));
    expect(stepMonth(monthOf('2024-11-05'), -1, '2026-11-17')).toBeNull();
    expect(stepMonth(monthOf('2027-10-01'), 1, '2026-11-17')).toEqual(monthOf('2027-11-01'));
    expect(stepMonth(monthOf('2027-11-01'), 1, '2026-11-17')).toBeNull();
  });
});
