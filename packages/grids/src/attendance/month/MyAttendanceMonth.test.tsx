import '../testing/dom-setup';
import { TxnFailure } from '@muster/folder-engine';
import { type AttendanceListRequest, type EmployeeAttendance, monthCloseMessages } from '@muster/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureTxnClient } from '../testing/fixture-client';
import { editorReferences, missedPunchDay, ordinaryUser, testDay, testEmployee } from '../testing/test-cells';
import { MyAttendanceMonth } from './MyAttendanceMonth';

afterEach(cleanup);

// the fixture's types are labelled with their codes: Present gets its name, as the host's do
const fixture = editorReferences();
const employeeId = ordinaryUser.employeeId ?? '';
const references = {
  ...fixture,
  attendanceTypes: fixture.attendanceTypes.map((type) =>
    type.code === 'P' ? { ...type, label: 'Present' } : type,
  ),
};

function employeeWithDays(): EmployeeAttendance {
  const employee = { ...testEmployee(references), id: employeeId };
  employee.days = [
    testDay(references, '2026-11-02', 'P', {
      attendance_status: 'final_approved',
      working_minutes: 450,
      deficit_minutes: -60,
    }),
    testDay(references, '2026-11-03', 'P', { working_minutes: 540, deficit_minutes: 30 }),
    missedPunchDay(references, '2026-11-04'),
  ];
  return employee;
}

function show(
  records: EmployeeAttendance[],
  locale: 'eng' | 'fr' = 'eng',
  refusals: Record<string, TxnFailure> = {},
) {
  const client = fixtureTxnClient(records, references, { refusals });
  const notify = vi.fn();
  render(
    <MyAttendanceMonth
      client={client}
      employeeId={employeeId}
      swhandle="demo"
      references={references}
      locale={locale}
      notify={notify}
      today="2026-11-05"
    />,
  );
  return { client, notify, user: userEvent.setup() };
}

const day = (date: string) => {
  const item = document.querySelector<HTMLElement>(`li[data-date="${date}"]`);
  if (!item) throw new Error(`no day ${date}`);
  return within(item);
};

describe('MyAttendanceMonth', () => {
  it("asks the grid's txn for the employee's own month and shows each day up to today, latest first", async () => {
    const { client } = show([employeeWithDays()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'My attendance' })).toBeTruthy();
    await screen.findByText('Missed Punch');
    const [txn] = client.sent;
    expect(txn?.name).toBe('txn_attendance_list_with_summary');
    expect(txn?.params).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      filters: { employees_id: [employeeId] },
      limit: 1,
      offset: 0,
    } satisfies Partial<AttendanceListRequest>);
    const dates = [...document.querySelectorAll('li[data-date]')].map((item) =>
      item.getAttribute('data-date'),
    );
    expect(dates).toEqual(['2026-11-05', '2026-11-04', '2026-11-03', '2026-11-02', '2026-11-01']);
  });

  it("names each day's type, never its code, with its times, hours and signed difference", async () => {
    show([employeeWithDays()]);
    await screen.findByText('Missed Punch');
    const short = day('2026-11-02');
    expect(short.getByText('Present')).toBeTruthy();
    expect(short.getByRole('img', { name: 'Final approved' })).toBeTruthy();
    expect(short.getByText('In Time').nextElementSibling?.textContent).toBe('09:00');
    expect(short.getByText('Out Time').nextElementSibling?.textContent).toBe('18:00');
    expect(short.getByText('Working Hrs').nextElementSibling?.textContent).toBe('07:30');
    expect(short.getByText('Difference').nextElementSibling?.textContent).toBe('01:00 short');
    expect(day('2026-11-03').getByText('Difference').nextElementSibling?.textContent).toBe('00:30 over');
    expect(day('2026-11-04').queryByText('A')).toBeNull();
    // a day with no punch shows no hours (it read 'Working 00:00')
    expect(day('2026-11-04').queryByText('Working Hrs')).toBeNull();
    expect(day('2026-11-04').queryByText('Difference')).toBeNull();
    // the register view's summary over the same days
    expect(screen.getByText('Total Deficit Hours').nextElementSibling?.textContent).toBe('01:00');
  });

  it('steps back a month and never past the month holding today', async () => {
    const { client, user } = show([employeeWithDays()]);
    await screen.findByText('November 2026');
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await screen.findByText('October 2026');
    const listed = client.sent.filter((txn) => txn.name === 'txn_attendance_list_with_summary');
    expect(listed.at(-1)?.params).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('offers a day short of a punch a punch request: the missing out, a time and a reason; sent, the day waits as PR', async () => {
    const employee = employeeWithDays();
    employee.days.push(
      testDay(references, '2026-11-05', 'SP', {
        out_timestamp: null,
        working_minutes: 0,
        total_punch_count: 1,
      }),
    );
    const { client, notify, user } = show([employee]);
    await screen.findByText('Missed Punch');
    // a Present day has its punches; an approved one is closed
    expect(day('2026-11-03').queryByRole('button', { name: 'Request punch' })).toBeNull();
    expect(day('2026-11-04').getByRole('button', { name: 'Request punch' })).toBeTruthy();
    const single = day('2026-11-05');
    expect(single.getByText('Out Time').nextElementSibling?.textContent).toBe('Missing');
    expect(single.queryByText('Working Hrs')).toBeNull();
    await user.click(single.getByRole('button', { name: 'Request punch' }));
    expect(single.getByRole('radio', { name: 'Out' })).toHaveProperty('checked', true);
    const send = single.getByRole('button', { name: 'Send request' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(single.getByLabelText('Time'), '1805');
    await user.type(single.getByLabelText('Reason'), 'Gate reader was down');
    await user.click(send);
    await screen.findByText('Punch request waiting for approval');
    const request = client.sent.find((txn) => txn.name === 'txn_punch_requests_create');
    expect(request?.params).toEqual({
      baseFolder: 'punch_requests',
      rows: [
        {
          op: 'C',
          data: {
            attendance_date: '2026-11-05T00:00:00+05:30',
            direction: 'out',
            punch_time: '2026-11-05T18:05:00+05:30',
            reason: 'Gate reader was down',
          },
        },
      ],
    });
    expect(notify).toHaveBeenCalledWith('success', 'Punch requested');
    expect(day('2026-11-05').queryByRole('button', { name: 'Request punch' })).toBeNull();
  });

  it('says so when the month holds no attendance, in the interface language', async () => {
    show([], 'fr');
    expect(await screen.findByText('Aucune présence ce mois-ci')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ma présence' })).toBeTruthy();
  });

  describe("a refusal reaches the host with its text's key and values (issue #27), in French", () => {
    // the server's closed-month refusal (month-lock.ts): English words, its text beside them
    const closedMessage = 'This month is closed for Demo: November 2026';
    const closedData = {
      kind: 'month_closed',
      text: {
        key: monthCloseMessages.monthClosed,
        values: { business: 'Demo', month: { month: '2026-11' } },
      },
    };
    const closed = (txnName: string) => new TxnFailure(closedMessage, txnName, closedData);

    it("a punch request's refusal", async () => {
      const { notify, user } = show([employeeWithDays()], 'fr', {
        txn_punch_requests_create: closed('txn_punch_requests_create'),
      });
      await screen.findByRole('button', { name: 'Demander un pointage' });
      const missed = day('2026-11-04');
      await user.click(missed.getByRole('button', { name: 'Demander un pointage' }));
      await user.type(missed.getByLabelText('Heure'), '0905');
      await user.type(missed.getByLabelText('Motif'), 'Lecteur en panne');
      await user.click(missed.getByRole('button', { name: 'Envoyer la demande' }));
      await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', closedMessage, closedData));
    });

    it("the month's refusal", async () => {
      const { notify } = show([employeeWithDays()], 'fr', {
        txn_attendance_list_with_summary: closed('txn_attendance_list_with_summary'),
      });
      await vi.waitFor(() => expect(notify).toHaveBeenCalledWith('error', closedMessage, closedData));
    });
  });
});
