import { describe, expect, it } from 'vitest';
import { assignPunchesToDays } from './assign-punches.js';
import { dayShift, ist, nightShift } from './testing/test-kit.js';
import type { ShiftWindow } from './types.js';

const always = (shift: ShiftWindow | null) => () => shift;
// the demo's zone: the cases' clocks are IST (test-kit's `ist`)
const assign = (punches: readonly number[], shiftOf: (dayKey: string) => ShiftWindow | null) =>
  assignPunchesToDays(punches, shiftOf, 'Asia/Kolkata');

describe('assignPunchesToDays', () => {
  it('keeps a night shift across midnight on its start day', () => {
    const days = assign([ist('2026-11-11 06:04'), ist('2026-11-10 21:55')], always(nightShift));
    expect([...days]).toEqual([['2026-11-10', [ist('2026-11-10 21:55'), ist('2026-11-11 06:04')]]]);
  });

  it('keeps a day shift worked past IST midnight on its day until the next window opens', () => {
    const days = assign([ist('2026-11-10 08:50'), ist('2026-11-11 00:10')], always(dayShift));
    expect([...days.keys()]).toEqual(['2026-11-10']);
  });

  it('gives a punch between two day shifts to the nearer one: the stretch opens halfway, at 01:30', () => {
    const days = assign([ist('2026-11-10 01:29'), ist('2026-11-10 01:30')], always(dayShift));
    expect(days.get('2026-11-09')).toEqual([ist('2026-11-10 01:29')]);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 01:30')]);
  });

  it("carries an open day's out past the halfway point, up to the maximum duty after its in", () => {
    // 09:00 + 9 h shift + 8 h = 02:00 the next day
    const days = assign(
      [ist('2026-11-10 09:00'), ist('2026-11-11 02:00'), ist('2026-11-11 09:00'), ist('2026-11-11 18:00')],
      always(dayShift),
    );
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00'), ist('2026-11-11 02:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 09:00'), ist('2026-11-11 18:00')]);
  });

  it('closes the day a minute past the maximum duty: the punch is the next day', () => {
    const days = assign([ist('2026-11-10 09:00'), ist('2026-11-11 02:01')], always(dayShift));
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 02:01')]);
  });

  it("never carries a lone out (its in missed) into the next morning's in", () => {
    const days = assign(
      [ist('2026-11-09 18:00'), ist('2026-11-10 02:00'), ist('2026-11-10 18:00')],
      always(dayShift),
    );
    expect(days.get('2026-11-09')).toEqual([ist('2026-11-09 18:00')]);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 02:00'), ist('2026-11-10 18:00')]);
  });

  it('keeps a night worker who came 4 h 01 early on that night, not on the night before (issue #29)', () => {
    const punches = [
      ist('2026-11-09 21:50'),
      ist('2026-11-10 06:05'),
      ist('2026-11-10 17:59'),
      ist('2026-11-11 06:00'),
    ];
    const days = assign(punches, always(nightShift));
    expect(days.get('2026-11-09')).toEqual([ist('2026-11-09 21:50'), ist('2026-11-10 06:05')]);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 17:59'), ist('2026-11-11 06:00')]);
  });

  it("keeps a split shift's two spells on one day", () => {
    const split: ShiftWindow = { id: 'split', startMin: 7 * 60, endMin: 21 * 60, minWorkingMinutes: 480 };
    const punches = [
      ist('2026-11-10 06:55'),
      ist('2026-11-10 11:00'),
      ist('2026-11-10 17:00'),
      ist('2026-11-10 21:10'),
      ist('2026-11-11 06:58'),
    ];
    const days = assign(punches, always(split));
    expect(days.get('2026-11-10')).toEqual(punches.slice(0, 4));
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 06:58')]);
  });

  it('uses each day its own shift when a night shift is followed by a day shift', () => {
    const shiftOf = (day: string) => (day === '2026-11-10' ? nightShift : dayShift);
    const punches = [
      ist('2026-11-10 22:00'),
      ist('2026-11-11 06:00'),
      ist('2026-11-11 09:00'),
      ist('2026-11-11 18:00'),
    ];
    const days = assign(punches, shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 22:00'), ist('2026-11-11 06:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 09:00'), ist('2026-11-11 18:00')]);
  });

  it('gives a morning punch after a night followed by a day shift to the nearer shift (halfway, 07:30)', () => {
    const shiftOf = (day: string) => (day === '2026-11-10' ? nightShift : dayShift);
    const days = assign([ist('2026-11-11 07:29'), ist('2026-11-11 07:30')], shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-11 07:29')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 07:30')]);
  });

  it("keeps the next day's daytime punches off a day shift followed by a night shift", () => {
    // before: the night shift's window opened at 18:00 of its day, so its day-time punches
    // made the day shift's day 09:00 to 17:55 the next day, a 32:55 day
    const shiftOf = (day: string) => (day === '2026-11-11' ? nightShift : dayShift);
    const punches = [
      ist('2026-11-10 09:00'),
      ist('2026-11-10 18:00'),
      ist('2026-11-11 09:00'),
      ist('2026-11-11 17:55'),
    ];
    const days = assign(punches, shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00'), ist('2026-11-10 18:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 09:00'), ist('2026-11-11 17:55')]);
  });

  it("ends a day shift's stretch at its maximum duty when a night shift follows", () => {
    // halfway to the night would be 08:00; 09:00 + 17 h closes the day at 02:00
    const shiftOf = (day: string) => (day === '2026-11-11' ? nightShift : dayShift);
    const days = assign([ist('2026-11-10 09:00'), ist('2026-11-11 05:59')], shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 05:59')]);
  });

  it('falls back to the IST calendar day when no shift is known', () => {
    // an in at 20:00 keeps its out at 04:00 (16 h of duty at most)
    const days = assign([ist('2026-11-10 20:00'), ist('2026-11-11 04:00')], always(null));
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 20:00'), ist('2026-11-11 04:00')]);
    const apart = assign(
      [ist('2026-11-09 08:00'), ist('2026-11-09 18:00'), ist('2026-11-10 00:00')],
      always(null),
    );
    expect(apart.get('2026-11-09')).toEqual([ist('2026-11-09 08:00'), ist('2026-11-09 18:00')]);
    expect(apart.get('2026-11-10')).toEqual([ist('2026-11-10 00:00')]);
  });
});
