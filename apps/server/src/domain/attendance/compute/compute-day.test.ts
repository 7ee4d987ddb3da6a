import { describe, expect, it } from 'vitest';
import { computeDay } from './compute-day.js';
import { dayInput, dayShift, ist, manualEdit, nightShift } from './testing/test-kit.js';

const day = '2026-11-10';

describe('computeDay', () => {
  it('takes the first punch as in, the last as out and counts the minutes between', () => {
    const result = computeDay(
      dayInput(day, { punches: [ist(`${day} 18:40`), ist(`${day} 08:55`), ist(`${day} 13:00`)] }),
    );
    expect(result).toMatchObject({
      attType: 'P',
      inMs: ist(`${day} 08:55`),
      outMs: ist(`${day} 18:40`),
      workingMinutes: 585,
      overtimeMinutes: 45,
      deficitMinutes: 75,
      minWorkingMinutes: 510,
      totalPunchCount: 3,
      isMissedPunch: false,
    });
  });

  it('marks a single punch SP with no working minutes, which is not a missed punch', () => {
    const result = computeDay(dayInput(day, { punches: [ist(`${day} 09:02`)] }));
    expect(result).toMatchObject({ attType: 'SP', isMissedPunch: false, workingMinutes: 0, outMs: null });
    expect(result.inMs).toBe(ist(`${day} 09:02`));
  });

  it('marks a working day with no punch at all a missed punch (spec 001 §2, §4, §6)', () => {
    expect(computeDay(dayInput(day))).toMatchObject({ attType: 'A', isMissedPunch: true });
    expect(computeDay(dayInput(day, { isHoliday: true })).isMissedPunch).toBe(false);
  });

  it('takes punches to the minute before counting: 09:00:59 to 17:30 is 510 minutes', () => {
    const punches = [ist(`${day} 09:00`) + 59_000, ist(`${day} 17:30`) + 1_000];
    expect(computeDay(dayInput(day, { punches }))).toMatchObject({
      attType: 'P',
      workingMinutes: 510,
      inMs: ist(`${day} 09:00`),
      outMs: ist(`${day} 17:30`),
      deficitMinutes: 0,
    });
  });

  it('counts a deficit below the default minimum of 510 and calls half of it a half day', () => {
    const short = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`), ist(`${day} 16:00`)] }));
    expect(short).toMatchObject({
      attType: 'HD',
      workingMinutes: 420,
      deficitMinutes: -90,
      overtimeMinutes: 0,
    });
    const tooShort = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`), ist(`${day} 13:00`)] }));
    expect(tooShort).toMatchObject({ attType: 'A', workingMinutes: 240, deficitMinutes: 0 });
    const exact = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`), ist(`${day} 17:30`)] }));
    expect(exact).toMatchObject({ attType: 'P', deficitMinutes: 0 });
  });

  it("uses the shift's own minimum before the business default", () => {
    const shift = { id: 'short', startMin: 540, endMin: 900, minWorkingMinutes: 360 };
    const result = computeDay(dayInput(day, { shift, punches: [ist(`${day} 09:00`), ist(`${day} 15:30`)] }));
    expect(result).toMatchObject({
      attType: 'P',
      deficitMinutes: 30,
      overtimeMinutes: 30,
      minWorkingMinutes: 360,
    });
  });

  it('computes a night shift across midnight on its start day', () => {
    const punches = [ist('2026-11-10 21:58'), ist('2026-11-11 06:30')];
    const result = computeDay(dayInput(day, { shift: nightShift, punches }));
    expect(result).toMatchObject({
      attType: 'P',
      workingMinutes: 512,
      overtimeMinutes: 32,
      deficitMinutes: 2,
    });
  });

  it('marks a day with no punch absent, with no deficit', () => {
    expect(computeDay(dayInput(day))).toMatchObject({ attType: 'A', workingMinutes: 0, deficitMinutes: 0 });
  });

  it('marks a holiday H even with no punch', () => {
    expect(computeDay(dayInput(day, { isHoliday: true }))).toMatchObject({ attType: 'H', deficitMinutes: 0 });
  });

  it('marks the weekly off WO, from the employee or from a WO leave', () => {
    expect(computeDay(dayInput(day, { isWeeklyOff: true })).attType).toBe('WO');
    const woLeave = { leaveTypeId: 'wo', leaveTypeCode: 'WO', minutes: 480 };
    expect(computeDay(dayInput(day, { leave: woLeave })).attType).toBe('WO');
  });

  it('marks a full-day leave L with its leave type', () => {
    const leave = { leaveTypeId: 'cl', leaveTypeCode: 'CL', minutes: 480 };
    expect(computeDay(dayInput(day, { leave }))).toMatchObject({
      attType: 'L',
      leaveTypeId: 'cl',
      deficitMinutes: 0,
    });
  });

  it('marks a half-day leave HD and lowers the minimum by its 240 minutes', () => {
    const leave = { leaveTypeId: 'cl', leaveTypeCode: 'CL', minutes: 240 };
    const punches = [ist(`${day} 13:00`), ist(`${day} 17:00`)];
    const result = computeDay(dayInput(day, { leave, punches }));
    expect(result).toMatchObject({
      attType: 'HD',
      leaveTypeId: 'cl',
      workingMinutes: 240,
      deficitMinutes: -30,
    });
  });

  it('records the system calculation in the history', () => {
    const result = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`), ist(`${day} 18:00`)] }));
    expect(result.exception).toEqual([
      {
        type: 'system',
        description: 'System calculation',
        edit_timestamp: new Date(ist(`${day} 23:59`)).toISOString(),
        attendance_code: 'P',
        working_minutes: 540,
        overtime_minutes: 0,
      },
    ]);
    expect(result.editType).toBeNull();
  });

  // Issue #28 item 2: the request's time in the history is the business's clock. 14:00 UTC is
  // 18:00 in Dubai (+04:00) and 19:30 in IST, which the default zone put back would print.
  it("describes an approved punch request at its time on the business's clock", () => {
    const punchMs = Date.parse(`${day}T14:00:00Z`);
    const request = {
      waiting: false,
      direction: 'out' as const,
      punchMs,
      reason: 'gate',
      decidedAt: punchMs,
      decidedBy: 'ro1',
    };
    const result = computeDay(
      dayInput(day, {
        timeZone: 'Asia/Dubai',
        punches: [punchMs - 8 * 3_600_000, punchMs],
        punchRequests: [request],
      }),
    );
    expect(result.exception.find((entry) => entry.type === 'request')?.description).toBe('out 18:00: gate');
  });

  it('lets a manual edit override the computed values and keeps both in the history', () => {
    const edit = manualEdit({
      inMs: ist(`${day} 09:00`),
      outMs: ist(`${day} 18:30`),
      notes: 'Forgot to punch out',
    });
    const result = computeDay(dayInput(day, { punches: [ist(`${day} 09:05`)], edits: [edit] }));
    expect(result).toMatchObject({
      attType: 'SP',
      inMs: ist(`${day} 09:00`),
      outMs: ist(`${day} 18:30`),
      observedInMs: ist(`${day} 09:05`),
      workingMinutes: 570,
      editType: 'manual',
      notes: 'Forgot to punch out',
    });
    expect(result.exception.map((entry) => [entry.type, entry.description, entry.working_minutes])).toEqual([
      ['system', 'System calculation', 0],
      ['manual', 'Forgot to punch out', 570],
    ]);
  });

  it('applies edits in time order, the latest winning, and recomputes the deficit', () => {
    const later = manualEdit({ editedAt: ist('2026-11-12 10:00'), attType: 'P', workingMinutes: 500 });
    const earlier = manualEdit({ editedAt: ist('2026-11-11 10:00'), attType: 'PR', workingMinutes: 300 });
    const result = computeDay(dayInput(day, { edits: [later, earlier] }));
    expect(result).toMatchObject({ attType: 'P', workingMinutes: 500, deficitMinutes: -10 });
    expect(result.exception.map((entry) => entry.attendance_code)).toEqual(['A', 'PR', 'P']);
  });

  it('forces 00:00 working and overtime when an edit sets Absent or Holiday', () => {
    const punches = [ist(`${day} 09:00`), ist(`${day} 19:00`)];
    const result = computeDay(dayInput(day, { punches, edits: [manualEdit({ attType: 'H' })] }));
    expect(result).toMatchObject({ attType: 'H', workingMinutes: 0, overtimeMinutes: 0, deficitMinutes: 0 });
  });

  it('places the day where an edit puts it: site, designation, department, subsection and in lieu of', () => {
    const edit = manualEdit({
      sitesId: 'north-gate',
      designation: 'supervisor',
      departments: 'security',
      subsections: 'night-watch',
      inLieuOf: '2026-11-02',
    });
    const untouched = computeDay(dayInput(day));
    const result = computeDay(dayInput(day, { edits: [edit] }));
    expect(untouched).toMatchObject({
      placement: { sitesId: 'site', designation: 'guard', departments: null, subsections: null },
      inLieuOf: null,
    });
    expect(result).toMatchObject({
      placement: {
        sitesId: 'north-gate',
        designation: 'supervisor',
        departments: 'security',
        subsections: 'night-watch',
      },
      inLieuOf: '2026-11-02',
    });
    const later = manualEdit({ editedAt: ist('2026-11-21 10:00'), designation: 'guard' });
    expect(computeDay(dayInput(day, { edits: [edit, later] })).placement).toEqual({
      sitesId: 'north-gate',
      designation: 'guard',
      departments: 'security',
      subsections: 'night-watch',
    });
  });

  it("takes an edited shift's minimum and overtime base", () => {
    const short = { id: 'short', startMin: 9 * 60, endMin: 13 * 60, minWorkingMinutes: 240 };
    const punches = [ist(`${day} 09:00`), ist(`${day} 15:00`)];
    const before = computeDay(dayInput(day, { punches, shift: dayShift }));
    expect(before).toMatchObject({
      attType: 'HD',
      shiftId: 'day',
      minWorkingMinutes: 510,
      overtimeMinutes: 0,
      deficitMinutes: -150,
    });
    const after = computeDay(
      dayInput(day, { punches, shift: dayShift, edits: [manualEdit({ shift: short })] }),
    );
    expect(after).toMatchObject({
      attType: 'HD',
      shiftId: 'short',
      minWorkingMinutes: 240,
      overtimeMinutes: 120,
      deficitMinutes: 120,
    });
    const withOvertime = manualEdit({ shift: short, overtimeMinutes: 30 });
    expect(computeDay(dayInput(day, { punches, edits: [withOvertime] })).overtimeMinutes).toBe(30);
  });

  it('recomputes overtime from edited in and out times when the edit gives none', () => {
    const edit = manualEdit({ attType: 'P', inMs: ist(`${day} 09:00`), outMs: ist(`${day} 19:00`) });
    const result = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`)], edits: [edit] }));
    expect(result).toMatchObject({ workingMinutes: 600, overtimeMinutes: 60 });
    // a day left Single Punch counts no overtime (README: overtime on P, HD and T only)
    const untyped = manualEdit({ inMs: ist(`${day} 09:00`), outMs: ist(`${day} 19:00`) });
    const single = computeDay(dayInput(day, { punches: [ist(`${day} 09:00`)], edits: [untyped] }));
    expect(single).toMatchObject({ attType: 'SP', workingMinutes: 600, overtimeMinutes: 0 });
    const unchanged = computeDay(dayInput(day, { edits: [manualEdit({ notes: 'checked' })] }));
    expect(unchanged).toMatchObject({ workingMinutes: 0, overtimeMinutes: 0 });
  });

  it('makes a Compensatory Off a day off with its in-lieu day: no working time, no deficit', () => {
    // a short day (HD: 270 minutes of 510) taken as CO for the holiday worked on 2 Nov
    const punches = [ist(`${day} 09:00`), ist(`${day} 13:30`)];
    const edit = manualEdit({ attType: 'CO', inLieuOf: '2026-11-02', notes: 'holiday worked' });
    const result = computeDay(dayInput(day, { punches, edits: [edit] }));
    expect(result).toMatchObject({
      attType: 'CO',
      inLieuOf: '2026-11-02',
      workingMinutes: 0,
      overtimeMinutes: 0,
      deficitMinutes: 0,
      // the punches stay visible as observed
      observedInMs: ist(`${day} 09:00`),
      totalPunchCount: 2,
      editType: 'manual',
    });
    expect(result.exception.map((entry) => [entry.type, entry.attendance_code])).toEqual([
      ['system', 'HD'],
      ['manual', 'CO'],
    ]);
    // with no punch at all the day is absent until the edit makes it CO
    expect(computeDay(dayInput(day, { edits: [edit] })).attType).toBe('CO');
  });

  it('sets the edit-only types T, R and LWP only through an edit', () => {
    const result = computeDay(dayInput(day, { edits: [manualEdit({ attType: 'T' })] }));
    expect(result.attType).toBe('T');
  });
});
