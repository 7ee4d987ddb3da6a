import { describe, expect, it } from 'vitest';
import { istToday } from './ist-today';

describe('istToday', () => {
  it('is the IST day, a day ahead of UTC after 18:30 UTC', () => {
    expect(istToday(Date.parse('2026-03-31T18:29:00Z'))).toEqual({
      today: '2026-03-31',
      monthStart: '2026-03-01',
    });
    expect(istToday(Date.parse('2026-03-31T18:30:00Z'))).toEqual({
      today: '2026-04-01',
      monthStart: '2026-04-01',
    });
  });
});
