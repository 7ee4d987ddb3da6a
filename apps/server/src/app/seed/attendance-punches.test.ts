import { describe, expect, it } from 'vitest';
import { demoPunchMinutes } from './attendance-punches.js';

describe('demoPunchMinutes', () => {
  it('punches alike for the same code and day', () => {
    expect(demoPunchMinutes('DI0001', '2026-11-10', 540)).toEqual(
      demoPunchMinutes('DI0001', '2026-11-10', 540),
    );
  });

  it('gives a month of mostly full shifts around the shift start, with absent and single-punch days', () => {
    const counts = new Map<number, number>();
    for (let worker = 0; worker < 50; worker++)
      for (let date = 1; date <= 30; date++) {
        const punches = demoPunchMinutes(`DI${worker}`, `2026-11-${String(date).padStart(2, '0')}`, 540);
        counts.set(punches.length, (counts.get(punches.length) ?? 0) + 1);
        for (const minute of punches) expect(minute).toBeGreaterThanOrEqual(525);
        if (punches.length === 2) expect((punches[1] ?? 0) - (punches[0] ?? 0)).toBeGreaterThanOrEqual(270);
      }
    expect(counts.get(2)).toBeGreaterThan(1200);
    expect(counts.get(1)).toBeGreaterThan(30);
    expect(counts.get(0)).toBeGreaterThan(20);
  });

  it('rests most weekly offs: a few of them are worked, as a whole shift (#29 item 2)', () => {
    let worked = 0;
    let rested = 0;
    for (let worker = 0; worker < 50; worker++)
      for (const date of ['01', '08', '15', '22', '29']) {
        const punches = demoPunchMinutes(`DI${worker}`, `2026-11-${date}`, 540, true);
        if (punches.length === 0) rested += 1;
        else {
          worked += 1;
          expect((punches[1] ?? 0) - (punches[0] ?? 0)).toBeGreaterThanOrEqual(540);
        }
      }
    // 250 weekly offs: about 6 % worked
    expect(worked).toBeGreaterThan(5);
    expect(worked).toBeLessThan(30);
    expect(worked + rested).toBe(250);
  });
});
