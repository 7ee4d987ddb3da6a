import { type AttendanceEditInput, forcesNoWork } from '@muster/protocol';
import type { GridsMessageKey } from '../../i18n/messages';
import { type DayPreview, previewDay } from '../cells/day-preview';
import type { AttendanceReferences, CellEditRequest, PendingEdit, SubsectionOption } from '../types';
import {
  clockText,
  dayTimeInstant,
  isValidTimeText,
  minutesToTimeText,
  timeTextToMinutes,
} from './time-text';

/** The cell editor's values as the user sees them: ids, and times as typed ('HH:MM'). */
export interface EditForm {
  employeeId: string | null;
  date: string;
  typeId: string | null;
  leaveTypeId: string | null;
  /** The day worked for a Compensatory Off (YYYY-MM-DD), '' when not chosen. */
  inLieuOf: string;
  siteId: string | null;
  shiftId: string | null;
  designationId: string | null;
  departmentId: string | null;
  subsectionId: string | null;
  working: string;
  overtime: string;
  /** 'HH:MM' IST, '' when there is no punch. */
  inTime: string;
  outTime: string;
  notes: string;
}

/** Spec 001 §9: remarks are at most 500 characters. */
export const maxNotesLength = 500;
/** The attendance type code of a Compensatory Off (as the server's edit rule reads it). */
export const compensatoryOffCode = 'CO';
/** The site a new row starts with (spec 001 §9). */
export const defaultSiteCode = 'Mandi';

export const typeCodeOf = (references: AttendanceReferences, typeId: string | null): string | null =>
  references.attendanceTypes.find((type) => type.id === typeId)?.code ?? null;

/** The form of a cell as stored: its day, or the employee's master values on an empty day. */
/** The form of a cell as stored, its punch times on its business's clock (`timeZone`). */
export function storedForm(request: CellEditRequest, timeZone: string): EditForm {
  const { employee, day, date } = request;
  return {
    employeeId: employee.id,
    date,
    typeId: day?.att_type?.id ?? null,
    leaveTypeId: day?.leave_type ?? null,
    inLieuOf: '',
    siteId: day ? day.sites_id : employee.sites_id,
    shiftId: day ? day.shifts_id : employee.shifts_id,
    designationId: day ? day.designation : employee.designation,
    departmentId: day ? day.departments : employee.departments,
    subsectionId: day ? day.subsections : employee.subsections,
    working: minutesToTimeText(day?.working_minutes ?? 0),
    overtime: minutesToTimeText(day?.overtime_minutes ?? 0),
    inTime: day?.in_timestamp ? clockText(day.in_timestamp, timeZone) : '',
    outTime: day?.out_timestamp ? clockText(day.out_timestamp, timeZone) : '',
    notes: day?.notes ?? '',
  };
}

/** The form the editor opens with: the stored values with a queued edit's values over them. */
export function openingForm(request: CellEditRequest, timeZone: string): EditForm {
  const form = storedForm(request, timeZone);
  const edit = request.pending;
  if (!edit) return form;
  const pick = <T>(value: T | null | undefined, stored: T | null): T | null =>
    value === undefined ? stored : value;
  const minutes = (value: number | null | undefined, stored: string) =>
    value === undefined || value === null ? stored : minutesToTimeText(value);
  const clock = (value: string | null | undefined, stored: string) =>
    value === undefined ? stored : value === null ? '' : clockText(value, timeZone);
  return {
    ...form,
    typeId: pick(edit.att_type, form.typeId),
    leaveTypeId: pick(edit.leave_type, form.leaveTypeId),
    inLieuOf: edit.in_lieu_of ?? form.inLieuOf,
    siteId: pick(edit.sites_id, form.siteId),
    shiftId: pick(edit.shifts_id, form.shiftId),
    designationId: pick(edit.designation, form.designationId),
    departmentId: pick(edit.departments, form.departmentId),
    subsectionId: pick(edit.subsections, form.subsectionId),
    working: minutes(edit.working_minutes, form.working),
    overtime: minutes(edit.overtime_minutes, form.overtime),
    inTime: clock(edit.in_timestamp, form.inTime),
    outTime: clock(edit.out_timestamp, form.outTime),
    notes: edit.notes === undefined ? form.notes : (edit.notes ?? ''),
  };
}

/** A new row's form (Alt+I): no employee yet, the Mandi site when the business has one. */
export function newRowForm(date: string, references: AttendanceReferences): EditForm {
  return {
    employeeId: null,
    date,
    typeId: null,
    leaveTypeId: null,
    inLieuOf: '',
    siteId: references.sites.find((site) => site.code === defaultSiteCode)?.id ?? null,
    shiftId: null,
    designationId: null,
    departmentId: null,
    subsectionId: null,
    working: '00:00',
    overtime: '00:00',
    inTime: '',
    outTime: '',
    notes: '',
  };
}

/** A new type: Absent, Holiday and Compensatory Off zero the hours (as the server does); a leave type and 'In lieu of' only stay with their type. */
export function withType(form: EditForm, typeId: string | null, references: AttendanceReferences): EditForm {
  const code = typeCodeOf(references, typeId);
  return {
    ...form,
    typeId,
    leaveTypeId: code === 'L' ? form.leaveTypeId : null,
    inLieuOf: code === compensatoryOffCode ? form.inLieuOf : '',
    ...(forcesNoWork(code) ? { working: '00:00', overtime: '00:00' } : {}),
  };
}

/** The subsections of a department (all of them while no department is chosen). */
export const subsectionOptions = (
  references: AttendanceReferences,
  departmentId: string | null,
): SubsectionOption[] =>
  departmentId === null
    ? references.subsections
    : references.subsections.filter((subsection) => subsection.departmentId === departmentId);

/** A new department keeps the subsection only if it belongs to it. */
export function withDepartment(
  form: EditForm,
  departmentId: string | null,
  references: AttendanceReferences,
): EditForm {
  const keeps = subsectionOptions(references, departmentId).some((option) => option.id === form.subsectionId);
  return { ...form, departmentId, subsectionId: keeps ? form.subsectionId : null };
}

/**
 * The day the form would make (spec 001 §4 "Changing working minutes recalculates the
 * deficit"): the stored day with the form's changes as the edit it would queue, through the
 * preview every screen uses (protocol's rule, as the server computes it), so the type, the
 * shift chosen in the form and the day's half-day leave all count. Null while a time is
 * invalid or on a new row with nothing chosen yet.
 */
export function formPreview(
  form: EditForm,
  stored: EditForm,
  request: CellEditRequest | null,
  references: AttendanceReferences,
): DayPreview | null {
  if (!isValidTimeText(form.working) || !isValidTimeText(form.overtime)) return null;
  const fields = changedFields(form, stored, request === null, references.timeZone);
  // no change queues no edit: the day stays as stored
  const edit: PendingEdit | null = Object.keys(fields).length
    ? { id: '', employees_id: form.employeeId ?? '', attendance_date: form.date, ...fields }
    : null;
  return previewDay(request?.day ?? null, edit, references, request?.employee.shifts_id ?? null);
}

export type EditOutcome =
  | { kind: 'refused'; message: GridsMessageKey }
  | { kind: 'unchanged' }
  | { kind: 'edit'; edit: PendingEdit };

interface ResolveOptions {
  /** The stored values the edit is compared with (a new row's starting form). */
  stored: EditForm;
  references: AttendanceReferences;
  /** A new row goes through `txn_attendance_edits_create`, which needs an employee, site and type. */
  isNew: boolean;
  /** The queued edit's id when re-editing one, else a fresh UUID. */
  id: string;
}

/** The first spec 001 §5 message the form fails, in the order a user fixes them. */
function refusal(form: EditForm, { stored, references, isNew }: ResolveOptions): GridsMessageKey | null {
  if (isNew && !form.employeeId) return 'Please select employee to mark attendance';
  if (isNew && (!form.siteId || !form.typeId)) return 'Please fill all the fields';
  if (!isValidTimeText(form.working) || !isValidTimeText(form.overtime))
    return 'Please enter valid working hours';
  const code = typeCodeOf(references, form.typeId);
  if (code === 'L' && !form.leaveTypeId) return 'Please select Leave type';
  if (code === compensatoryOffCode && !form.inLieuOf) return 'Please select date';
  if (form.departmentId !== stored.departmentId && !form.subsectionId)
    return 'Department can not be updated without selecting the subsection!';
  if (form.notes.length > maxNotesLength) return 'Remarks can be at most 500 characters';
  return null;
}

/** The instants of the form's in and out in the business's zone; an out before the in is on the next day (a night shift). */
function punchInstants(form: EditForm, timeZone: string): { in: string | null; out: string | null } {
  const inAt = isValidTimeText(form.inTime) ? dayTimeInstant(form.date, form.inTime, timeZone) : null;
  if (!isValidTimeText(form.outTime)) return { in: inAt, out: null };
  const overnight = inAt !== null && form.outTime < form.inTime ? 1 : 0;
  return { in: inAt, out: dayTimeInstant(form.date, form.outTime, timeZone, overnight) };
}

/**
 * What Ctrl+Enter does with the form: a refusal message, nothing when no field changed, or the
 * `PendingEdit` holding the changed fields only (a new row holds every field it has).
 */
export function resolveEdit(form: EditForm, options: ResolveOptions): EditOutcome {
  const message = refusal(form, options);
  if (message) return { kind: 'refused', message };
  const fields = changedFields(form, options.stored, options.isNew, options.references.timeZone);
  if (!options.isNew && Object.keys(fields).length === 0) return { kind: 'unchanged' };
  return {
    kind: 'edit',
    edit: { id: options.id, employees_id: form.employeeId ?? '', attendance_date: form.date, ...fields },
  };
}

type EditFields = Omit<AttendanceEditInput, 'employees_id' | 'attendance_date'>;

/** The fields the form changes from the stored values (a new row: every field it has). */
function changedFields(form: EditForm, stored: EditForm, isNew: boolean, timeZone: string): EditFields {
  const now = punchInstants(form, timeZone);
  const before = punchInstants(stored, timeZone);
  const fields: EditFields = {};
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K], was: (typeof fields)[K]) => {
    if (isNew ? value !== null && value !== '' : value !== was) fields[key] = value;
  };
  set('att_type', form.typeId, stored.typeId);
  set('leave_type', form.leaveTypeId, stored.leaveTypeId);
  set('in_lieu_of', form.inLieuOf || null, stored.inLieuOf || null);
  set('sites_id', form.siteId, stored.siteId);
  set('shifts_id', form.shiftId, stored.shiftId);
  set('designation', form.designationId, stored.designationId);
  set('departments', form.departmentId, stored.departmentId);
  set('subsections', form.subsectionId, stored.subsectionId);
  set('working_minutes', timeTextToMinutes(form.working), timeTextToMinutes(stored.working));
  set('overtime_minutes', timeTextToMinutes(form.overtime), timeTextToMinutes(stored.overtime));
  set('in_timestamp', now.in, before.in);
  set('out_timestamp', now.out, before.out);
  set('notes', form.notes || null, stored.notes || null);
  return fields;
}
