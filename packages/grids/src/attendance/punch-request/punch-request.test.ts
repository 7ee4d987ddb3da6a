import { describe, expect, it } from 'vitest';
import { missingSide, requestedInstant } from './punch-request';

const nineAm = Date.parse('2026-11-10T09:00:00+05:30');

describe('a punch request', () => {
  it('asks for the side the day lacks: the out after a lone in, else the in', () => {
    expect(missingSide(nineAm, null)).toBe('out');
    expect(missingSide(null, nineAm)).toBe('in');
    expect(missingSide(null, null)).toBe('in');
  });

  it('puts the time on the day, and an out before the in on the next morning', () => {
    expect(requestedInstant('2026-11-10', '18:05', 'out', nineAm)).toBe('2026-11-10T18:05:00+05:30');
    expect(requestedInstant('2026-11-10', '06:00', 'out', Date.parse('2026-11-10T22:00:00+05:30'))).toBe(
      '2026-11-11T06:00:00+05:30',
    );
    expect(requestedInstant('2026-11-10', '08:55', 'in', null)).toBe('2026-11-10T08:55:00+05:30');
    expect(requestedInstant('2026-11-10', '18:5', 'out', nineAm)).toBeNull();
  });
});
