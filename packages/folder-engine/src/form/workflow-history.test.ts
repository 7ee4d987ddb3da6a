import { describe, expect, it } from 'vitest';
import { actedAt } from './workflow-history';

describe("a workflow or audit entry's time (#28 item 2)", () => {
  it("is the signed-in business's date and time, in its zone", () => {
    // 23:00 on 1 November in Dubai is 00:30 on 2 November in IST
    expect(actedAt('2026-11-01T19:00:00Z', 'Asia/Dubai')).toBe('01/11/2026, 23:00');
    expect(actedAt('2026-11-01T19:00:00Z', 'Asia/Kolkata')).toBe('02/11/2026, 00:30');
  });

  it('counts in the default zone when the session carries none, never the browser’s', () => {
    expect(actedAt('2026-11-01T19:00:00Z', undefined)).toBe('02/11/2026, 00:30');
  });
});
