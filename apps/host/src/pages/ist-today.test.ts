import { describe, expect, it } from 'vitest';
import { istToday } from './ist-today';

describe('istToday', () => {
  it('is the IST day, a day ahead of UTC after 18:30 UTC', () => {
    expect(istToday(undefined, Date.parse('2026-03-31T18:29:00Z'))).toEqual({
      today: '2026-03-31',
      monthStart: '2026-03-01',
    });
    expect(istToday(undefined, Date.parse('2026-03-31T18:30:00Z'))).toEqual({
      today: '2026-04-01',
      monthStart: '2026-04-01',
    });
  });

  it("is the signed-in business's day in its own zone", () => {
    // 18:20 UTC: still 31 March in Kolkata (23:50), already 1 April in Kathmandu (00:05)
    const at = Date.parse('2026-03-31T18:20:00Z');
    expect(istToday('Asia/Kolkata', at)).toEqual({ today: '2026-03-31', monthStart: '2026-03-01' });
    expect(istToday('Asia/Kathmandu', at)).toEqual({ today: '2026-04-01', monthStart: '2026-04-01' });
  });
});
