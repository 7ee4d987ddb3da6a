import { describe, expect, it } from 'vitest';
import { overlapDay, overlapRefusal } from './overlap.js';

describe('the overlap refusal', () => {
  it('names the first day both leaves take, in IST', () => {
    const detail =
      'Key (employees_id, leave_period)=(0b6c, ["2026-11-05 18:30:00+00","2026-11-07 18:30:00+00")) conflicts with existing key (employees_id, leave_period)=(0b6c, ["2026-11-04 18:30:00+00","2026-11-06 18:30:00+00")).';
    expect(overlapDay(detail)).toBe('2026-11-06');
    expect(
      overlapRefusal({ code: '23P01', constraint: 'leave_day_claims_no_overlap', detail })?.message,
    ).toBe('A leave is already on this day: 06/11/2026');
  });

  it("names the day in the written business's zone (issue #28 item 2)", () => {
    // Kathmandu's midnights (+05:45) are 18:15 UTC: 23:45 of the day before in India
    const detail =
      'Key (e, p)=(x, ["2026-11-05 18:15:00+00","2026-11-06 18:15:00+00")) conflicts with existing key (e, p)=(x, ["2026-11-04 18:15:00+00","2026-11-06 18:15:00+00")).';
    expect(overlapDay(detail, 'Asia/Kathmandu')).toBe('2026-11-06');
    expect(
      overlapRefusal({ code: '23P01', constraint: 'leave_day_claims_no_overlap', detail }, 'Asia/Kathmandu')
        ?.message,
    ).toBe('A leave is already on this day: 06/11/2026');
  });

  it('reads stamps in another time zone and leaves other failures alone', () => {
    const detail =
      'Key (e, p)=(x, ["2026-11-06 00:00:00+05:30","2026-11-07 00:00:00+05:30")) conflicts with existing key (e, p)=(x, ["2026-11-06 00:00:00+05:30","2026-11-07 00:00:00+05:30")).';
    expect(overlapDay(detail)).toBe('2026-11-06');
    expect(overlapRefusal({ code: '23505', constraint: 'x' })).toBeNull();
    expect(overlapRefusal({ code: '23P01', constraint: 'other' })).toBeNull();
  });
});
