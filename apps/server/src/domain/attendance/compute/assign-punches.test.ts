import { describe, expect, it } from 'vitest';
import { assignPunchesToDays } from './assign-punches.js';
import { dayShift, ist, nightShift } from './test-kit.js';
import type { ShiftWindow } from './types.js';

const always = (shift: ShiftWindow | null) => () => shift;

describe('assignPunchesToDays', () => {
  it('keeps a night shift across midnight on its start day', () => {
    const days = assignPunchesToDays([ist('2026-11-11 06:04'), ist('2026-11-10 21:55')], always(nightShift));
    expect([...days]).toEqual([['2026-11-10', [ist('2026-11-10 21:55'), ist('2026-11-11 06:04')]]]);
  });

  it('keeps a day shift worked past IST midnight on its day until the next window opens', () => {
    const days = assignPunchesToDays([ist('2026-11-10 08:50'), ist('2026-11-11 00:10')], always(dayShift));
    expect([...days.keys()]).toEqual(['2026-11-10']);
  });

  it('opens a day shift window four hours before its start', () => {
    const days = assignPunchesToDays([ist('2026-11-10 04:59'), ist('2026-11-10 05:00')], always(dayShift));
    expect(days.get('2026-11-09')).toEqual([ist('2026-11-10 04:59')]);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 05:00')]);
  });

  it('uses each day its own shift when a night shift is followed by a day shift', () => {
    const shiftOf = (day: string) => (day === '2026-11-10' ? nightShift : dayShift);
    const punches = [
      ist('2026-11-10 22:00'),
      ist('2026-11-11 06:00'),
      ist('2026-11-11 09:00'),
      ist('2026-11-11 18:00'),
    ];
    const days = assignPunchesToDays(punches, shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 22:00'), ist('2026-11-11 06:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 09:00'), ist('2026-11-11 18:00')]);
  });

  it('gives the next day a punch past the late-leaving grace of a night shift', () => {
    const shiftOf = (day: string) => (day === '2026-11-10' ? nightShift : dayShift);
    const days = assignPunchesToDays([ist('2026-11-11 07:59'), ist('2026-11-11 08:00')], shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-11 07:59')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 08:00')]);
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
    const days = assignPunchesToDays(punches, shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00'), ist('2026-11-10 18:00')]);
    expect(days.get('2026-11-11')).toEqual([ist('2026-11-11 09:00'), ist('2026-11-11 17:55')]);
  });

  it('still gives a day shift its out punch up to twelve hours after it ends', () => {
    const shiftOf = (day: string) => (day === '2026-11-11' ? nightShift : dayShift);
    const days = assignPunchesToDays([ist('2026-11-10 09:00'), ist('2026-11-11 05:59')], shiftOf);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 09:00'), ist('2026-11-11 05:59')]);
  });

  it('falls back to the IST calendar day when no shift is known', () => {
    const days = assignPunchesToDays([ist('2026-11-10 00:00'), ist('2026-11-09 23:59')], always(null));
    expect(days.get('2026-11-09')).toEqual([ist('2026-11-09 23:59')]);
    expect(days.get('2026-11-10')).toEqual([ist('2026-11-10 00:00')]);
  });
});
