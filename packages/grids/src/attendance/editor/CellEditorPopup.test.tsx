import { RecordingTxnClient } from '@muster/folder-engine/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cellRequest,
  editorReferences,
  officer,
  ordinaryUser,
  singlePunchDay,
  testDay,
  typeId,
} from '../testing/test-cells';
import type { EditorRequest, EmployeeOption } from '../types';
import { CellEditorPopup, type CellEditorPopupProps } from './CellEditorPopup';

afterEach(cleanup);

const references = editorReferences();
const date = '2026-11-10';
const today = '2026-11-20';
const present = cellRequest(references, date, testDay(references, date, 'P'));
const employees: EmployeeOption[] = [
  { id: '22222222-2222-4222-8222-000000000001', code: 'E00007', name: 'Ravi Banerjee' },
  { id: '22222222-2222-4222-8222-000000000002', code: 'E00008', name: 'Ravi Khan' },
];

function open(
  request: EditorRequest,
  overrides: Partial<Pick<CellEditorPopupProps, 'user' | 'locale' | 'punchRequests'>> = {},
) {
  const onSave = vi.fn<CellEditorPopupProps['onSave']>();
  const onClose = vi.fn<CellEditorPopupProps['onClose']>();
  const notify = vi.fn<CellEditorPopupProps['notify']>();
  const searchEmployees = vi.fn<CellEditorPopupProps['searchEmployees']>(async (text) =>
    employees.filter((employee) => employee.name.toLowerCase().includes(text.toLowerCase())),
  );
  render(
    <CellEditorPopup
      request={request}
      references={references}
      user={officer}
      locale="eng"
      today={today}
      onSave={onSave}
      onClose={onClose}
      notify={notify}
      searchEmployees={searchEmployees}
      {...overrides}
    />,
  );
  return { onSave, onClose, notify, searchEmployees, user: userEvent.setup() };
}

const ctrlEnter = '{Control>}{Enter}{/Control}';

// user-event typing through a dialog is slow on a busy machine; the default 5 s is too tight for it.
describe('CellEditorPopup', { timeout: 30_000 }, () => {
  it("offers the user's own Single Punch day a punch request, and nobody else's day", async () => {
    const single = cellRequest(references, date, singlePunchDay(references, date));
    const client = new RecordingTxnClient(async () => ({
      records: [{ id: 'request' }],
      message: 'Saved',
      data: {},
    }));
    const onSent = vi.fn();
    const own = { ...ordinaryUser, employeeId: single.employee.id };
    const { onClose, user } = open(single, {
      user: own,
      punchRequests: { client, swhandle: 'demo', onSent },
    });
    await user.click(screen.getByRole('button', { name: 'Request punch' }));
    expect(screen.getByRole('radio', { name: 'Out' })).toHaveProperty('checked', true);
    await user.type(screen.getByLabelText('Time'), '1830');
    await user.type(screen.getByLabelText('Reason'), 'Forgot at the gate');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(client.sent[0]).toMatchObject({
      name: 'txn_punch_requests_create',
      params: { rows: [{ op: 'C', data: { direction: 'out', punch_time: `${date}T18:30:00+05:30` } }] },
      target_swhandle: 'demo',
    });
    cleanup();
    // an officer on the employee's day, and the employee on a Present day: no request
    open(single, { punchRequests: { client, swhandle: 'demo', onSent } });
    expect(screen.queryByRole('button', { name: 'Request punch' })).toBeNull();
    cleanup();
    open(present, { user: own, punchRequests: { client, swhandle: 'demo', onSent } });
    expect(screen.queryByRole('button', { name: 'Request punch' })).toBeNull();
  });

  it('titles the employee and the day and shows the spec fields and hint', () => {
    open(present);
    expect(screen.getByRole('dialog', { name: 'Asha Sharma (E00001) — Tue, 10 Nov, 2026' })).toBeTruthy();
    for (const label of [
      'Attendance Type',
      'Site',
      'Shift',
      'Designation',
      'Department',
      'Subsection',
      'Working Hours',
      'Overtime Hours',
      'Notes',
    ]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).disabled).toBe(false);
    }
    expect(screen.getByLabelText('Leave Type').tagName).toBe('OUTPUT');
    expect((screen.getByLabelText('In Time') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('In Time') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Out Time') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Working Hours') as HTMLInputElement).value).toBe('09:00');
    expect(screen.getByLabelText('Difference').textContent).toBe('00:30 over');
    expect(screen.getByText('Ctrl + Enter to save')).toBeTruthy();
  });

  it('saves the changed hours with Ctrl+Enter as a PendingEdit, recomputing the difference on the way', async () => {
    const { user, onSave, onClose } = open(present);
    const working = screen.getByLabelText('Working Hours');
    await user.clear(working);
    await user.type(working, '0745');
    expect((working as HTMLInputElement).value).toBe('07:45');
    expect(screen.getByLabelText('Difference').textContent).toBe('00:45 short');
    await user.type(screen.getByLabelText('Notes'), 'bus strike');
    await user.keyboard(ctrlEnter);
    expect(onSave).toHaveBeenCalledTimes(1);
    const [edit, request] = onSave.mock.calls[0] ?? [];
    expect(request).toBe(present);
    expect(edit).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      employees_id: present.employee.id,
      attendance_date: date,
      working_minutes: 465,
      notes: 'bus strike',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it("shows 'Please enter a valid time (HH:MM).' and warns 'Please enter valid working hours' on Ctrl+Enter", async () => {
    const { user, onSave, notify } = open(present);
    const overtime = screen.getByLabelText('Overtime Hours');
    await user.clear(overtime);
    await user.type(overtime, '2500');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid time (HH:MM).');
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenCalledWith('warning', 'Please enter valid working hours');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('accepts a pasted 12-hour time as HH:MM', async () => {
    const { user } = open(present);
    const overtime = screen.getByLabelText('Overtime Hours');
    await user.clear(overtime);
    await user.paste('1:30 PM');
    expect((overtime as HTMLInputElement).value).toBe('13:30');
  });

  it.each(['A', 'H'])('%s forces working and overtime to 00:00', async (code) => {
    const { user, onSave } = open(present);
    await user.selectOptions(screen.getByLabelText('Attendance Type'), typeId(references, code));
    const working = screen.getByLabelText('Working Hours') as HTMLInputElement;
    const overtime = screen.getByLabelText('Overtime Hours') as HTMLInputElement;
    expect([working.value, overtime.value, working.disabled, overtime.disabled]).toEqual([
      '00:00',
      '00:00',
      true,
      true,
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      att_type: typeId(references, code),
      working_minutes: 0,
    });
  });

  it('needs a subsection of the new department', async () => {
    const { user, onSave, notify } = open(present);
    const security = references.departments[1]?.id ?? '';
    await user.selectOptions(screen.getByLabelText('Department'), security);
    const subsection = screen.getByLabelText('Subsection') as HTMLSelectElement;
    expect(subsection.value).toBe('');
    expect([...subsection.options].map((option) => option.text)).toEqual(['Choose...', 'Gate']);
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenCalledWith(
      'warning',
      'Department can not be updated without selecting the subsection!',
    );
    await user.selectOptions(subsection, 'Gate');
    await user.keyboard(ctrlEnter);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ departments: security, subsections: subsection.value });
  });

  it("asks for a leave type on L ('Please select Leave type')", async () => {
    const { user, onSave, notify } = open(present);
    await user.selectOptions(screen.getByLabelText('Attendance Type'), typeId(references, 'L'));
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenCalledWith('warning', 'Please select Leave type');
    await user.selectOptions(screen.getByLabelText('Leave Type'), 'Sick Leave');
    await user.keyboard(ctrlEnter);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ leave_type: references.leaveTypes[1]?.id });
  });

  it("asks 'In lieu of' for a Compensatory Off ('Please select date')", async () => {
    const { user, onSave, notify } = open(present);
    await user.selectOptions(screen.getByLabelText('Attendance Type'), typeId(references, 'CO'));
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenCalledWith('warning', 'Please select date');
    await user.type(screen.getByLabelText('In lieu of'), '2026-11-01');
    await user.keyboard(ctrlEnter);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ in_lieu_of: '2026-11-01' });
  });

  it('moves to the next field with Enter', async () => {
    const { user } = open(present);
    await user.click(screen.getByLabelText('Attendance Type'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Site'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Shift'));
  });

  it('cancels with Escape', async () => {
    const { user, onClose, onSave } = open(present);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is disabled on a cell the user may not edit, and says why', async () => {
    const { user, notify, onSave } = open(present, { user: ordinaryUser });
    expect(screen.getByRole('alert').textContent).toBe('Only Single Punch records can be edited');
    expect((screen.getByLabelText('Attendance Type') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenCalledWith('warning', 'Only Single Punch records can be edited');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets an ordinary employee complete a Single Punch', async () => {
    const singlePunch = cellRequest(references, date, singlePunchDay(references, date));
    const { user, onSave } = open(singlePunch, { user: ordinaryUser });
    await user.selectOptions(screen.getByLabelText('Attendance Type'), typeId(references, 'P'));
    const working = screen.getByLabelText('Working Hours');
    await user.clear(working);
    await user.type(working, '0830');
    await user.keyboard(ctrlEnter);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      att_type: typeId(references, 'P'),
      working_minutes: 510,
    });
  });

  it('adds a new row: employee first, searched from 2 characters, then the Mandi site and a type', async () => {
    const { user, onSave, notify, searchEmployees } = open({ newRow: true, date });
    expect(screen.getByRole('dialog', { name: 'New row — Tue, 10 Nov, 2026' })).toBeTruthy();
    expect((screen.getByLabelText('Site') as HTMLSelectElement).selectedOptions[0]?.text).toBe('Mandi Yard');
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenLastCalledWith('warning', 'Please select employee to mark attendance');
    const employee = screen.getByLabelText('Employee');
    expect(document.activeElement).toBe(employee);
    await user.type(employee, 'r');
    expect(screen.getByText('Type at least 2 characters')).toBeTruthy();
    expect(searchEmployees).not.toHaveBeenCalled();
    await user.type(employee, 'avi k');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    expect(searchEmployees).toHaveBeenLastCalledWith('ravi k');
    await user.keyboard('{Enter}');
    expect((employee as HTMLInputElement).value).toBe('E00008 — Ravi Khan');
    await user.keyboard(ctrlEnter);
    expect(notify).toHaveBeenLastCalledWith('warning', 'Please fill all the fields');
    await user.selectOptions(screen.getByLabelText('Attendance Type'), typeId(references, 'P'));
    await user.keyboard(ctrlEnter);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      employees_id: employees[1]?.id,
      attendance_date: date,
      att_type: typeId(references, 'P'),
      sites_id: references.sites.find((site) => site.code === 'Mandi')?.id,
    });
    expect(onSave.mock.calls[0]?.[1]).toEqual({ newRow: true, date });
  });

  it('speaks the interface language', () => {
    open(present, { locale: 'fr' });
    expect(
      screen.getByRole('dialog', { name: /^Asha Sharma \(E00001\) — mar\. 10 nov\. 2026$/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Heures travaillées')).toBeTruthy();
    expect(screen.getByText('Ctrl + Entrée pour enregistrer')).toBeTruthy();
  });
});
