import { emptyAttendanceTotals } from '@muster/protocol';
import '../testing/dom-setup';
import type { EmployeeAttendance } from '@muster/protocol';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureFetchBlock, fixtureId } from '../testing/fixture';
import {
  editorReferences,
  missedPunchDay,
  officer,
  ordinaryUser,
  testDay,
  testEmployee,
} from '../testing/test-cells';
import type { AttendanceUser, EmployeeOption } from '../types';
import { RegisterView, type RegisterViewProps } from './RegisterView';

afterEach(cleanup);

const references = editorReferences();
const from = '2026-11-01';
const to = '2026-11-30';

function employeeNumbered(n: number, firstName: string): EmployeeAttendance {
  const employee = testEmployee(references);
  return { ...employee, id: fixtureId(9, n), code: `E0000${n}`, first_name: { eng: firstName } };
}

const asha = employeeNumbered(1, 'Asha');
asha.days = [
  testDay(references, '2026-11-02', 'P', {
    attendance_status: 'final_approved',
    working_minutes: 450,
    deficit_minutes: -60,
    notes: 'late train',
  }),
  testDay(references, '2026-11-03', 'P', { working_minutes: 540, deficit_minutes: 30 }),
  missedPunchDay(references, '2026-11-04'),
];
asha.totals = { ...emptyAttendanceTotals(), present: 2, total_payable_days: 2 };
const records = [asha, employeeNumbered(2, 'Ravi'), employeeNumbered(3, 'Sunita')];
const employees: EmployeeOption[] = records.map((record) => ({
  id: record.id,
  code: record.code,
  name: `${record.first_name?.eng} Sharma`,
}));

function show(
  overrides: Partial<Pick<RegisterViewProps, 'initialOffset' | 'onOpenLeaveCalendar'>> & {
    user?: AttendanceUser;
  } = {},
) {
  const calls: { offset: number; limit: number }[] = [];
  const onEditCell = vi.fn<RegisterViewProps['onEditCell']>();
  const onClose = vi.fn<RegisterViewProps['onClose']>();
  const notify = vi.fn<RegisterViewProps['notify']>();
  render(
    <RegisterView
      fetchBlock={fixtureFetchBlock(records, { calls })}
      initialOffset={overrides.initialOffset ?? 0}
      from={from}
      to={to}
      employees={employees}
      references={references}
      user={overrides.user ?? officer}
      locale="eng"
      today="2026-11-20"
      onEditCell={onEditCell}
      onClose={onClose}
      notify={notify}
      onOpenLeaveCalendar={overrides.onOpenLeaveCalendar}
    />,
  );
  return { calls, onEditCell, onClose, notify, user: userEvent.setup() };
}

const rowOf = (date: string) => {
  const label = new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const row = screen.getByText(label).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${date}`);
  return row;
};

/** jsdom has no DataTransfer: the clipboard data a copy event carries. */
function clipboard() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
}

/** Role queries walk the whole grid's accessibility tree, far too slow in jsdom: the cells by their role attribute. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const cellTexts = (row: HTMLElement) => cellsOf(row).map((cell) => cell.textContent);

const employeeList = () => document.querySelector<HTMLElement>('.mg-register-employees');

const loaded = () => screen.findByText('Asha Sharma (E00001)');

// A month of rows in jsdom is slow on a busy machine; the default 5 s is too tight for it.
describe('RegisterView', { timeout: 30_000 }, () => {
  it('loads one employee with limit 1 and shows one row per calendar day', async () => {
    const { calls } = show();
    await loaded();
    expect(calls).toEqual([{ offset: 0, limit: 1 }]);
    const grid = screen.getByLabelText('Register view');
    expect(grid.getAttribute('role')).toBe('grid');
    expect(grid.getAttribute('aria-rowcount')).toBe('31');
    expect([...grid.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent)).toEqual([
      'Dates',
      'Department',
      'Subsection',
      'In Time',
      'Out Time',
      'Working Hrs',
      'Difference',
      'Attendance Status',
      'Remarks',
    ]);
    const monday = rowOf('2026-11-02');
    expect(cellTexts(monday)).toEqual([
      'Mon, 02 Nov',
      'Operations',
      'Operations A',
      '09:00',
      '18:00',
      '07:30',
      '01:00 short',
      'PFinal approved',
      'late train',
    ]);
    expect(within(monday).getByLabelText('Final approved').tagName).toBe('svg');
  });

  it('shades Monday rows and marks a missed-punch day, which has no punch to show', async () => {
    show();
    await loaded();
    expect(rowOf('2026-11-02').className).toContain('mg-register-monday');
    expect(rowOf('2026-11-09').className).toContain('mg-register-monday');
    expect(rowOf('2026-11-03').className).not.toContain('mg-register-monday');
    const missed = rowOf('2026-11-04');
    expect(missed.className).toContain('mg-register-missed');
    expect(cellTexts(missed).slice(1)).toEqual([
      'Operations',
      'Operations A',
      '',
      '',
      '00:00',
      '00:00',
      'AMissed Punch',
      '',
    ]);
  });

  it('sums the days in the summary panel, the shortfall as a magnitude', async () => {
    show();
    await loaded();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.mg-register-figure')].map((figure) => [
        figure.querySelector('dt')?.textContent,
        figure.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Total Working Hours': '16:30',
      'Total Deficit Hours': '01:00',
      P: '2',
      A: '1',
      'Total Payable Days': '2',
    });
  });

  it("hides unapproved days' data when 'Show Unapproved Attendance' is turned off", async () => {
    const { user } = show();
    await loaded();
    const toggle = screen.getByLabelText('Show Unapproved Attendance') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    const inTime = (date: string) => cellTexts(rowOf(date))[3];
    expect(inTime('2026-11-03')).toBe('09:00');
    await user.click(toggle);
    expect(inTime('2026-11-03')).toBe('');
    expect(inTime('2026-11-02')).toBe('09:00');
    expect(screen.getByText('Total Working Hours').nextSibling?.textContent).toBe('07:30');
  });

  it('steps to the previous and next employee with offset ∓ 1', async () => {
    const { calls, user } = show({ initialOffset: 1 });
    await screen.findByText('Ravi Sharma (E00002)');
    expect(screen.getByText('2 of 3')).toBeTruthy();
    await user.click(screen.getByLabelText('Next employee'));
    await screen.findByText('Sunita Sharma (E00003)');
    expect((screen.getByLabelText('Next employee') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByLabelText('Previous employee'));
    await user.click(screen.getByLabelText('Previous employee'));
    await loaded();
    expect((screen.getByLabelText('Previous employee') as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([
      { offset: 1, limit: 1 },
      { offset: 2, limit: 1 },
      { offset: 1, limit: 1 },
      { offset: 0, limit: 1 },
    ]);
  });

  it("warns 'Missed Punch cannot be copied' on Ctrl+C of a missed-punch day, copies other days", async () => {
    const { user, notify } = show();
    await loaded();
    await user.click(cellsOf(rowOf('2026-11-04'))[0] as HTMLElement);
    fireEvent.copy(document.activeElement as HTMLElement, { clipboardData: clipboard() });
    expect(notify).toHaveBeenCalledWith('warning', 'Missed Punch cannot be copied');
    notify.mockClear();
    await user.click(cellsOf(rowOf('2026-11-02'))[0] as HTMLElement);
    const data = clipboard();
    fireEvent.copy(document.activeElement as HTMLElement, { clipboardData: data });
    expect(notify).not.toHaveBeenCalled();
    expect(data.getData('text/plain')).toBe(
      'Mon, 02 Nov\tOperations\tOperations A\t09:00\t18:00\t07:30\t01:00 short\tP\tlate train',
    );
  });

  it('lists the employees for officers, with their count, searchable by name or code', async () => {
    const { calls, user } = show();
    await loaded();
    const list = employeeList();
    if (!list) throw new Error('no employee list');
    const heading = within(list).getByText('Employees').closest('h3');
    expect(heading?.textContent).toBe('Employees 3');
    expect(list.getAttribute('aria-labelledby')).toBe(heading?.id);
    await user.type(within(list).getByLabelText('name or employee code'), 'sun');
    expect(heading?.textContent).toBe('Employees 1');
    await user.click(within(list).getByText(/Sunita/));
    await screen.findByText('Sunita Sharma (E00003)');
    expect(calls.at(-1)).toEqual({ offset: 2, limit: 1 });
  });

  it('has no employee list for an ordinary employee', async () => {
    show({ user: ordinaryUser });
    await loaded();
    expect(employeeList()).toBeNull();
  });

  it('opens the editor on a double click where the user may edit, else warns', async () => {
    const { user, onEditCell, notify } = show({ user: ordinaryUser });
    await loaded();
    await user.dblClick(cellsOf(rowOf('2026-11-03'))[2] as HTMLElement);
    expect(notify).toHaveBeenCalledWith('warning', 'Only Single Punch records can be edited');
    expect(onEditCell).not.toHaveBeenCalled();
    await user.dblClick(cellsOf(rowOf('2026-11-04'))[2] as HTMLElement);
    expect(onEditCell).toHaveBeenCalledWith({
      employee: asha,
      date: '2026-11-04',
      day: asha.days[2],
      pending: null,
    });
  });

  it('opens the editor with Enter on a day', async () => {
    const { user, onEditCell } = show();
    await loaded();
    await user.click(cellsOf(rowOf('2026-11-03'))[4] as HTMLElement);
    await user.keyboard('{Enter}');
    expect(onEditCell).toHaveBeenCalledWith(
      expect.objectContaining({ date: '2026-11-03', day: asha.days[1] }),
    );
  });

  it("goes back to the grid when 'Show Register View' is turned off", async () => {
    const { user, onClose } = show();
    await loaded();
    await user.click(screen.getByLabelText('Show Register View'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("opens the shown employee's leaves calendar when the host offers it", async () => {
    const onOpenLeaveCalendar = vi.fn<NonNullable<RegisterViewProps['onOpenLeaveCalendar']>>();
    const { user } = show({ initialOffset: 1, onOpenLeaveCalendar });
    await screen.findByText('Ravi Sharma (E00002)');
    await user.click(screen.getByRole('button', { name: 'Leaves calendar' }));
    expect(onOpenLeaveCalendar).toHaveBeenCalledWith({
      id: records[1]?.id,
      code: 'E00002',
      name: 'Ravi Sharma',
    });
  });

  it('has no leaves calendar button without the host offering one', async () => {
    show();
    await loaded();
    expect(screen.queryByRole('button', { name: 'Leaves calendar' })).toBeNull();
  });
});
