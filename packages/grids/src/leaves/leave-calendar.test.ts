import { describe, expect, it } from 'vitest';
import { viewRange } from './calendar-view';
import {
  type CalendarLeave,
  dayPart,
  filterByStatus,
  isDeletable,
  isFreeDay,
  isHalfChangeable,
  type LeaveRecord,
  leavesByDay,
  leavesParams,
  periodDays,
} from './leave-calendar';

const november = viewRange('month', '2026-11-17');
const kolkata = 'Asia/Kolkata';
const ref = (code: string) => [{ id: `id-${code}`, code }];

describe('periodDays', () => {
  it('covers the days of the zone a [start, end) period spans, the end exclusive', () => {
    expect(periodDays(['2026-11-01T18:30:00.000Z', '2026-11-04T18:30:00.000Z'], kolkata)).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('gives a lone start its own day and nothing without a start', () => {
    expect(periodDays(['2026-11-01T18:30:00.000Z', null], kolkata)).toEqual(['2026-11-02']);
    expect(periodDays(null, kolkata)).toEqual([]);
    expect(periodDays([null, '2026-11-01T18:30:00.000Z'], kolkata)).toEqual([]);
  });
});

describe('dayPart', () => {
  it('reads half_day_duration only, as attendance does', () => {
    expect(dayPart({ id: 'd', half_day_duration: ref('second_half') })).toBe('second_half');
    expect(dayPart({ id: 'd', half_day_duration: ref('first_half') })).toBe('first_half');
    expect(dayPart({ id: 'd' })).toBe('full_day');
    // leave_minutes alone decides nothing (240 without a half is refused on save): attendance
    // counts such a day as a full leave, and so does the calendar
    expect(dayPart({ id: 'd', leave_minutes: 240 })).toBe('full_day');
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

  it('puts each leave day on the days of the range it covers, its own status first', () => {
    const byDay = leavesByDay(leaves, november, kolkata);
    expect([...byDay.keys()]).toEqual(['2026-11-01', '2026-11-02', '2026-11-10', '2026-11-20']);
    expect(byDay.get('2026-11-01')).toEqual([
      {
        leaveId: 'l1',
        dayId: 'd1',
        lastModified: null,
        employeeId: '',
        employeeCode: '',
        typeId: 'id-CL',
        typeCode: 'CL',
        status: 'final_approved',
        part: 'full_day',
        singleDay: false,
      },
    ]);
    expect(byDay.get('2026-11-10')?.[0]).toMatchObject({
      typeCode: 'SL',
      status: 'rejected',
      part: 'second_half',
      singleDay: true,
    });
  });

  it('shows cancelled and rejected leaves, whose days are free again and which cannot be deleted', () => {
    const byDay = leavesByDay(leaves, november, kolkata);
    const [cancelled] = byDay.get('2026-11-20') ?? [];
    expect(cancelled?.status).toBe('cancelled');
    expect(isFreeDay(byDay.get('2026-11-20'))).toBe(true);
    expect(isFreeDay(byDay.get('2026-11-10'))).toBe(true);
    expect(isFreeDay(byDay.get('2026-11-02'))).toBe(false);
    expect(cancelled && isDeletable(cancelled)).toBe(false);
    expect(isDeletable((byDay.get('2026-11-02') ?? [])[0] as CalendarLeave)).toBe(true);
  });

  it('changes the half of a created one-day leave of a type allowing half days, and no other', () => {
    const created = (changes: Partial<CalendarLeave>): CalendarLeave => ({
      ...(leavesByDay(leaves, november, kolkata).get('2026-11-10')?.[0] as CalendarLeave),
      status: 'created',
      ...changes,
    });
    const halfDayTypes = new Set(['id-SL']);
    expect(isHalfChangeable(created({}), halfDayTypes)).toBe(true);
    expect(isHalfChangeable(created({ status: 'intermediate_approved' }), halfDayTypes)).toBe(false);
    expect(isHalfChangeable(created({ singleDay: false }), halfDayTypes)).toBe(false);
    expect(isHalfChangeable(created({}), new Set(['id-CL']))).toBe(false);
  });

  it('filters by status', () => {
    const byDay = leavesByDay(leaves, november, kolkata);
    expect([...filterByStatus(byDay, 'rejected').keys()]).toEqual(['2026-11-10']);
    expect(filterByStatus(byDay, 'all').size).toBe(4);
    expect(filterByStatus(byDay, 'created').size).toBe(0);
  });
});

describe('leavesParams', () => {
  it("asks for the employee's leaves with a day in the range, or everyone's for the admin calendar", () => {
    expect(leavesParams('e1', november, kolkata).filters?.filterInput).toEqual([
      { path: 'employees_id', operator: '=', value: 'e1', joinop: 'and' },
      {
        path: 'leave_days.leave_period',
        operator: 'between',
        value: ['2026-10-31T18:30:00.000Z', '2026-11-30T18:30:00.000Z'],
        joinop: 'and',
      },
    ]);
    expect(leavesParams(null, november, kolkata).filters?.filterInput).toHaveLength(1);
  });
});

// Issue #28 item 2: the calendar counts the days of the employee's business's zone, as the
// attendance grids do. Each zone's leave day (midnight to midnight there) straddles two IST
// days, and each month's bounds differ from IST's, so the default zone put back fails them all.
describe("the business's zone", () => {
  it.each([
    // zone, the day's [start, end) there, the month's [start, end) (`leavesParams`)
    [
      'Asia/Dubai', // +04:00
      ['2026-11-09T20:00:00.000Z', '2026-11-10T20:00:00.000Z'],
      ['2026-10-31T20:00:00.000Z', '2026-11-30T20:00:00.000Z'],
    ],
    [
      'Asia/Kathmandu', // +05:45
      ['2026-11-09T18:15:00.000Z', '2026-11-10T18:15:00.000Z'],
      ['2026-10-31T18:15:00.000Z', '2026-11-30T18:15:00.000Z'],
    ],
    [
      'Europe/London', // GMT: summer time ended on 25 October 2026
      ['2026-11-10T00:00:00.000Z', '2026-11-11T00:00:00.000Z'],
      ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ],
  ] as const)('counts a leave day and the month in %s', (zone, dayPeriod, month) => {
    expect(periodDays(dayPeriod, zone)).toEqual(['2026-11-10']);
    const leave: LeaveRecord = {
      id: 'l',
      leave_status: 'created',
      leave_days: [{ id: 'd', leave_period: dayPeriod }],
    };
    const byDay = leavesByDay([leave], november, zone);
    expect([...byDay.keys()]).toEqual(['2026-11-10']);
    expect(byDay.get('2026-11-10')?.[0]?.singleDay).toBe(true);
    expect(leavesParams(null, november, zone).filters?.filterInput[0]).toMatchObject({ value: month });
  });

  it('follows summer time: a July day and month in London (+01:00)', () => {
    const july = viewRange('month', '2026-07-15');
    expect(periodDays(['2026-07-09T23:00:00.000Z', '2026-07-10T23:00:00.000Z'], 'Europe/London')).toEqual([
      '2026-07-10',
    ]);
    expect(leavesParams(null, july, 'Europe/London').filters?.filterInput[0]).toMatchObject({
      value: ['2026-06-30T23:00:00.000Z', '2026-07-31T23:00:00.000Z'],
    });
  });
});
