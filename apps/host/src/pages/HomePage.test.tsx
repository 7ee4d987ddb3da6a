import '../i18n';
import { monthCloseSteps } from '@muster/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessMonths } from '../month-close/steps';
import { HomePage } from './HomePage';

type Call = { name: string; params: { filters?: { employees_id?: string[]; filterInput?: unknown[] } } };
const calls: Call[] = [];
// the fixture's session names no zone: the default's months
const { previous: previousMonth } = businessMonths('Asia/Kolkata');

/** The server's replies by txn: a scope-wide today, the user's own month, quota, waiting leaves, payslips. */
function reply({ name, params }: Call) {
  if (name === 'txn_month_close_status') {
    // two steps open last month, all done this month (issue #32 item 6)
    const open = (params as { month?: string }).month === previousMonth ? 2 : 0;
    const counts = Object.fromEntries(monthCloseSteps.map((step, at) => [step, at < open ? 3 : 0]));
    return {
      records: [
        {
          partners_id: 'p',
          business: 'Demo',
          time_zone: 'Asia/Kolkata',
          own: true,
          counts,
          closed: null,
          events: [],
        },
      ],
      data: {},
    };
  }
  if (name === 'txn_attendance_list_with_summary') {
    const own = Boolean(params.filters?.employees_id);
    const totals = own
      ? { present: 16, absent: 1, leaves: 2, compensatoryOff: 1 }
      : { present: 40, absent: 7, leaves: 3, punchRequest: 5 };
    // today, before the day ends: few computed days, the punches tell who is in
    const presence = own ? undefined : { employees: 201, punched: 150 };
    return { records: [], data: { aggregateSummary: { punchRequest: 0, ...totals }, presence } };
  }
  if (name === 'txn_show_leaves_quota')
    return { records: [{ leaves_left: 1.5, yearly_leaves_left: 12.5 }], data: {} };
  if (name.includes('leaves')) return { records: [{ id: 'l1' }], rowCount: 4, data: {} };
  if (name.includes('payslips') && JSON.stringify(params.filters?.filterInput ?? []).includes('"status"'))
    return { records: [{ id: 'p2' }], rowCount: 120, data: {} };
  if (name.includes('invoices')) return { records: [{ id: 'i1' }], rowCount: 2, data: {} };
  if (name.includes('payslips'))
    return { records: [{ id: 'p1', uconst: 'PS-9', payroll_month: '2026-09-30T18:30:00.000Z' }], data: {} };
  throw new Error(`unexpected ${name}`);
}

const approving: Record<string, unknown> = {
  payslips: { name: 'txn_payslips_approve', op: 'U', permission: { env: 'env.isAdmin || env.isHR' } },
  invoices: { name: 'txn_invoices_approve', op: 'U', permission: { env: 'env.isAdmin' } },
};

const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));

function signedIn(roles: Record<string, boolean>) {
  const folders = ['employees', 'leaves', 'payslips', 'invoices', 'states'];
  app.current = {
    client: {
      call: async (spec: { name: string }, params: Call['params']) => {
        calls.push({ name: spec.name, params });
        return reply({ name: spec.name, params });
      },
      onBroadcast: () => () => undefined,
    },
    settings: {
      env: {
        swhandle: 'demo',
        employees_id: 'e1',
        isAdmin: false,
        isAO: false,
        isRO: false,
        isHR: false,
        isDCO: false,
        ...roles,
      },
      containers: {
        folders: {
          map: Object.fromEntries(
            folders.map((name) => [
              name,
              // payslips and invoices as the server compiles them: with the txn that approves them
              { name, label: { eng: name }, txns: [approving[name]].filter(Boolean) },
            ]),
          ),
        },
        mviews: { map: { attendance: { name: 'attendance', label: { eng: 'Attendance' } } } },
      },
    },
  };
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

const figure = (panel: string, label: string) =>
  within(screen.getByRole('region', { name: panel })).getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('the home page', () => {
  it("shows a manager today's figures of its scope and links the leaves waiting for it", async () => {
    signedIn({ isAdmin: true });
    const waiting = await screen.findByRole('link', { name: 'Leaves to decide: 4' });
    expect(waiting.getAttribute('href')).toBe('/tabs/leaves/waiting');
    // and the payslips and invoices waiting for its approval, each its list kept to them
    const payslips = await screen.findByRole('link', { name: 'Payslips to approve: 120' });
    expect(payslips.getAttribute('href')).toBe('/tabs/payslips/with/status/created');
    expect(screen.getByRole('link', { name: 'Invoices to approve: 2' }).getAttribute('href')).toBe(
      '/tabs/invoices/with/status/created',
    );
    await screen.findByText('150');
    expect(figure('Today', 'Punched in')).toBe('150');
    screen.getByText('of 201 employees in your scope, with a punch today');
    // 201 - 150 punched - 3 on leave
    expect(figure('Today', 'Not punched yet')).toBe('48');
    screen.getByText('no punch and no leave today: late, absent or off');
    expect(figure('Today', 'On leave')).toBe('3');
    expect(figure('Today', 'Missed punches')).toBe('5');
    screen.getByText('days computed today with a punch missing');
    const today = calls.find(
      (call) => call.name === 'txn_attendance_list_with_summary' && !call.params.filters?.employees_id,
    );
    expect(today?.params).toMatchObject({ filters: {}, limit: 1 });
    // the month close's progress, last month's and this month's, opening its screen
    const monthClose = screen.getByRole('region', { name: 'Month close' });
    const steps = monthCloseSteps.length;
    await within(monthClose).findByText(`${steps - 2}/${steps}`);
    expect(within(monthClose).getByText(`${steps}/${steps}`)).toBeTruthy();
    expect(within(monthClose).getByRole('link', { name: 'Month close' }).getAttribute('href')).toBe(
      '/month-close',
    );
  });

  it('shows an employee its month (its compensatory offs apart), balance and latest payslip, and no today or waiting panel', async () => {
    signedIn({});
    const payslip = await screen.findByRole('link', { name: 'Latest payslip: October 2026' });
    expect(payslip.getAttribute('href')).toBe('/tabs/html_template/payslips/PS-9');
    await screen.findByText('16');
    expect(figure('My month', 'Present days')).toBe('16');
    expect(figure('My month', 'Leave days')).toBe('2');
    // a compensatory off taken has its own figure (CO), apart from the leave days
    expect(figure('My month', 'Compensatory off days')).toBe('1');
    expect(figure('My month', 'Leave balance')).toBe('12.5');
    expect(screen.queryByRole('region', { name: 'Today' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waiting for me' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Month close' })).toBeNull();
  });

  it('groups the folder tiles under People, Time, Pay, Billing and Setup headings, in that order', () => {
    signedIn({});
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(
      headings.filter((text) => ['People', 'Time', 'Pay', 'Billing', 'Setup'].includes(text ?? '')),
    ).toEqual(['People', 'Time', 'Pay', 'Billing', 'Setup']);
  });
});
