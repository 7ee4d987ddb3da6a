import { describe, expect, it } from 'vitest';
import { cellRequest, editorReferences, singlePunchDay, testDay, typeId } from '../testing/test-cells';
import {
  type EditForm,
  formPreview,
  newRowForm,
  openingForm,
  resolveEdit,
  storedForm,
  subsectionOptions,
  withDepartment,
  withType,
} from './edit-form';

const references = editorReferences();
const date = '2026-11-10';
const editId = '11111111-1111-4111-8111-111111111111';
const present = cellRequest(references, date, testDay(references, date, 'P'));
const stored = storedForm(present, references.timeZone);
const resolve = (form: EditForm, base = stored, isNew = false) =>
  resolveEdit(form, { stored: base, references, isNew, id: editId });
const [operations, security] = references.departments;
const leaveType = references.leaveTypes[0]?.id ?? '';

describe('the form of a cell', () => {
  it('shows a stored day: ids, hours as HH:MM and in/out on the IST clock', () => {
    expect(stored).toMatchObject({
      employeeId: present.employee.id,
      date,
      typeId: typeId(references, 'P'),
      working: '09:00',
      overtime: '00:00',
      inTime: '09:00',
      outTime: '18:00',
      notes: '',
      departmentId: operations?.id,
    });
  });

  it("starts an empty day from the employee's master values", () => {
    const empty = cellRequest(references, date, null);
    expect(storedForm(empty, references.timeZone)).toMatchObject({
      typeId: null,
      siteId: empty.employee.sites_id,
      shiftId: empty.employee.shifts_id,
      subsectionId: empty.employee.subsections,
      working: '00:00',
      inTime: '',
    });
  });

  it('opens a queued edit over the stored values', () => {
    const form = openingForm(
      {
        ...present,
        pending: {
          id: editId,
          employees_id: present.employee.id,
          attendance_date: date,
          working_minutes: 300,
          out_timestamp: `${date}T14:00:00+05:30`,
          notes: 'left early',
        },
      },
      references.timeZone,
    );
    expect(form).toMatchObject({ working: '05:00', outTime: '14:00', inTime: '09:00', notes: 'left early' });
  });

  it("shows the punch times on the business's clock: 09:00 in India is 07:30 in Dubai", () => {
    expect(storedForm(present, 'Asia/Dubai')).toMatchObject({ inTime: '07:30' });
    expect(storedForm(present, 'Asia/Kolkata')).toMatchObject({ inTime: '09:00' });
  });

  it("starts a new row at the 'Mandi' site with no employee", () => {
    const form = newRowForm(date, references);
    expect(form.employeeId).toBeNull();
    expect(form.siteId).toBe(references.sites.find((site) => site.code === 'Mandi')?.id);
    expect(newRowForm(date, { ...references, sites: references.sites.slice(0, 2) }).siteId).toBeNull();
  });
});

describe('type and department rules', () => {
  it.each(['A', 'H'])('%s forces working and overtime to 00:00', (code) => {
    const form = withType({ ...stored, overtime: '01:15' }, typeId(references, code), references);
    expect(form.working).toBe('00:00');
    expect(form.overtime).toBe('00:00');
  });

  it('other types keep the hours; leaving L or CO drops the leave type and the in-lieu date', () => {
    const leave = { ...withType(stored, typeId(references, 'L'), references), leaveTypeId: leaveType };
    const back = withType({ ...leave, inLieuOf: '2026-11-02' }, typeId(references, 'P'), references);
    expect(back).toMatchObject({ working: '09:00', leaveTypeId: null, inLieuOf: '' });
  });

  it('limits subsections to the chosen department and drops one that does not belong', () => {
    const ofSecurity = subsectionOptions(references, security?.id ?? null);
    expect(ofSecurity.map((option) => option.code)).toEqual(['SEC-G']);
    expect(subsectionOptions(references, null)).toHaveLength(references.subsections.length);
    const moved = withDepartment(stored, security?.id ?? null, references);
    expect(moved.subsectionId).toBeNull();
    const same = withDepartment(stored, operations?.id ?? null, references);
    expect(same.subsectionId).toBe(stored.subsectionId);
  });

  it('previews the signed difference as the server will compute it', () => {
    const difference = (form: EditForm, request = present) =>
      formPreview(form, storedForm(request, references.timeZone), request, references)?.differenceMinutes;
    expect(difference({ ...stored, working: '07:00' })).toBe(-90);
    // a surplus is positive (the old popup called +02:01 a 'Deficit 02:01')
    expect(difference({ ...stored, working: '10:31' })).toBe(121);
    const halfDay = withType(stored, typeId(references, 'HD'), references);
    expect(difference({ ...halfDay, working: '04:00' })).toBe(-270);
    const absent = withType(stored, typeId(references, 'A'), references);
    expect(difference(absent)).toBe(0);
    // the shift chosen in the form brings its own minimum (the morning shift's 450), not the old one
    const morning = references.shifts.find((shift) => shift.code === 'MOR')?.id ?? null;
    expect(difference({ ...stored, shiftId: morning })).toBe(90);
    // a half-day leave of the day takes its 240 minutes off the due time
    const withLeave = cellRequest(references, date, testDay(references, date, 'HD', { leave_minutes: 240 }));
    expect(difference({ ...storedForm(withLeave, references.timeZone), working: '04:00' }, withLeave)).toBe(
      -30,
    );
    expect(formPreview({ ...stored, working: '25:00' }, stored, present, references)).toBeNull();
  });

  it("measures a day with no stored row against the employee's own shift, as the server does (#29 item 6)", () => {
    const morning = references.shifts.find((shift) => shift.code === 'MOR')?.id ?? null;
    const empty = (shiftId: string | null) => {
      const request = cellRequest(references, date, null);
      return { ...request, employee: { ...request.employee, shifts_id: shiftId } };
    };
    const difference = (request: ReturnType<typeof empty>) => {
      const start = storedForm(request, references.timeZone);
      const form = { ...withType(start, typeId(references, 'P'), references), working: '07:50' };
      return formPreview(form, start, request, references)?.differenceMinutes;
    };
    // 470 minutes against the morning shift's minimum of 450 is 20 over (the popup read 40
    // short against a fixed 510, where the server stores 20 over)
    expect(difference(empty(morning))).toBe(20);
    expect(difference(empty(null))).toBe(-40);
  });
});

describe('resolveEdit: the spec 001 §5 messages', () => {
  it("'Please select employee to mark attendance' for a new row with no employee", () => {
    expect(resolve(newRowForm(date, references), newRowForm(date, references), true)).toEqual({
      kind: 'refused',
      message: 'Please select employee to mark attendance',
    });
  });

  it("'Please fill all the fields' for a new row without site or type", () => {
    const start = newRowForm(date, references);
    const noType = { ...start, employeeId: present.employee.id };
    expect(resolve(noType, start, true)).toEqual({ kind: 'refused', message: 'Please fill all the fields' });
    const noSite = { ...noType, typeId: typeId(references, 'P'), siteId: null };
    expect(resolve(noSite, start, true)).toEqual({ kind: 'refused', message: 'Please fill all the fields' });
  });

  it.each([
    ['24:00', '00:00'],
    ['08:6', '00:00'],
    ['', '00:00'],
    ['08:00', '1'],
  ])("'Please enter valid working hours' for working %j, overtime %j", (working, overtime) => {
    expect(resolve({ ...stored, working, overtime })).toEqual({
      kind: 'refused',
      message: 'Please enter valid working hours',
    });
  });

  it("'Please select Leave type' for L without a leave type", () => {
    const leave = withType(stored, typeId(references, 'L'), references);
    expect(resolve(leave)).toEqual({ kind: 'refused', message: 'Please select Leave type' });
    expect(resolve({ ...leave, leaveTypeId: leaveType }).kind).toBe('edit');
  });

  it("'Please select date' for Compensatory Off without 'In lieu of'", () => {
    const off = withType(stored, typeId(references, 'CO'), references);
    expect(resolve(off)).toEqual({ kind: 'refused', message: 'Please select date' });
    const outcome = resolve({ ...off, inLieuOf: '2026-11-02' });
    expect(outcome.kind === 'edit' && outcome.edit.in_lieu_of).toBe('2026-11-02');
  });

  it("'Department can not be updated without selecting the subsection!'", () => {
    const moved = withDepartment(stored, security?.id ?? null, references);
    expect(resolve(moved)).toEqual({
      kind: 'refused',
      message: 'Department can not be updated without selecting the subsection!',
    });
    const gate = subsectionOptions(references, security?.id ?? null)[0]?.id ?? null;
    const outcome = resolve({ ...moved, subsectionId: gate });
    expect(outcome).toEqual({
      kind: 'edit',
      edit: {
        id: editId,
        employees_id: present.employee.id,
        attendance_date: date,
        departments: security?.id,
        subsections: gate,
      },
    });
  });

  it('refuses remarks over 500 characters', () => {
    expect(resolve({ ...stored, notes: 'x'.repeat(501) })).toEqual({
      kind: 'refused',
      message: 'Remarks can be at most 500 characters',
    });
    expect(resolve({ ...stored, notes: 'x'.repeat(500) }).kind).toBe('edit');
  });
});

describe('resolveEdit: the PendingEdit', () => {
  it('holds only the changed fields, minutes as numbers', () => {
    expect(resolve({ ...stored, working: '07:30', overtime: '00:45', notes: 'late bus' })).toEqual({
      kind: 'edit',
      edit: {
        id: editId,
        employees_id: present.employee.id,
        attendance_date: date,
        working_minutes: 450,
        overtime_minutes: 45,
        notes: 'late bus',
      },
    });
  });

  it('is nothing when no field changed', () => {
    expect(resolve(stored)).toEqual({ kind: 'unchanged' });
  });

  it('completes a Single Punch: the new type and hours', () => {
    const request = cellRequest(references, date, singlePunchDay(references, date));
    const base = storedForm(request, references.timeZone);
    const form = { ...withType(base, typeId(references, 'P'), references), working: '08:30' };
    expect(resolve(form, base)).toEqual({
      kind: 'edit',
      edit: {
        id: editId,
        employees_id: request.employee.id,
        attendance_date: date,
        att_type: typeId(references, 'P'),
        working_minutes: 510,
      },
    });
  });

  it('an Absent day sends its zeroed hours', () => {
    const outcome = resolve(withType(stored, typeId(references, 'A'), references));
    expect(outcome).toEqual({
      kind: 'edit',
      edit: {
        id: editId,
        employees_id: present.employee.id,
        attendance_date: date,
        att_type: typeId(references, 'A'),
        working_minutes: 0,
      },
    });
  });

  it('writes in and out as ISO with +05:30, an out before the in on the next day', () => {
    const outcome = resolve({ ...stored, inTime: '22:00', outTime: '06:00' });
    expect(outcome.kind === 'edit' && outcome.edit).toMatchObject({
      in_timestamp: '2026-11-10T22:00:00+05:30',
      out_timestamp: '2026-11-11T06:00:00+05:30',
    });
  });

  it('keeps a re-edited queued edit: its id and its fields that still differ', () => {
    const pending = {
      id: editId,
      employees_id: present.employee.id,
      attendance_date: date,
      working_minutes: 300,
    };
    const form = openingForm({ ...present, pending }, references.timeZone);
    const outcome = resolve({ ...form, notes: 'checked' });
    expect(outcome).toEqual({ kind: 'edit', edit: { ...pending, notes: 'checked' } });
  });

  it('a new row holds every field it has', () => {
    const start = newRowForm(date, references);
    const form = {
      ...withType(start, typeId(references, 'P'), references),
      employeeId: present.employee.id,
      working: '08:00',
    };
    expect(resolve(form, start, true)).toEqual({
      kind: 'edit',
      edit: {
        id: editId,
        employees_id: present.employee.id,
        attendance_date: date,
        att_type: typeId(references, 'P'),
        sites_id: start.siteId,
        working_minutes: 480,
        overtime_minutes: 0,
      },
    });
  });
});
