import { describe, expect, it } from 'vitest';
import {
  cellRequest,
  editorReferences,
  officer,
  ordinaryUser,
  singlePunchDay,
  testDay,
} from '../testing/test-cells';
import type { AttendanceUser } from '../types';
import { cellEditRefusal } from './editability';

const references = editorReferences();
const today = '2026-11-20';
const day = '2026-11-10';

const roles: [string, Partial<AttendanceUser>][] = [
  ['admin', { isAdmin: true }],
  ['AO', { isAO: true }],
  ['RO', { isRO: true }],
  ['DCO', { isDCO: true }],
  ['HR', { isHR: true }],
];

describe('cellEditRefusal', () => {
  it('lets every privileged role edit a Present, an Absent or an empty day', () => {
    for (const [, flags] of roles) {
      const user = { ...ordinaryUser, ...flags };
      expect(
        cellEditRefusal(
          cellRequest(references, day, testDay(references, day, 'P')),
          user,
          today,
          references.timeZone,
        ),
      ).toBeNull();
      expect(
        cellEditRefusal(
          cellRequest(references, day, testDay(references, day, 'A')),
          user,
          today,
          references.timeZone,
        ),
      ).toBeNull();
      expect(
        cellEditRefusal(cellRequest(references, day, null), user, today, references.timeZone),
      ).toBeNull();
    }
  });

  it('lets an ordinary employee edit only Single Punch days', () => {
    expect(
      cellEditRefusal(
        cellRequest(references, day, singlePunchDay(references, day)),
        ordinaryUser,
        today,
        references.timeZone,
      ),
    ).toBeNull();
    expect(
      cellEditRefusal(
        cellRequest(references, day, testDay(references, day, 'P')),
        ordinaryUser,
        today,
        references.timeZone,
      ),
    ).toBe('Only Single Punch records can be edited');
    expect(
      cellEditRefusal(cellRequest(references, day, null), ordinaryUser, today, references.timeZone),
    ).toBe('Only Single Punch records can be edited');
  });

  it('refuses a day of an invoiced contract month to everyone, as the server does (spec 001 §5)', () => {
    const invoiced = testDay(references, day, 'A', { invoiced: true });
    for (const [, flags] of roles)
      expect(
        cellEditRefusal(
          cellRequest(references, day, invoiced),
          { ...ordinaryUser, ...flags },
          today,
          references.timeZone,
        ),
      ).toBe('This day cannot be edited');
  });

  it('in the register view also lets an ordinary employee edit a missed-punch day', () => {
    const missed = testDay(references, day, 'A', { isMissedPunch: true });
    expect(
      cellEditRefusal(
        cellRequest(references, day, missed),
        ordinaryUser,
        today,
        references.timeZone,
        'register',
      ),
    ).toBeNull();
    expect(
      cellEditRefusal(cellRequest(references, day, missed), ordinaryUser, today, references.timeZone),
    ).toBe('Only Single Punch records can be edited');
  });

  it.each(['intermediate_approved', 'final_approved', 'settled'])(
    'refuses a %s day to everyone',
    (status) => {
      const approved = testDay(references, day, 'SP', { attendance_status: status });
      expect(
        cellEditRefusal(cellRequest(references, day, approved), officer, today, references.timeZone),
      ).toBe('Approved attendance cannot be edited');
      expect(
        cellEditRefusal(cellRequest(references, day, approved), ordinaryUser, today, references.timeZone),
      ).toBe('Approved attendance cannot be edited');
    },
  );

  it('lets a rejected day be edited again', () => {
    const rejected = testDay(references, day, 'P', { attendance_status: 'rejected' });
    expect(
      cellEditRefusal(cellRequest(references, day, rejected), officer, today, references.timeZone),
    ).toBeNull();
  });

  it('refuses a leave day, a compensatory off taken as a leave among them', () => {
    const leaveType = references.leaveTypes[0]?.id ?? null;
    const leave = testDay(references, day, 'L', { leave_type: leaveType });
    expect(cellEditRefusal(cellRequest(references, day, leave), officer, today, references.timeZone)).toBe(
      'Leaves cannot be edited',
    );
    const takenOff = testDay(references, day, 'CO', { leave_type: leaveType });
    expect(cellEditRefusal(cellRequest(references, day, takenOff), officer, today, references.timeZone)).toBe(
      'Leaves cannot be edited',
    );
    // a CO an edit gave in lieu of a worked day is the editor's to change
    const inLieu = testDay(references, day, 'CO', { in_lieu_of: '2026-11-01' });
    expect(
      cellEditRefusal(cellRequest(references, day, inLieu), officer, today, references.timeZone),
    ).toBeNull();
  });

  it('refuses days outside the editable window: another business, the future, before joining', () => {
    const other = { ...officer, ownBusiness: false };
    expect(cellEditRefusal(cellRequest(references, day, null), other, today, references.timeZone)).toBe(
      'This day cannot be edited',
    );
    expect(
      cellEditRefusal(cellRequest(references, '2026-11-21', null), officer, today, references.timeZone),
    ).toBe('This day cannot be edited');
    expect(
      cellEditRefusal(cellRequest(references, today, null), officer, today, references.timeZone),
    ).toBeNull();
    const joined = cellRequest(references, day, null);
    joined.employee.joining_date = '2026-11-10T18:30:00Z'; // 11 Nov 00:00 IST
    expect(cellEditRefusal(joined, officer, today, references.timeZone)).toBe('This day cannot be edited');
    expect(
      cellEditRefusal({ ...joined, date: '2026-11-11' }, officer, today, references.timeZone),
    ).toBeNull();
    // the same instant is still 10 Nov in Dubai (22:30), so the 10th is a day of the employment there
    expect(cellEditRefusal({ ...joined, date: '2026-11-10' }, officer, today, 'Asia/Dubai')).toBeNull();
    expect(cellEditRefusal({ ...joined, date: '2026-11-10' }, officer, today, 'Asia/Kolkata')).toBe(
      'This day cannot be edited',
    );
  });

  it('checks the window before the day: an approved day of another business names the window', () => {
    const approved = testDay(references, day, 'P', { attendance_status: 'final_approved' });
    expect(
      cellEditRefusal(
        cellRequest(references, day, approved),
        { ...officer, ownBusiness: false },
        today,
        references.timeZone,
      ),
    ).toBe('This day cannot be edited');
  });
});
