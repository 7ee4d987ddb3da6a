import '../attendance/testing/dom-setup';
import type { TxnClient } from '@muster/folder-engine';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureOfficer } from '../attendance/testing/fixture';
import { AllocationScreen } from './AllocationScreen';
import { makeAllocationFixture } from './testing/fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// today is a Wednesday: the week shown is 23–29 November
const fixture = makeAllocationFixture({ employees: 5, from: '2026-11-23', to: '2026-11-29' });

/** The licence findings the server answers a save with (issue #33 item 1), as `txn_allocations_edits` does. */
const licenceFindings = [
  {
    kind: 'licence_expired',
    level: 'red',
    params: { licence: 'CLRA/KOL/1', expired: '2026-11-20', day: '2026-11-24', workers: 5 },
    evidence: { folder: 'contractor_licences', id: 'l1' },
  },
  {
    kind: 'headcount_over',
    level: 'red',
    params: { workers: 5, day: '2026-11-24', max: 4, licence: 'CLRA/KOL/1', days: 2 },
    evidence: { folder: 'contractor_licences', id: 'l1' },
  },
];

function setup(user = fixtureOfficer, notify: (kind: string, message: string) => void = () => {}) {
  const call = vi.fn(async (spec: { name: string }, params: { offset: number; limit: number }) =>
    spec.name === 'txn_allocations_edits'
      ? { records: [], data: { outcomes: [], compliance: licenceFindings } }
      : {
          records: fixture.records.slice(params.offset, params.offset + params.limit),
          rowCount: fixture.records.length,
        },
  );
  const unsaved = vi.fn();
  render(
    <AllocationScreen
      client={{ call } as unknown as TxnClient}
      user={user}
      references={fixture.references}
      swhandle="demo"
      locale="eng"
      notify={notify}
      loading={() => () => {}}
      onUnsavedChange={unsaved}
      today="2026-11-25"
    />,
  );
  return { call, unsaved, events: userEvent.setup() };
}

/** Queues an edit of E00005's Tuesday (allocated) through the editor, by keyboard. */
async function queueEdit(events: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByText('E00005')).closest<HTMLElement>('[role="row"]') as HTMLElement;
  const tuesday = within(row)
    .getAllByRole('gridcell')
    .find((cell) => cell.getAttribute('aria-colindex') === '3') as HTMLElement;
  await events.click(tuesday);
  await events.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  within(dialog).getAllByRole('combobox')[0]?.focus();
  await events.keyboard('{Enter}{Enter}{Enter}{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('AllocationScreen unsaved edits', () => {
  it('asks before another week or contract drops queued edits', async () => {
    const { call, unsaved, events } = setup();
    await queueEdit(events);
    await waitFor(() => expect(unsaved).toHaveBeenLastCalledWith(true));
    const period = screen.getByText(/23\/11\/2026/);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Contract' }), 'Security services');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Discard them?');
    expect(period.textContent).toContain('23/11/2026');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Contract' }).value).toBe(
      fixture.contractId,
    );
    expect(unsaved).toHaveBeenLastCalledWith(true);

    confirm.mockReturnValue(true);
    const calls = call.mock.calls.length;
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(call.mock.calls.length).toBeGreaterThan(calls));
    expect(call.mock.calls.at(-1)?.[1]).toMatchObject({ from: '2026-11-30' });
    expect(unsaved).toHaveBeenLastCalledWith(false);
  });
});

describe("the allocation grid's Save (issue #32 item 4)", () => {
  it('is hidden from the admin until it has queued an edit, then shows: Alt+S alone is no button', async () => {
    const { events } = setup({ ...fixtureOfficer, isAO: false, isAdmin: true });
    await screen.findByText('E00005');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await queueEdit(events);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows to any other user from the start', async () => {
    setup();
    await screen.findByText('E00005');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});

describe('AllocationScreen licence warnings', () => {
  it('keeps a save past the licence and warns of each finding the server answers (issue #33 item 1)', async () => {
    const notify = vi.fn();
    const { call, events } = setup(fixtureOfficer, notify);
    await queueEdit(events);
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call.mock.calls.some(([spec]) => spec.name === 'txn_allocations_edits')).toBe(true),
    );
    await waitFor(() =>
      expect(notify.mock.calls.filter(([kind]) => kind === 'warning').map(([, message]) => message)).toEqual([
        'Licence CLRA/KOL/1 expired on 2026-11-20: 2026-11-24 has 5 workers deployed',
        '5 workers deployed on 2026-11-24, above the 4 licence CLRA/KOL/1 allows (2 days over)',
      ]),
    );
  });
});
