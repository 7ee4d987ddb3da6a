import { describe, expect, it } from 'vitest';
import {
  clickDay,
  leaveDayRows,
  nextPart,
  noSelection,
  selectedDays,
  spanSelection,
  wholeDays,
} from './selection';

const halfDays = { first_half: { id: 'h1', minutes: 240 }, second_half: { id: 'h2', minutes: 240 } };

describe('picking days', () => {
  it('cycles a day full → first half → second half → let go on create, → full on update', () => {
    expect(nextPart('full_day', 'create')).toBe('first_half');
    expect(nextPart('first_half', 'create')).toBe('second_half');
    expect(nextPart('second_half', 'create')).toBeNull();
    expect(nextPart('second_half', 'update')).toBe('full_day');
    let picked = clickDay(noSelection, '2026-11-04', false, true);
    expect([...picked]).toEqual([['2026-11-04', 'full_day']]);
    picked = clickDay(picked, '2026-11-04', false, true);
    expect(picked.get('2026-11-04')).toBe('first_half');
    picked = clickDay(clickDay(picked, '2026-11-04', false, true), '2026-11-04', false, true);
    expect(picked.size).toBe(0);
  });

  it('offers no half day for a type without half days: a second click lets the day go', () => {
    const picked = clickDay(noSelection, '2026-11-04', false, false);
    expect(clickDay(picked, '2026-11-04', false, false).size).toBe(0);
    const halves = new Map([
      ['2026-11-04', 'first_half'],
      ['2026-11-05', 'full_day'],
    ] as const);
    expect([...wholeDays(halves)]).toEqual([
      ['2026-11-04', 'full_day'],
      ['2026-11-05', 'full_day'],
    ]);
  });

  it('adds days with Ctrl+click and starts again with a plain click', () => {
    const two = clickDay(clickDay(noSelection, '2026-11-04', false, true), '2026-11-06', true, true);
    expect([...two.keys()]).toEqual(['2026-11-04', '2026-11-06']);
    expect([...clickDay(two, '2026-11-09', false, true).keys()]).toEqual(['2026-11-09']);
  });

  it('spans a drag or a date range in either order, skipping taken days', () => {
    const span = spanSelection('2026-11-06', '2026-11-03', (day) => day !== '2026-11-05');
    expect([...span.keys()]).toEqual(['2026-11-03', '2026-11-04', '2026-11-06']);
    expect(selectedDays(new Map([...span, ['2026-11-07', 'first_half']]))).toBe(3.5);
  });

  it('writes one leave day row per picked day, a half day with its duration and minutes', () => {
    const rows = leaveDayRows(
      new Map([
        ['2026-11-05', 'second_half'],
        ['2026-11-04', 'full_day'],
      ]),
      { id: 'el', code: 'EL', name: { eng: 'Earned leave' } },
      halfDays,
      'Asia/Kolkata',
    );
    expect(rows).toEqual([
      {
        op: 'C',
        data: {
          leave_period: ['2026-11-03T18:30:00.000Z', '2026-11-04T18:30:00.000Z'],
          leave_types_id: [{ id: 'el', code: 'EL', name: { eng: 'Earned leave' } }],
          half_day_duration: null,
          leave_minutes: 480,
        },
      },
      {
        op: 'C',
        data: {
          leave_period: ['2026-11-04T18:30:00.000Z', '2026-11-05T18:30:00.000Z'],
          leave_types_id: [{ id: 'el', code: 'EL', name: { eng: 'Earned leave' } }],
          half_day_duration: [{ id: 'h2' }],
          leave_minutes: 240,
        },
      },
    ]);
  });
});

// Issue #28 item 2: a picked day runs from midnight to midnight of the business's zone.
it.each([
  ['Asia/Dubai', ['2026-11-03T20:00:00.000Z', '2026-11-04T20:00:00.000Z']],
  ['Asia/Kathmandu', ['2026-11-03T18:15:00.000Z', '2026-11-04T18:15:00.000Z']],
  ['Europe/London', ['2026-11-04T00:00:00.000Z', '2026-11-05T00:00:00.000Z']],
])('writes a picked day as the day of the zone, in %s', (zone, period) => {
  const rows = leaveDayRows(
    new Map([['2026-11-04', 'full_day']]),
    { id: 'el', code: 'EL', name: { eng: 'EL' } },
    halfDays,
    zone,
  );
  expect(rows[0]?.data.leave_period).toEqual(period);
});
