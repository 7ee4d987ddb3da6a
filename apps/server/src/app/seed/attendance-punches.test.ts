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
});
