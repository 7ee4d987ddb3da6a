import { DayInput, type TxnClient } from '@muster/folder-engine';
import { editForcesNoWork, type Locale } from '@muster/protocol';
import * as Dialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { gridsTranslator } from '../../i18n/translate';
import { isWholeDay } from '../../shared/whole-day';
import { differenceText } from '../cells/difference-text';
import { PunchRequestForm } from '../punch-request/PunchRequestForm';
import { dayRequestable } from '../punch-request/punch-request';
import type {
  AttendanceReferences,
  AttendanceUser,
  CellEditRequest,
  EditorRequest,
  EmployeeOption,
  Notify,
  PendingEdit,
  ReferenceOption,
  SearchEmployees,
} from '../types';
import { EmployeeSearchSelect } from './EmployeeSearchSelect';
import {
  type EditForm,
  formPreview,
  maxNotesLength,
  newRowForm,
  openingForm,
  resolveEdit,
  storedForm,
  subsectionOptions,
  typeCodeOf,
  withDepartment,
  withType,
} from './edit-form';
import { newEditId } from './edit-id';
import { cellEditRefusal, type EditView } from './editability';
import { dayLabel, employeeName } from './labels';
import { TimeTextInput } from './TimeTextInput';

export interface CellEditorPopupProps {
  /** The cell (or new row) being edited; null keeps the popup closed. */
  request: EditorRequest | null;
  references: AttendanceReferences;
  user: AttendanceUser;
  locale: Locale;
  /** Today's IST day (YYYY-MM-DD): later days are not editable. */
  today: string;
  /** A valid change (then `onClose`); a new row's edit goes to `txn_attendance_edits_create`. */
  onSave: (edit: PendingEdit, request: EditorRequest) => void;
  onClose: () => void;
  notify: Notify;
  /** Finds a new row's employee. */
  searchEmployees: SearchEmployees;
  /** The register view lets more users edit missed-punch days (spec 001 §6). */
  view?: EditView;
  /** Where the user's own day short of a punch sends a punch request (issue #29 item 5); none offers none. */
  punchRequests?: { client: TxnClient; swhandle: string; onSent: () => void };
}

const isNewRow = (request: EditorRequest): request is Extract<EditorRequest, { newRow: true }> =>
  'newRow' in request;

/** The attendance cell editor (spec 001 §2 "Cell editor popup"): a Radix dialog over the grid. */
export function CellEditorPopup(props: CellEditorPopupProps) {
  const { request, locale, onClose } = props;
  const t = gridsTranslator(locale);
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => open || onClose()}>
      <Dialog.Portal>
        <div className="muster-engine muster-grids">
          <Dialog.Overlay className="me-overlay" />
          <Dialog.Content className="me-dialog mg-editor-dialog" aria-describedby={undefined}>
            {request && (
              <EditorBody
                key={isNewRow(request) ? `new|${request.date}` : `${request.employee.id}|${request.date}`}
                {...props}
                request={request}
                t={t}
              />
            )}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type BodyProps = CellEditorPopupProps & { request: EditorRequest; t: ReturnType<typeof gridsTranslator> };

function EditorBody({
  request,
  references,
  user,
  locale,
  today,
  onSave,
  onClose,
  notify,
  searchEmployees,
  view = 'grid',
  punchRequests,
  t,
}: BodyProps) {
  const id = useId();
  const [requesting, setRequesting] = useState(false);
  const cell: CellEditRequest | null = isNewRow(request) ? null : request;
  const stored = useMemo(
    () => (cell ? storedForm(cell, references.timeZone) : newRowForm(request.date, references)),
    [cell, request.date, references],
  );
  const [form, setForm] = useState<EditForm>(() => (cell ? openingForm(cell, references.timeZone) : stored));
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const refusal = cell
    ? cellEditRefusal(cell, user, today, references.timeZone, view)
    : user.ownBusiness
      ? null
      : 'This day cannot be edited';
  const typeCode = typeCodeOf(references, form.typeId);
  const preview = formPreview(form, stored, cell, references);
  const fieldId = (name: string) => `${id}-${name}`;
  const update = (change: Partial<EditForm>) => setForm((current) => ({ ...current, ...change }));

  const save = () => {
    if (refusal) {
      notify('warning', t(refusal));
      return;
    }
    const outcome = resolveEdit(form, {
      stored,
      references,
      isNew: cell === null,
      id: cell?.pending?.id ?? newEditId(),
    });
    if (outcome.kind === 'refused') {
      notify('warning', t(outcome.message));
      return;
    }
    if (outcome.kind === 'edit') onSave(outcome.edit, request);
    onClose();
  };

  // Spec 001 §2 "Keyboard": Ctrl+Enter saves; Enter moves to the next field as Tab does.
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.altKey || event.shiftKey || event.metaKey) return;
    if (event.ctrlKey) {
      event.preventDefault();
      save();
      return;
    }
    const target = event.target as HTMLElement;
    if (target.tagName === 'BUTTON') return;
    event.preventDefault();
    const fields = [...event.currentTarget.querySelectorAll<HTMLElement>('input, select, textarea')].filter(
      (field) => !(field as HTMLInputElement).disabled,
    );
    const next = fields[(fields.indexOf(target) + 1) % fields.length];
    next?.focus();
  };

  const title = cell
    ? `${employeeName(cell.employee, locale)} (${cell.employee.code}) — ${dayLabel(cell.date, locale)}`
    : `${t('New row')} — ${dayLabel(form.date, locale)}`;
  const locked = refusal !== null;
  // a worked holiday keeps its hours open: only a day made a holiday (or A, CO) has none (#29 item 2)
  const hoursLocked = locked || editForcesNoWork(cell?.day?.att_type?.code ?? null, typeCode);
  const leaveLabel = references.leaveTypes.find((option) => option.id === form.leaveTypeId)?.label ?? '—';

  const select = (
    name: string,
    value: string | null,
    options: readonly ReferenceOption[],
    change: (value: string | null) => void,
  ) => (
    <select
      id={fieldId(name)}
      className="me-input"
      value={value ?? ''}
      disabled={locked}
      onChange={(event) => change(event.target.value || null)}
    >
      {/* A placeholder only: the editor sets values, it never clears one (a cleared type would erase the day's). */}
      <option value="" disabled>
        {t('Choose...')}
      </option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
  const field = (name: string, label: string, control: ReactNode, wide = false) => (
    <div className="me-field" style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <label className="me-label" htmlFor={fieldId(name)}>
        {label}
      </label>
      {control}
    </div>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the form's keys (Ctrl+Enter, Enter) bubble from its fields.
    <div className="mg-editor" onKeyDown={keyDown}>
      <Dialog.Title className="me-dialog-title">{title}</Dialog.Title>
      {refusal && (
        <p className="me-notice me-notice-error" role="alert">
          {t(refusal)}
        </p>
      )}
      {punchRequests &&
        cell &&
        cell.employee.id === user.employeeId &&
        user.ownBusiness &&
        dayRequestable(cell.day) && (
          <section className="mg-editor-request">
            {requesting ? (
              <PunchRequestForm
                client={punchRequests.client}
                swhandle={punchRequests.swhandle}
                day={cell.date}
                timeZone={references.timeZone}
                inMs={cell.day?.in_timestamp ? Date.parse(cell.day.in_timestamp) : null}
                outMs={cell.day?.out_timestamp ? Date.parse(cell.day.out_timestamp) : null}
                notify={notify}
                t={t}
                onSent={() => {
                  punchRequests.onSent();
                  onClose();
                }}
                onCancel={() => setRequesting(false)}
              />
            ) : (
              <button type="button" className="mga-button" onClick={() => setRequesting(true)}>
                {t('Request punch')}
              </button>
            )}
          </section>
        )}
      <div className="me-fields mg-editor-fields">
        {!cell && (
          <>
            {field(
              'employee',
              t('Employee'),
              <EmployeeSearchSelect
                id={fieldId('employee')}
                value={employee}
                search={searchEmployees}
                t={t}
                autoFocus
                onChange={(chosen) => {
                  setEmployee(chosen);
                  update({ employeeId: chosen.id });
                }}
              />,
            )}
            {field(
              'date',
              t('Date'),
              <DayInput
                id={fieldId('date')}
                locale={locale}
                max={today}
                value={form.date}
                onChange={(day) => isWholeDay(day) && update({ date: day })}
              />,
            )}
          </>
        )}
        {field(
          'type',
          t('Attendance Type'),
          select('type', form.typeId, references.attendanceTypes, (typeId) =>
            setForm((current) => withType(current, typeId, references)),
          ),
        )}
        {field(
          'leave-type',
          t('Leave Type'),
          typeCode === 'L' ? (
            select('leave-type', form.leaveTypeId, references.leaveTypes, (leaveTypeId) =>
              update({ leaveTypeId }),
            )
          ) : (
            <output id={fieldId('leave-type')} className="me-readonly">
              {leaveLabel}
            </output>
          ),
        )}
        {typeCode === 'CO' &&
          field(
            'in-lieu-of',
            t('In lieu of'),
            <DayInput
              id={fieldId('in-lieu-of')}
              locale={locale}
              max={today}
              value={form.inLieuOf}
              disabled={locked}
              onChange={(day) => (day === '' || isWholeDay(day)) && update({ inLieuOf: day })}
            />,
          )}
        {field(
          'site',
          t('Site'),
          select('site', form.siteId, references.sites, (siteId) => update({ siteId })),
        )}
        {field(
          'shift',
          t('Shift'),
          select('shift', form.shiftId, references.shifts, (shiftId) => update({ shiftId })),
        )}
        {field(
          'designation',
          t('Designation'),
          select('designation', form.designationId, references.designations, (designationId) =>
            update({ designationId }),
          ),
        )}
        {field(
          'department',
          t('Department'),
          select('department', form.departmentId, references.departments, (departmentId) =>
            setForm((current) => withDepartment(current, departmentId, references)),
          ),
        )}
        {field(
          'subsection',
          t('Subsection'),
          select(
            'subsection',
            form.subsectionId,
            subsectionOptions(references, form.departmentId),
            (subsectionId) => update({ subsectionId }),
          ),
        )}
        {field(
          'working',
          t('Working Hours'),
          <TimeTextInput
            id={fieldId('working')}
            value={form.working}
            disabled={hoursLocked}
            onChange={(working) => update({ working })}
            t={t}
          />,
        )}
        {field(
          'overtime',
          t('Overtime Hours'),
          <TimeTextInput
            id={fieldId('overtime')}
            value={form.overtime}
            disabled={hoursLocked}
            onChange={(overtime) => update({ overtime })}
            t={t}
          />,
        )}
        {field(
          'difference',
          t('Difference'),
          <output id={fieldId('difference')} className="me-readonly">
            {preview ? differenceText(t, preview.differenceMinutes) : '—'}
          </output>,
        )}
        {field(
          'in',
          t('In Time'),
          <input id={fieldId('in')} className="me-input" value={form.inTime} disabled />,
        )}
        {field(
          'out',
          t('Out Time'),
          <input id={fieldId('out')} className="me-input" value={form.outTime} disabled />,
        )}
        {field(
          'notes',
          t('Notes'),
          <textarea
            id={fieldId('notes')}
            className="me-input"
            rows={2}
            maxLength={maxNotesLength}
            value={form.notes}
            disabled={locked}
            onChange={(event) => update({ notes: event.target.value })}
          />,
          true,
        )}
      </div>
      <div className="me-dialog-actions mg-editor-actions">
        <span className="me-hint mg-editor-hint">{t('Ctrl + Enter to save')}</span>
        <button type="button" className="me-button" onClick={onClose}>
          {t('Cancel')}
        </button>
        <button type="button" className="me-button me-button-primary" disabled={locked} onClick={save}>
          {t('Save')}
        </button>
      </div>
    </div>
  );
}
