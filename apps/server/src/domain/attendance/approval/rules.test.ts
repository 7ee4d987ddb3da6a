import { attendanceMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { approvalOwnMessages, planApproval, planRejection, type StoredCell } from './rules.js';

let counter = 0;
const cell = (attType: string | null, extra: Partial<StoredCell> = {}): StoredCell => ({
  id: `c${++counter}`,
  attType,
  status: null,
  isMissedPunch: false,
  ...extra,
});

describe('planApproval (spec 001 §4)', () => {
  it('refuses a selection holding a Single Punch or an empty cell, whatever else it holds', () => {
    expect(planApproval([cell('P'), cell('SP', { isMissedPunch: true })], 'final_approved')).toEqual({
      kind: 'refused',
      message: attendanceMessages.singlePunchNotApproved,
    });
    expect(planApproval([cell('P'), cell('PR')], 'final_approved')).toEqual({
      kind: 'refused',
      message: approvalOwnMessages.punchRequestWaiting,
    });
    expect(planApproval([cell('P'), null], 'final_approved')).toMatchObject({
      message: attendanceMessages.emptyNotApproved,
    });
    expect(planApproval([cell(null)], 'final_approved')).toMatchObject({
      message: attendanceMessages.emptyNotApproved,
    });
    expect(planApproval([], 'final_approved')).toMatchObject({
      message: attendanceMessages.noCellsToApprove,
    });
  });

  it('counts and skips cells already approved, and refuses when none is left', () => {
    const present = cell('P');
    const rejected = cell('A', { status: 'rejected' });
    const done = cell('HD', { status: 'final_approved' });
    expect(planApproval([present, rejected, done], 'final_approved')).toEqual({
      kind: 'write',
      ids: [present.id, rejected.id],
      skipped: 1,
    });
    expect(planApproval([done, cell('L', { status: 'settled' })], 'final_approved')).toEqual({
      kind: 'refused',
      message: attendanceMessages.noCellsToApprove,
      count: 2,
    });
  });

  it('does not step a final approval back to intermediate, and settles approved cells', () => {
    const done = cell('P', { status: 'final_approved' });
    const middle = cell('P', { status: 'intermediate_approved' });
    expect(planApproval([done, middle], 'intermediate_approved')).toMatchObject({
      kind: 'refused',
      count: 2,
    });
    expect(planApproval([done, middle], 'settled')).toEqual({
      kind: 'write',
      ids: [done.id, middle.id],
      skipped: 0,
    });
    expect(planApproval([cell('P', { status: 'settled' })], 'settled')).toMatchObject({
      kind: 'refused',
      count: 1,
    });
  });
});

describe('planRejection (spec 001 §4)', () => {
  it.each([
    [cell('SP', { isMissedPunch: true }), attendanceMessages.singlePunchNotRejected],
    [cell('PR'), approvalOwnMessages.punchRequestWaiting],
    [cell('HD', { isMissedPunch: true }), attendanceMessages.missedPunchNotRejected],
    [cell('P'), attendanceMessages.presentNotRejected],
    [cell('A', { status: 'final_approved' }), approvalOwnMessages.finalApprovedNotRejected],
    [cell('A', { status: 'settled' }), approvalOwnMessages.finalApprovedNotRejected],
  ])('refuses a selection holding %j', (refused, message) => {
    expect(planRejection([cell('A'), refused])).toEqual({ kind: 'refused', message });
  });

  it('rejects a Single Punch of an invoiced month, which nothing else can decide (issue #32 item 3)', () => {
    const invoiced = cell('SP', { isMissedPunch: true, invoiced: true });
    expect(planRejection([cell('A'), invoiced])).toEqual({
      kind: 'write',
      ids: [expect.any(String), invoiced.id],
      skipped: 0,
    });
    // a missed punch of another type in that month is still refused, and approval still refuses the Single Punch
    expect(planRejection([cell('HD', { isMissedPunch: true, invoiced: true })])).toEqual({
      kind: 'refused',
      message: attendanceMessages.missedPunchNotRejected,
    });
    expect(planApproval([invoiced], 'final_approved')).toEqual({
      kind: 'refused',
      message: attendanceMessages.singlePunchNotApproved,
    });
  });

  it('counts and skips cells already rejected and leaves empty cells out', () => {
    const absent = cell('A', { status: 'intermediate_approved' });
    const halfDay = cell('HD');
    expect(planRejection([absent, halfDay, cell('WO', { status: 'rejected' }), null])).toEqual({
      kind: 'write',
      ids: [absent.id, halfDay.id],
      skipped: 1,
    });
    expect(planRejection([cell('A', { status: 'rejected' }), null])).toEqual({
      kind: 'refused',
      message: attendanceMessages.noCellsToReject,
      count: 1,
    });
    expect(planRejection([])).toMatchObject({ message: attendanceMessages.noCellsToReject });
  });
});
