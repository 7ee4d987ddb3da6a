import type { BusinessEnv, FolderDefinition } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { pathCell } from './cells.js';

const attendance = {
  name: 'attendance',
  fields: [{ name: 'in_timestamp', type: 'timestamp', label: { eng: 'In' } }],
} as unknown as FolderDefinition;
const context = { env: {} as BusinessEnv, locale: 'eng' as const };
const punch = { in_timestamp: '2026-11-20T03:35:00.000Z' };

describe("a report's timestamp column", () => {
  it('shows the IST day by default', () =>
    expect(pathCell('in_timestamp', punch, attendance, () => undefined, context)).toBe('20/11/2026'));
  it("shows the IST time where the column says 'time' (a muster roll's in and out)", () => {
    expect(pathCell('in_timestamp', punch, attendance, () => undefined, { ...context, show: 'time' })).toBe(
      '09:05',
    );
    expect(
      pathCell('in_timestamp', {}, attendance, () => undefined, { ...context, show: 'time' }),
    ).toBeNull();
  });
});
