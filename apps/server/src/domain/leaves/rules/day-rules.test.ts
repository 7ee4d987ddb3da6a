import { leaveMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { dayRefusal, isApplicable } from './day-rules.js';
import type { LeaveEmployee, StoredLeaveType } from './types.js';

const type = (values: Partial<StoredLeaveType>): StoredLeaveType => ({
  id: 'type',
  code: 'CL',
  name: null,
  allow_half_day: false,
  mandatory_document_upload: false,
  blanket_policy: false,
  paid: true,
  employee_types: [],
  rules: [{ from: null, yearlyQuota: 12, monthlyLimit: null, carryForward: 0 }],
  ...values,
});
const worker: LeaveEmployee = {
  id: 'e',
  partners_id: 'p',
  employee_type: 'contractual',
  firstYear: 2025,
  timeZone: 'Asia/Kolkata',
};
const day = { halfDay: false };

describe('leave day rules', () => {
  it('offers neither blanket-policy types, the weekly off, nor types of other employee types', () => {
    expect(isApplicable(type({}), worker)).toBe(true);
    expect(isApplicable(type({ blanket_policy: true }), worker)).toBe(false);
    expect(isApplicable(type({ code: 'WO' }), worker)).toBe(false);
    expect(isApplicable(type({ employee_types: ['regular'] }), worker)).toBe(false);
    expect(isApplicable(type({ employee_types: ['regular', 'contractual'] }), worker)).toBe(true);
  });

  it('refuses a type not applicable and a half day not allowed', () => {
    expect(dayRefusal({ ...day, type: type({ blanket_policy: true }) }, worker)).toBe(
      leaveMessages.notApplicable,
    );
    expect(dayRefusal({ ...day, type: null }, worker)).toBe(leaveMessages.notApplicable);
    expect(dayRefusal({ ...day, halfDay: true, type: type({}) }, worker)).toBe(
      leaveMessages.halfDayNotAllowed,
    );
    expect(dayRefusal({ ...day, halfDay: true, type: type({ allow_half_day: true }) }, worker)).toBeNull();
  });

  it("leaves a weekly off to the duty chart's rules", () => {
    expect(dayRefusal({ ...day, halfDay: true, type: type({ code: 'WO' }) }, worker)).toBeNull();
  });
});
