import { describe, expect, it } from 'vitest';
import { clockToMinutes, minutesToClock, toMinutePair } from './minute-pair';

describe('minute pairs', () => {
  it('stores a day shift as minutes of the day', () =>
    expect(toMinutePair('09:00', '17:30')).toEqual([540, 1050]));
  it('pushes an end before the start forward by 1440', () =>
    expect(toMinutePair('22:00', '06:00')).toEqual([1320, 1800]));
  it('reads the next day back as a clock', () => expect(minutesToClock(1800)).toBe('06:00'));
  it('refuses a clock that is not HH:MM', () =>
    expect(() => clockToMinutes('25:00')).toThrow('Invalid input format'));
});
