import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { pathCell } from './cells.js';

const attendance = {
  name: 'attendance',
  fields: [{ name: 'in_timestamp', type: 'timestamp', label: { eng: 'In' } }],
} as unknown as FolderDefinition;
const context = { env: {} as BusinessEnv, locale: 'eng' as const, timeZone: 'Asia/Kolkata' };
const punch = { in_timestamp: '2026-11-20T03:35:00.000Z' };

describe("a report's timestamp column", () => {
  it("shows the business's day by default", () =>
    expect(pathCell('in_timestamp', punch, attendance, () => undefined, context)).toBe('20/11/2026'));
  it("shows the business's time where the column says 'time' (a muster roll's in and out)", () => {
    expect(pathCell('in_timestamp', punch, attendance, () => undefined, { ...context, show: 'time' })).toBe(
      '09:05',
    );
    expect(
      pathCell('in_timestamp', {}, attendance, () => undefined, { ...context, show: 'time' }),
    ).toBeNull();
  });
  // Issue #28 item 2: 19:00 UTC on 19 November is 23:00 that day in Dubai, 00:30 on the 20th in IST
  it("counts the day and the clock in the business's zone, not IST's", () => {
    const late = { in_timestamp: '2026-11-19T19:00:00.000Z' };
    const dubai = { ...context, timeZone: 'Asia/Dubai' };
    expect(pathCell('in_timestamp', late, attendance, () => undefined, dubai)).toBe('19/11/2026');
    expect(pathCell('in_timestamp', late, attendance, () => undefined, { ...dubai, show: 'time' })).toBe(
      '23:00',
    );
    const kathmandu = { ...context, timeZone: 'Asia/Kathmandu' };
    expect(pathCell('in_timestamp', punch, attendance, () => undefined, { ...kathmandu, show: 'time' })).toBe(
      '09:20',
    );
  });
});
