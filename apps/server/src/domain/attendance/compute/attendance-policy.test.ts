import { describe, expect, it } from 'vitest';
import { compensatoryOffEarned } from './attendance-policy.js';
import { computeDay } from './compute-day.js';
import { dayInput, dayShift, ist, manualEdit } from './testing/test-kit.js';

const day = '2026-11-15';

/**
 * The compensatory off a worked holiday or weekly off earns (README "Compensatory off as a
 * leave credit"), written from the rule before the code: a whole day from the day's minimum
 * (510 on the General shift), half a day from half of it (255), nothing below; each line
 * with its neighbours.
 */
const cases: [string, string, number, number | null][] = [
  ['WO worked the whole minimum', 'WO', 510, 1],
  ['WO a minute short of the minimum', 'WO', 509, 0.5],
  ['H worked half the minimum', 'H', 255, 0.5],
  ['H a minute short of half', 'H', 254, null],
  ['WO worked a long day', 'WO', 600, 1],
  ['WO not worked', 'WO', 0, null],
  ['a working day is never a compensatory off', 'P', 540, null],
];

describe('compensatoryOffEarned', () => {
  it.each(cases)('%s', (_name, code, workingMinutes, days) => {
    const earned = compensatoryOffEarned(
      { dayKey: day, code, workingMinutes, minimumMinutes: 510 },
      'compensatory_off',
      60,
    );
    expect(earned).toEqual(days === null ? null : { days, until: '2027-01-14' });
  });

  it('earns nothing where the policy pays the work as overtime', () => {
    expect(
      compensatoryOffEarned(
        { dayKey: day, code: 'WO', workingMinutes: 600, minimumMinutes: 510 },
        'overtime',
        60,
      ),
    ).toBeNull();
  });

  it('moves with an edit of the day, never adding a second credit (#29 item 2)', () => {
    const worked = dayInput(day, {
      shift: dayShift,
      isWeeklyOff: true,
      punches: [ist(`${day} 09:00`), ist(`${day} 14:00`)],
      holidayWork: 'compensatory_off',
      compensatoryOffDays: 30,
    });
    expect(computeDay(worked)).toMatchObject({
      compensatoryOffDays: 0.5,
      compensatoryOffUntil: '2026-12-15',
    });
    const longer = { ...worked, edits: [manualEdit({ outMs: ist(`${day} 18:00`) })] };
    expect(computeDay(longer)).toMatchObject({
      attType: 'WO',
      workingMinutes: 540,
      overtimeMinutes: 0,
      compensatoryOffDays: 1,
      compensatoryOffUntil: '2026-12-15',
    });
    const absent = { ...worked, edits: [manualEdit({ attType: 'A' })] };
    expect(computeDay(absent)).toMatchObject({ compensatoryOffDays: 0, compensatoryOffUntil: null });
  });
});
