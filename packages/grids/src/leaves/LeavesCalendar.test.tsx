import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notify } from '../attendance/types';
import { LeavesCalendar, type LeavesCalendarProps } from './LeavesCalendar';
import { businessMidnight, periodDays } from './leave-calendar';
import { type FixtureLeave, fixtureLeave, fixtureLeavesClient } from './testing/fixture-leaves';

afterEach(cleanup);
// role queries walk every day of a view: slow on a loaded machine
configure({ asyncUtilTimeout: 10_000 });

const employee = { id: 'e1', code: 'DI001', name: 'Asha Sharma' };
const kolkata = 'Asia/Kolkata';
const period = (from: string, days: number, timeZone = kolkata): [string, string] => [
  businessMidnight(from, timeZone),
  businessMidnight(
    new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
    timeZone,
  ),
];

/** The stored leaves of the server, for the fake client to filter as `txn_leaves_list` does. */
const stored: FixtureLeave[] = [
  fixtureLeave('l1', 'e1', '2026-11-10', { days: 2, status: 'final_approved' }),
  fixtureLeave('l2', 'e1', '2026-11-16', { type: 'SL', status: 'rejected', half: 'second_half' }),
  fixtureLeave('l3', 'e1', '2026-12-03', { type: 'EL' }),
  fixtureLeave('l4', 'e2', '2026-11-20'),
  // created one-day leaves: CL allows half days in the fixture's quota, SL does not
  { ...fixtureLeave('l6', 'e1', '2026-11-26'), last_modified: 'stamp-6' },
  fixtureLeave('l7', 'e1', '2026-11-27', { type: 'SL' }),
];

function show(overrides: Partial<LeavesCalendarProps> = {}, leaves: readonly FixtureLeave[] = stored) {
  const { client, asked } = fixtureLeavesClient(leaves);
  const onApply = vi.fn<LeavesCalendarProps['onApply']>();
  const notify = vi.fn<Notify>();
  const props: LeavesCalendarProps = {
    client,
    employee,
    locale: 'eng',
    onApply,
    notify,
    timeZone: kolkata,
    today: '2026-11-22',
    ...overrides,
  };
  const view = render(<LeavesCalendar {...props} />);
  return { ...view, props, asked, onApply, notify, user: userEvent.setup() };
}

const day = (label: RegExp | string) => screen.getByRole('button', { name: label });
const written = <Sent extends { name: string }>(asked: readonly Sent[], name: string) =>
  asked.filter((txn) => txn.name === name);

describe('LeavesCalendar', { timeout: 60_000 }, () => {
  it("shows the month's leaves of the employee with their type code, status and half", async () => {
    const { asked } = show();
    expect(screen.getByRole('heading', { name: /Leaves calendar — Asha Sharma \(DI001\)/ })).toBeTruthy();
    expect(screen.getByText('Nov 26')).toBeTruthy();
    await waitFor(() => expect(day('Tue, 10 Nov, 2026: CL · Approved')).toBeTruthy());
    expect(day('Wed, 11 Nov, 2026: CL · Approved')).toBeTruthy();
    expect(day('Mon, 16 Nov, 2026: SL · Rejected · Second half')).toBeTruthy();
    // Another employee's leave is not asked for.
    expect(day('Fri, 20 Nov, 2026')).toBeTruthy();
    expect(written(asked, 'txn_leaves_list')[0]).toMatchObject({ folder: 'leaves' });
    const half = day(/16 Nov, 2026/).closest('td') as HTMLElement;
    expect(half.querySelector('.mgl-leave')?.className).toContain('mgl-part-second_half');
    expect(within(half).getByText('Rejected')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Mon');
    // the balance of the quota and the legend
    await waitFor(() => expect(screen.getByText(/Leaves left this month: 4/)).toBeTruthy());
    expect(screen.getByText(/Leaves left this year: 20/)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Leave status' })).getByText('Cancelled')).toBeTruthy();
  });

  it('switches between year, month, week and day views, and steps each by its own length', async () => {
    const { user, props } = show({ onPeriodChange: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(screen.getByText('16–22 Nov 26')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('9–15 Nov 26')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(screen.getByText('2026')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the week stepped back holds the 15th, the day after it the 16th
    expect(props.onPeriodChange).toHaveBeenLastCalledWith('16 Nov 26');
    await waitFor(() => expect(screen.getByText('SL · Rejected · Second half')).toBeTruthy());
    // the month switcher rolls 12 months
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '2027-02-01');
    expect(screen.getByText('Feb 27')).toBeTruthy();
  });

  it("opens on the month it is given, and a day's leave opens its form", async () => {
    const onOpenLeave = vi.fn();
    const { asked, user } = show({ initialMonth: '2026-12', onOpenLeave });
    expect(screen.getByText('Dec 26')).toBeTruthy();
    await waitFor(() => expect(day('Thu, 3 Dec, 2026: EL · Created')).toBeTruthy());
    expect(written(asked, 'txn_leaves_list')).toHaveLength(1);
    await user.click(day('Thu, 3 Dec, 2026: EL · Created'));
    await user.click(screen.getByRole('button', { name: 'Open leave' }));
    expect(onOpenLeave).toHaveBeenCalledWith('l3');
  });

  it('filters by status', async () => {
    const { user } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave status' }), 'rejected');
    expect(day('Tue, 10 Nov, 2026')).toBeTruthy();
    expect(day('Mon, 16 Nov, 2026: SL · Rejected · Second half')).toBeTruthy();
  });

  it('picks with a click, Ctrl+click and a drag, and cycles a picked half day', async () => {
    const { user } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.keyboard('{Control>}');
    await user.click(day('Fri, 6 Nov, 2026'));
    await user.keyboard('{/Control}');
    expect(screen.getByText('Days picked: 2')).toBeTruthy();
    // CL allows half days (the fixture's quota): clicking a picked day gives its first half,
    // its second half, then lets it go
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-CL');
    await user.click(day(/^Wed, 4 Nov, 2026/));
    expect(day('Wed, 4 Nov, 2026: Picked First half').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Days picked: 1.5')).toBeTruthy();
    await user.click(day(/^Wed, 4 Nov, 2026/));
    await user.click(day(/^Wed, 4 Nov, 2026/));
    expect(day('Wed, 4 Nov, 2026').getAttribute('aria-pressed')).toBe('false');
    // a drag over the days between, a taken day left out
    await user.pointer([
      { keys: '[MouseLeft>]', target: day('Mon, 9 Nov, 2026') },
      { target: day(/11 Nov, 2026/) },
      { target: day('Thu, 12 Nov, 2026') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(screen.getByText('Days picked: 2')).toBeTruthy();
    expect(day('Mon, 9 Nov, 2026: Picked Full day').getAttribute('aria-pressed')).toBe('true');
  });

  it('offers half days only for a type that allows them (allow_half_day)', async () => {
    const { user } = show();
    await waitFor(() => expect(screen.getByRole('option', { name: /^SL — SL/ })).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-CL');
    await user.click(day(/^Wed, 4 Nov, 2026/));
    expect(day('Wed, 4 Nov, 2026: Picked First half')).toBeTruthy();
    // SL takes whole days: the half picked becomes a whole day, and a second click lets it go
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-SL');
    expect(day('Wed, 4 Nov, 2026: Picked Full day')).toBeTruthy();
    expect(screen.getByText('Days picked: 1')).toBeTruthy();
    await user.click(day(/^Wed, 4 Nov, 2026/));
    expect(day('Wed, 4 Nov, 2026').getAttribute('aria-pressed')).toBe('false');
  });

  it("shows each type's own balance in the picker and the footer, on the first picked day", async () => {
    const { user, asked } = show();
    expect(
      await screen.findByRole('option', { name: 'CL — CL (1 left this month, 8 left this year)' }),
    ).toBeTruthy();
    const byType = screen.getByRole('list', { name: 'Balance by leave type' });
    expect(within(byType).getByText('CL: 1 left this month, 8 left this year')).toBeTruthy();
    expect(within(byType).getByText('SL: 3 left this month, 12 left this year')).toBeTruthy();
    // the compensatory off: the credits earned, the next to take by its day, and the expired one said
    expect(
      await screen.findByRole('option', { name: 'CO — CO (1 earned to take, the next by 20/12/2026)' }),
    ).toBeTruthy();
    expect(within(byType).getByText('CO: 1 earned to take, the next by 20/12/2026')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Compensatory off history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '06/09/2026: 1 earned, to take by 05/11/2026',
      '05/11/2026: 1 expired unused, earned 06/09/2026',
      '21/10/2026: 1 earned, to take by 20/12/2026',
    ]);
    // the day the server counted the balance on
    expect(screen.getByText(/on 17 Nov 2026/)).toBeTruthy();
    await user.click(day('Wed, 4 Nov, 2026'));
    await waitFor(() =>
      expect(written(asked, 'txn_show_leaves_quota').at(-1)?.params).toMatchObject({
        input_date: '2026-11-04',
      }),
    );
  });

  it("picks a range typed as dd/MM/yyyy in From and To, whatever the browser's language", async () => {
    const { user } = show();
    await waitFor(() => expect(day('Tue, 10 Nov, 2026: CL · Approved')).toBeTruthy());
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.placeholder).toBe('dd/mm/yyyy');
    await user.type(from, '02/11/2026');
    await user.type(screen.getByLabelText('To'), '04/11/2026');
    await user.click(screen.getByRole('button', { name: 'Pick these days' }));
    expect(await screen.findByText('Days picked: 3')).toBeTruthy();
  });

  it('neither opens nor changes a taken day while several days are picked', async () => {
    const { user, notify, asked } = show();
    await waitFor(() => expect(screen.getByRole('option', { name: /^CL — CL/ })).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.keyboard('{Control>}');
    await user.click(day('Fri, 6 Nov, 2026'));
    await user.keyboard('{/Control}');
    for (const taken of [/10 Nov, 2026: CL/, /26 Nov, 2026: CL/]) {
      await user.click(day(taken));
      expect(notify).toHaveBeenLastCalledWith('warning', 'Clear the picked days first');
    }
    expect(screen.getByText('Nov 26')).toBeTruthy();
    expect(screen.getByText('Days picked: 2')).toBeTruthy();
    expect(written(asked, 'txn_leaves_update')).toHaveLength(0);
    // one picked day is no multi-select: a day with a leave opens its day view (no type is
    // chosen, so no half day is offered: a picked day clicked again is let go)
    await user.click(day(/^Fri, 6 Nov, 2026/));
    expect(screen.getByText('Days picked: 1')).toBeTruthy();
    await user.click(day(/10 Nov, 2026: CL/));
    expect(notify).toHaveBeenLastCalledWith('warning', 'A leave is already on this day');
    expect(screen.getByText('10 Nov 26')).toBeTruthy();
  });

  it("cycles the half of the employee's created leave on a click where its type allows half days", async () => {
    const { user, asked, notify } = show();
    await waitFor(() => expect(screen.getByRole('option', { name: /^CL — CL/ })).toBeTruthy());
    await user.click(day('Thu, 26 Nov, 2026: CL · Created'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved'));
    expect(written(asked, 'txn_leaves_update')[0]?.params).toEqual({
      baseFolder: 'leaves',
      rows: [
        {
          op: 'U',
          key: 'l6',
          data: {
            last_modified: 'stamp-6',
            leave_days: [
              {
                op: 'U',
                key: 'l6-day',
                data: { half_day_duration: [{ id: 'half-first' }], leave_minutes: 240 },
              },
            ],
          },
        },
      ],
    });
    expect(screen.getByText('Nov 26')).toBeTruthy();
    // SL does not allow half days: its day opens, and offers no change of half
    await user.click(day('Fri, 27 Nov, 2026: SL · Created'));
    expect(screen.getByText('27 Nov 26')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete this day' })).toBeTruthy();
    // the leave's form is offered only where the host asks for it
    expect(screen.queryByRole('button', { name: 'Open leave' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change to/ })).toBeNull();
    expect(written(asked, 'txn_leaves_update')).toHaveLength(1);
  });

  it('applies for the picked days in one leave of the chosen type, one row a day', async () => {
    const { user, asked, notify } = show();
    await waitFor(() => expect(screen.getByRole('option', { name: /^CL — CL/ })).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    expect(notify).toHaveBeenCalledWith('warning', 'please fill all the fields');
    await user.keyboard('{Control>}');
    await user.click(day('Thu, 5 Nov, 2026'));
    await user.keyboard('{/Control}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-CL');
    await user.click(day(/^Thu, 5 Nov, 2026/));
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved'));
    const [create] = written(asked, 'txn_leaves_create');
    expect(create?.params).toEqual({
      baseFolder: 'leaves',
      rows: [
        {
          op: 'C',
          data: {
            employees_id: [{ id: 'e1', code: 'DI001' }],
            leave_days: [
              {
                op: 'C',
                data: {
                  leave_period: period('2026-11-04', 1),
                  leave_types_id: [{ id: 'leave-type-CL', code: 'CL', name: { eng: 'CL' } }],
                  half_day_duration: null,
                  leave_minutes: 480,
                },
              },
              {
                op: 'C',
                data: {
                  leave_period: period('2026-11-05', 1),
                  leave_types_id: [{ id: 'leave-type-CL', code: 'CL', name: { eng: 'CL' } }],
                  half_day_duration: [{ id: 'half-first' }],
                  leave_minutes: 240,
                },
              },
            ],
          },
        },
      ],
    });
    expect(screen.getByText('Click, Ctrl+click or drag over free days')).toBeTruthy();
  });

  it('sends a type that needs a document to the form, with the picked days', async () => {
    const { user, onApply } = show();
    await waitFor(() => expect(screen.getByRole('option', { name: /^SL — SL/ })).toBeTruthy());
    await user.type(screen.getByLabelText('From'), '2026-11-23');
    await user.type(screen.getByLabelText('To'), '2026-11-24');
    await user.click(screen.getByRole('button', { name: 'Pick these days' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-SL');
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    expect(onApply).toHaveBeenCalledWith({
      employees_id: [{ id: 'e1', code: 'DI001' }],
      leave_days: [
        {
          leave_period: period('2026-11-23', 1),
          leave_types_id: [{ id: 'leave-type-SL', code: 'SL', name: { eng: 'SL' } }],
          half_day_duration: null,
          leave_minutes: 480,
        },
        {
          leave_period: period('2026-11-24', 1),
          leave_types_id: [{ id: 'leave-type-SL', code: 'SL', name: { eng: 'SL' } }],
          half_day_duration: null,
          leave_minutes: 480,
        },
      ],
    });
  });

  it('deletes one day of a leave from the day view, never one of a rejected leave', async () => {
    const { user, asked } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    await user.click(day(/10 Nov, 2026: CL/));
    await user.click(screen.getByRole('button', { name: 'Delete this day' }));
    await waitFor(() => expect(written(asked, 'txn_leaves_delete')).toHaveLength(1));
    expect(written(asked, 'txn_leaves_delete')[0]?.params).toEqual({ id: 'l1', leave_days_id: 'l1-day' });
    // a rejected leave's day (16 Nov) offers no delete
    for (let step = 0; step < 6; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('16 Nov 26')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this day' })).toBeNull();
  });

  it('loads the month again when the reload token changes', async () => {
    const { rerender, props } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    stored.push(fixtureLeave('l5', 'e1', '2026-11-25'));
    rerender(<LeavesCalendar {...props} reloadToken={1} />);
    await waitFor(() => expect(day('Wed, 25 Nov, 2026: CL · Created')).toBeTruthy());
    stored.pop();
  });

  it("shows every employee's leaves in the admin calendar, and picks nothing", async () => {
    const { user, props } = show({ employee: null, onOpenEmployee: vi.fn() });
    await waitFor(() => expect(day('Fri, 20 Nov, 2026: E2 · CL · Created')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Apply for leave' })).toBeNull();
    await user.click(day(/20 Nov, 2026/));
    await user.click(screen.getByRole('button', { name: 'Open calendar of E2' }));
    expect(props.onOpenEmployee).toHaveBeenCalledWith('e2');
  });

  it('lets an officer pick the employee whose calendar is shown; an employee gets no picker', async () => {
    const onPickEmployee = vi.fn();
    const { user, unmount } = show({
      employeeChoices: [employee, { id: 'e2', code: 'DI002', name: 'Ravi Kumar' }],
      onPickEmployee,
    });
    const picker = screen.getByRole('combobox', { name: 'Employee' }) as HTMLSelectElement;
    expect(picker.value).toBe('e1');
    await user.selectOptions(picker, 'Ravi Kumar (DI002)');
    expect(onPickEmployee).toHaveBeenCalledWith('e2');
    unmount();
    // the admin calendar's picker starts at every employee
    show({ employee: null, employeeChoices: [employee], onPickEmployee });
    expect((screen.getByRole('combobox', { name: 'Employee' }) as HTMLSelectElement).value).toBe('');
    cleanup();
    show();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
  });

  // Issue #28 item 2: a Dubai business's leave of 10 November runs from its midnight to the
  // next (20:00 UTC), which IST would spread over 10 and 11 November; a new leave's day is Dubai's.
  it("shows and applies for the days of the business's zone", async () => {
    const dubai = 'Asia/Dubai';
    const { user, asked, notify } = show({ timeZone: dubai }, [
      fixtureLeave('d1', 'e1', '2026-11-10', { status: 'final_approved', timeZone: dubai }),
    ]);
    await waitFor(() => expect(day('Tue, 10 Nov, 2026: CL · Approved')).toBeTruthy());
    expect(day('Wed, 11 Nov, 2026')).toBeTruthy();
    expect(day('Mon, 9 Nov, 2026')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('option', { name: /^CL — CL/ })).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leave type' }), 'leave-type-CL');
    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Saved'));
    const [create] = written(asked, 'txn_leaves_create');
    type Sent = { rows: { data: { leave_days: { data: Record<string, unknown> }[] } }[] };
    const [row] = (create?.params as Sent | undefined)?.rows ?? [];
    expect(row?.data.leave_days[0]?.data.leave_period).toEqual([
      '2026-11-03T20:00:00.000Z',
      '2026-11-04T20:00:00.000Z',
    ]);
  });

  it('speaks French', async () => {
    show({ locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Demander un congé' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Approuvé').length).toBeGreaterThan(1));
    expect(periodDays(period('2026-11-10', 2), kolkata)).toEqual(['2026-11-10', '2026-11-11']);
  });
});
