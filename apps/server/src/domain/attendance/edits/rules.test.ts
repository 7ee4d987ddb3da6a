import { attendanceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { type EditedDay, editOwnMessages, editRefusal, notEditableReasons } from './rules.js';

const day = (extra: Partial<EditedDay> = {}): EditedDay => ({
  storedType: 'SP',
  storedLeaveType: null,
  storedStatus: null,
  newType: null,
  leaveType: null,
  inLieuOf: null,
  day: '2026-11-10',
  today: '2026-11-20',
  joiningDay: '2024-11-01',
  contract: null,
  ownBusiness: true,
  ...extra,
});

describe('editRefusal (spec 001 §4–§6)', () => {
  it('lets anyone edit a Single Punch day, and only approvers other days', () => {
    expect(editRefusal(day(), false)).toBeNull();
    expect(editRefusal(day({ storedType: 'A' }), false)).toEqual({
      message: attendanceMessages.onlySinglePunch,
    });
    expect(editRefusal(day({ storedType: null }), false)).toEqual({
      message: attendanceMessages.onlySinglePunch,
    });
    expect(editRefusal(day({ storedType: 'A' }), true)).toBeNull();
  });

  it.each(['final_approved', 'intermediate_approved', 'settled'])('refuses editing a %s day', (status) => {
    expect(editRefusal(day({ storedStatus: status }), true)).toEqual({
      message: attendanceMessages.approvedCannotBeEdited,
    });
  });

  it('refuses editing leave days, and a rejected day stays editable', () => {
    expect(editRefusal(day({ storedType: 'L' }), true)).toEqual({
      message: attendanceMessages.leavesCannotBeEdited,
    });
    expect(editRefusal(day({ storedType: 'A', storedStatus: 'rejected' }), true)).toBeNull();
  });

  it('refuses editing a compensatory off taken as a leave, not a CO an edit gave in lieu of a day', () => {
    expect(editRefusal(day({ storedType: 'CO', storedLeaveType: 'co-leave-type' }), true)).toEqual({
      message: attendanceMessages.leavesCannotBeEdited,
    });
    expect(editRefusal(day({ storedType: 'CO' }), true)).toBeNull();
  });

  it('asks for the leave type of a leave and the date of a compensatory off', () => {
    expect(editRefusal(day({ newType: 'L' }), true)).toEqual({ message: attendanceMessages.selectLeaveType });
    expect(editRefusal(day({ newType: 'L', leaveType: 'cl' }), true)).toBeNull();
    expect(editRefusal(day({ newType: 'CO' }), true)).toEqual({ message: attendanceMessages.selectDate });
    expect(editRefusal(day({ newType: 'CO', inLieuOf: '2026-11-01' }), true)).toBeNull();
  });

  it.each([
    [{ ownBusiness: false }, notEditableReasons.otherBusiness],
    [{ day: '2026-11-21' }, notEditableReasons.future],
    [{ joiningDay: '2026-11-11' }, notEditableReasons.beforeJoining],
    [
      { contract: { firstDay: '2026-11-11', lastDay: null, invoicesGenerated: false } },
      notEditableReasons.outsideContract,
    ],
    [
      { contract: { firstDay: null, lastDay: '2026-11-09', invoicesGenerated: false } },
      notEditableReasons.outsideContract,
    ],
    [
      { contract: { firstDay: '2026-11-01', lastDay: '2026-11-30', invoicesGenerated: true } },
      notEditableReasons.invoiced,
    ],
  ])('refuses a day that is not editable: %j', (extra, reason) => {
    expect(editRefusal(day(extra), true)).toEqual({ message: editOwnMessages.dayNotEditable, reason });
  });

  it('edits a day inside its contract, on the joining day', () => {
    const contract = { firstDay: '2026-11-10', lastDay: '2026-11-10', invoicesGenerated: false };
    expect(editRefusal(day({ contract, joiningDay: '2026-11-10' }), true)).toBeNull();
  });
});
