import '../testing/dom-setup';
import type { TxnClient } from '@muster/folder-engine';
import type { AttendanceDayCell, EmployeeAttendance } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysBetween, fixtureOfficer, makeAttendanceFixture } from '../testing/fixture';
import { fixtureTxnClient } from '../testing/fixture-client';
import type { AttendanceUser, NoticeKind } from '../types';
import { AttendanceScreen, type AttendanceScreenHandle } from './AttendanceScreen';

afterEach(cleanup);

const from = '2026-11-01';
const to = '2026-11-30';
const today = '2026-11-30';
const days = daysBetween(from, to);

const businesses = [
  { id: 'p1', swhandle: 'demo', label: 'Demo' },
  { id: 'p2', swhandle: 'acme', label: 'Acme' },
];

function setup(user: AttendanceUser = fixtureOfficer) {
  const fixture = makeAttendanceFixture({ employees: 30, from, to, seed: 11 });
  const client = fixtureTxnClient(fixture.records, fixture.references);
  const shown: [NoticeKind, string][] = [];
  const unsaved = vi.fn();
  const handle = createRef<AttendanceScreenHandle>();
  render(
    <AttendanceScreen
      ref={handle}
      client={client}
      user={user}
      references={fixture.references}
      businesses={businesses}
      selectedBusiness="p1"
      onBusinessChange={() => {}}
      locale="eng"
      notify={(kind, message) => shown.push([kind, message])}
      onUnsavedChange={unsaved}
      today={today}
    />,
  );
  return { fixture, client, shown, unsaved, handle, events: userEvent.setup() };
}

const rowOf = (code: string) => screen.getByText(code).closest<HTMLElement>('[role="row"]') as HTMLElement;
const cellOf = (code: string, date: string) =>
  within(rowOf(code))
    .getAllByRole('gridcell')
    .find((cell) => cell.getAttribute('aria-colindex') === String(days.indexOf(date) + 2)) as HTMLElement;

/** The first of the first rows with a day of `code`, unapproved. */
function firstDay(
  records: EmployeeAttendance[],
  code: string,
): { record: EmployeeAttendance; day: AttendanceDayCell } {
  for (const record of records.slice(0, 6)) {
    const day = record.days.find(
      (candidate) => candidate.att_type?.code === code && !candidate.attendance_status,
    );
    if (day) return { record, day };
  }
  throw new Error(`no unapproved ${code} day in the first rows`);
}

describe('AttendanceScreen', { timeout: 30_000 }, () => {
  it('approves the selected cells on the selected business, polls until they show it and clears the selection', async () => {
    const { fixture, client, shown, events } = setup();
    const { record, day } = firstDay(fixture.records, 'P');
    await screen.findByText(record.code);
    // a click selects the cell (issue #27 item 8)
    await events.click(cellOf(record.code, day.attendance_date));
    expect(screen.getByText('1 cells selected')).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Approve' }));
    const sent = client.sent.find((txn) => txn.name === 'txn_attendance_approve');
    expect(sent).toMatchObject({
      target_swhandle: 'demo',
      params: {
        cells: [{ attendance_id: day.id, employees_id: record.id, attendance_date: day.attendance_date }],
        status: 'final_approved',
      },
    });
    await waitFor(() => expect(screen.queryByText('1 cells selected')).toBeNull());
    expect(shown).toContainEqual(['success', 'attendance cells approved']);
    // the reload after approving asked for the rows again
    const lists = client.sent.filter((txn) => txn.name === 'txn_attendance_list_with_summary');
    expect(lists.length).toBeGreaterThan(1);
  });

  it('shows the refusal of rejecting a Present cell and keeps the selection', async () => {
    const { fixture, shown, events } = setup();
    const { record, day } = firstDay(fixture.records, 'P');
    await screen.findByText(record.code);
    // a click selects the cell (issue #27 item 8)
    await events.click(cellOf(record.code, day.attendance_date));
    await events.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(shown).toContainEqual(['error', 'Present attendance cannot be rejected']));
    expect(screen.getByText('1 cells selected')).toBeTruthy();
  });

  it('says there is nothing to approve or save without a selection or edits', async () => {
    const { fixture, client, shown, events, handle } = setup();
    await screen.findByText(fixture.records[0]?.code ?? '');
    await events.click(screen.getByRole('button', { name: 'Approve' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(shown).toEqual([
      ['warning', 'No cells to approve'],
      ['warning', 'Nothing to save'],
    ]);
    expect(client.sent.every((txn) => txn.name === 'txn_attendance_list_with_summary')).toBe(true);
    expect(handle.current?.hasUnsavedChanges()).toBe(false);
  });

  it('queues a pasted cell as an unsaved edit, saves it with Alt+S and tells the host', async () => {
    const { fixture, client, shown, unsaved, events, handle } = setup();
    // a Present day followed by an Absent one, both in the columns jsdom renders
    const pair = fixture.records.slice(0, 6).flatMap((record) =>
      record.days.slice(0, 12).flatMap((day, index) => {
        const next = record.days[index + 1];
        return day.att_type?.code === 'P' && next?.att_type?.code === 'A'
          ? [{ record, day, target: next }]
          : [];
      }),
    )[0];
    if (!pair) throw new Error('a Present day followed by an Absent one expected');
    const { record, day, target } = pair;
    await screen.findByText(record.code);
    await events.click(cellOf(record.code, day.attendance_date));
    await events.keyboard('{Control>}c{/Control}');
    await events.click(cellOf(record.code, target.attendance_date));
    await events.keyboard('{Control>}v{/Control}');
    await waitFor(() => expect(unsaved).toHaveBeenLastCalledWith(true));
    expect(handle.current?.hasUnsavedChanges()).toBe(true);
    await events.keyboard('{Alt>}s{/Alt}');
    await waitFor(() => expect(unsaved).toHaveBeenLastCalledWith(false));
    const mark = client.sent.find((txn) => txn.name === 'txn_attendance_edits_mark');
    expect(mark?.params?.edits).toEqual([
      expect.objectContaining({ employees_id: record.id, attendance_date: target.attendance_date }),
    ]);
    expect(shown).toContainEqual(['success', 'attendance marked']);
  });

  it('opens the register view of a row’s employee and goes back to the grid from its header', async () => {
    const { fixture, client, events } = setup();
    const second = fixture.records[1];
    if (!second) throw new Error('fixture rows');
    await screen.findByText(second.code);
    await events.click(within(rowOf(second.code)).getByRole('button', { name: 'Show Register View' }));
    const toggle = await screen.findByRole('checkbox', { name: 'Show Register View' });
    expect(screen.queryByLabelText('Show in/out time')).toBeNull();
    // the register asks for its one employee at the row's index of the same query
    await waitFor(() => expect(client.sent.at(-1)?.params).toMatchObject({ from, to, offset: 1, limit: 1 }));
    await events.click(toggle);
    expect(screen.queryByRole('checkbox', { name: 'Show Register View' })).toBeNull();
    expect(screen.getByLabelText('Show in/out time')).toBeTruthy();
  });

  /** Two businesses, each answering its own rows, as the server does for target_swhandle. */
  function twoBusinesses() {
    const demo = makeAttendanceFixture({ employees: 30, from, to, seed: 11 });
    const acme = makeAttendanceFixture({ employees: 4, from, to, seed: 12 }).records.map((record, index) => ({
      ...record,
      id: `acme-${record.id}`,
      code: `ACME-${index + 1}`,
    }));
    const byBusiness = {
      demo: fixtureTxnClient(demo.records, demo.references),
      acme: fixtureTxnClient(acme, demo.references),
    };
    const client: TxnClient = {
      call: (spec, params, options) =>
        (options?.target_swhandle === 'acme' ? byBusiness.acme : byBusiness.demo).call(spec, params, options),
      onBroadcast: () => () => {},
    };
    const screenOf = (selectedBusiness: string) => (
      <AttendanceScreen
        client={client}
        user={fixtureOfficer}
        references={demo.references}
        businesses={businesses}
        selectedBusiness={selectedBusiness}
        onBusinessChange={() => {}}
        locale="eng"
        notify={() => {}}
        today={today}
      />
    );
    const first = demo.records[0];
    if (!first) throw new Error('fixture rows');
    return { demo, acme, byBusiness, screenOf, first };
  }

  it("shows only the picked business's rows once the business filter changes (issue #13)", async () => {
    const { acme, screenOf, first } = twoBusinesses();
    const { rerender } = render(screenOf('p1'));
    await screen.findByText(first.code);
    rerender(screenOf('p2'));
    await screen.findByText('ACME-1');
    expect(screen.queryByText(first.code)).toBeNull();
    const shown = screen.getAllByRole('row').filter((row) => within(row).queryByText(/^ACME-\d$/));
    expect(shown).toHaveLength(acme.length);
  });

  it("leaves the previous business's filters and register view behind when another is picked (issue #19)", async () => {
    const { demo, byBusiness, screenOf, first } = twoBusinesses();
    const events = userEvent.setup();
    const { rerender } = render(screenOf('p1'));
    await screen.findByText(first.code);
    // a site of this business filters its rows, and one employee's register is open
    const site = demo.references.sites[0];
    if (!site) throw new Error('fixture sites');
    await events.click(screen.getByRole('button', { name: 'Sites' }));
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('checkbox', { name: new RegExp(site.label) }),
    );
    await events.keyboard('{Escape}');
    await waitFor(
      () => expect(byBusiness.demo.sent.at(-1)?.params).toMatchObject({ filters: { sites_id: [site.id] } }),
      {
        timeout: 3000,
      },
    );
    await events.click(within(rowOf(first.code)).getByRole('button', { name: 'Show Register View' }));
    await screen.findByRole('checkbox', { name: 'Show Register View' });

    rerender(screenOf('p2'));
    // the grid again, on the picked business's rows, unfiltered: its sites are not the other's
    await screen.findByText('ACME-1');
    expect(screen.queryByRole('checkbox', { name: 'Show Register View' })).toBeNull();
    expect(screen.queryByText(first.code)).toBeNull();
    const asked = byBusiness.acme.sent.filter((txn) => txn.name === 'txn_attendance_list_with_summary');
    expect(asked.length).toBeGreaterThan(0);
    for (const txn of asked) expect(txn.params).toMatchObject({ filters: {} });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('hides Approve from an ordinary employee and Save from the admin', async () => {
    setup({ ...fixtureOfficer, isAO: false });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    cleanup();
    setup({ ...fixtureOfficer, isAO: false, isAdmin: true });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("offers HR the month's projected gross in the totals column, asked for the loaded rows in one call; an officer neither", async () => {
    const { fixture, client } = setup();
    await screen.findByText(fixture.records[0]?.code ?? '');
    expect(screen.queryByLabelText('Show projected gross')).toBeNull();
    cleanup();
    const hr = setup({ ...fixtureOfficer, isAO: false, isHR: true });
    await screen.findByText(hr.fixture.records[0]?.code ?? '');
    const inputsAsked = () => hr.client.sent.filter((txn) => txn.name === 'txn_payslips_inputs');
    expect(inputsAsked()).toEqual([]);
    await hr.events.click(screen.getByLabelText('Show projected gross'));
    await waitFor(() => expect(inputsAsked()).toHaveLength(1));
    expect(inputsAsked()[0]).toMatchObject({
      target_swhandle: 'demo',
      params: { employees_ids: hr.fixture.records.map((record) => record.id), month: '2026-11' },
    });
    // this fixture's server answers no pay: each row says so under the figure's label
    await waitFor(() => expect(screen.getAllByText('Projected gross').length).toBeGreaterThan(0));
    expect(client.sent.some((txn) => txn.name === 'txn_payslips_inputs')).toBe(false);
  });
});
