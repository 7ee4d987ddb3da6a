import type { PhonePunchRecord } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { latestPunch } from './punch-state';

const record = (
  direction: 'in' | 'out',
  at: string,
  status: PhonePunchRecord['status'],
): PhonePunchRecord => ({
  id: at,
  employees_id: 'e',
  employee_code: 'emp1',
  first_name: null,
  last_name: null,
  direction,
  site: { eng: 'Mandi Plant', hin: 'मंडी संयंत्र' },
  device_time: at,
  received_at: at,
  status,
  reasons: [],
  distance_m: 10,
  accuracy_m: 10,
  clock_skew_s: 0,
  selfie_files_id: null,
});

const kolkata = 'Asia/Kolkata';

describe('the phone screen state', () => {
  it('is nothing before the first punch of the day', () => {
    expect(latestPunch([], [], 'eng', kolkata)).toBeNull();
  });
  it('is the latest punch in IST, a pending one included and a refused one left out', () => {
    const today = [
      record('in', '2026-11-27T03:27:00.000Z', 'applied'),
      record('out', '2026-11-27T05:00:00.000Z', 'refused'),
    ];
    expect(latestPunch(today, [], 'eng', kolkata)).toEqual({
      direction: 'in',
      time: '08:57',
      site: 'Mandi Plant',
    });
    expect(latestPunch(today, [], 'hin', kolkata)?.site).toBe('मंडी संयंत्र');
    expect(latestPunch(today, [], 'ben', kolkata)?.site).toBe('Mandi Plant');
    expect(
      latestPunch([record('in', '2026-11-27T03:27:00.000Z', 'pending')], [], 'eng', kolkata)?.direction,
    ).toBe('in');
  });
  // Issue #28 item 2: 03:27 UTC is 07:27 in Dubai and 09:12 in Kathmandu, not IST's 08:57
  it("reads the time on the business's clock", () => {
    const today = [record('in', '2026-11-27T03:27:00.000Z', 'applied')];
    expect(latestPunch(today, [], 'eng', 'Asia/Dubai')?.time).toBe('07:27');
    expect(latestPunch(today, [], 'eng', 'Asia/Kathmandu')?.time).toBe('09:12');
  });
  it('counts a punch still queued on the phone', () => {
    const queued = {
      punch: {
        id: 'q',
        direction: 'out' as const,
        sites_id: 's',
        device_time: '2026-11-27T12:05:00.000Z',
        position: null,
        selfie: null,
      },
      siteName: 'Kolkata Works',
      employeesId: 'e',
    };
    expect(
      latestPunch([record('in', '2026-11-27T03:27:00.000Z', 'applied')], [queued], 'eng', kolkata),
    ).toEqual({
      direction: 'out',
      time: '17:35',
      site: 'Kolkata Works',
    });
  });
});
