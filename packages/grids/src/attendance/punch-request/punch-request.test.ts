import { describe, expect, it } from 'vitest';
import { missingSide, requestedInstant } from './punch-request';

const nineAm = Date.parse('2026-11-10T09:00:00+05:30');
const ist = 'Asia/Kolkata';

describe('a punch request', () => {
  it('asks for the side the day lacks: the out after a lone in, else the in', () => {
    expect(missingSide(nineAm, null)).toBe('out');
    expect(missingSide(null, nineAm)).toBe('in');
    expect(missingSide(null, null)).toBe('in');
  });

  it('puts the time on the day, and an out before the in on the next morning', () => {
    expect(requestedInstant('2026-11-10', '18:05', 'out', nineAm, ist)).toBe('2026-11-10T18:05:00+05:30');
    expect(requestedInstant('2026-11-10', '06:00', 'out', Date.parse('2026-11-10T22:00:00+05:30'), ist)).toBe(
      '2026-11-11T06:00:00+05:30',
    );
    expect(requestedInstant('2026-11-10', '08:55', 'in', null, ist)).toBe('2026-11-10T08:55:00+05:30');
    expect(requestedInstant('2026-11-10', '18:5', 'out', nineAm, ist)).toBeNull();
  });

  it("puts the time on the business's clock: a Dubai business's 18:05 is 14:05 UTC", () => {
    expect(requestedInstant('2026-11-10', '18:05', 'out', nineAm, 'Asia/Dubai')).toBe(
      '2026-11-10T18:05:00+04:00',
    );
    expect(Date.parse(requestedInstant('2026-11-10', '08:55', 'in', null, 'Asia/Kathmandu') ?? '')).toBe(
      Date.parse('2026-11-10T03:10:00Z'),
    );
  });
});
