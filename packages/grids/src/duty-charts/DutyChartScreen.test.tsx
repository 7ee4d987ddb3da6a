import '../attendance/testing/dom-setup';
import type { TxnClient } from '@muster/folder-engine';
import { folderWriteTxn } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureOfficer } from '../attendance/testing/fixture';
import { DutyChartScreen } from './DutyChartScreen';
import { makeDutyChartWeek } from './testing/fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const monday = '2026-11-23';

const subsection = { id: 'sub-1', code: 'S1', label: 'Bay', departmentId: 'dep-1' };

function setup(props: { timeZone?: string; today?: string | null } = {}) {
  const { timeZone = 'Asia/Kolkata', today = '2026-11-25' } = props;
  const { week, employees } = makeDutyChartWeek({ monday, programs: 2, perCell: 1, employees: 6 });
  week.programs = week.programs.map((program) => ({ ...program, subsections_id: subsection.id }));
  const call = vi.fn(async (_spec: unknown, _params: unknown) => ({ records: [week] }));
  const unsaved = vi.fn();
  render(
    <DutyChartScreen
      client={{ call } as unknown as TxnClient}
      user={{ ...fixtureOfficer, isAO: false, isDCO: true }}
      employees={employees}
      departments={[
        { id: 'dep-1', code: 'D1', label: 'Security' },
        { id: 'dep-2', code: 'D2', label: 'Housekeeping' },
      ]}
      subsections={[subsection]}
      swhandle="demo"
      locale="eng"
      notify={() => {}}
      onUnsavedChange={unsaved}
      timeZone={timeZone}
      {...(today !== null && { today })}
    />,
  );
  return { call, unsaved, week, events: userEvent.setup() };
}

describe('DutyChartScreen unsaved edits', () => {
  // Issue #28 item 2: 19:00 UTC on Sunday 22 November is still that Sunday in Dubai (23:00)
  // but Monday the 23rd in IST: the week first shown is the business's
  it("opens on today's week in the business's zone", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T19:00:00Z'));
    const { call } = setup({ timeZone: 'Asia/Dubai', today: null });
    await waitFor(() => expect(call.mock.calls[0]?.[1]).toMatchObject({ week: '2026-11-16' }));
    cleanup();
    const ist = setup({ timeZone: 'Asia/Kolkata', today: null });
    await waitFor(() => expect(ist.call.mock.calls[0]?.[1]).toMatchObject({ week: '2026-11-23' }));
  });

  it('asks before another week drops queued edits, and tells the host they exist', async () => {
    const { call, unsaved, week, events } = setup();
    const first = week.programs[0]?.cells[monday]?.employees[0];
    const remove = await screen.findAllByRole('button', { name: `Remove ${first?.name}` });
    await events.click(remove[0] as HTMLElement);
    await waitFor(() => expect(unsaved).toHaveBeenLastCalledWith(true));

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Discard them?');
    expect(call).toHaveBeenCalledTimes(1);

    confirm.mockReturnValue(true);
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[1]).toMatchObject({ week: '2026-11-30' });
  });

  it('changes week without asking when nothing is queued', async () => {
    const { call, events } = setup();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    const confirm = vi.spyOn(window, 'confirm');
    await events.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('DutyChartScreen Programs column editor', () => {
  it("opens a program's name, code and time slot from its cell and saves them as an update", async () => {
    const { call, week, events } = setup();
    const program = week.programs[0];
    await events.click(await screen.findByRole('button', { name: `Edit ${program?.name}` }));
    const form = screen.getByRole('form', { name: 'Edit program' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Code' }).value).toBe(program?.code);
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Time slot 1' }).value).toBe('06:00');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await events.clear(name);
    await events.type(name, 'Gate duty');
    const to = within(form).getByRole('textbox', { name: 'Time slot 2' });
    await events.clear(to);
    await events.type(to, '02:00');
    await events.click(within(form).getByRole('button', { name: 'Save program' }));

    await waitFor(() => expect(call).toHaveBeenCalledTimes(3)); // the week, the update, the week again
    expect(call.mock.calls[1]?.[0]).toMatchObject({ name: folderWriteTxn('tasks', 'U').name });
    expect(call.mock.calls[1]?.[1]).toEqual({
      baseFolder: 'tasks',
      rows: [
        {
          op: 'U',
          key: program?.id,
          data: {
            name: 'Gate duty',
            code: program?.code,
            time_slot: [360, 1560], // 02:00 is before 06:00: the next day's
            departments_id: [{ id: 'dep-1' }],
            subsections_id: [{ id: 'sub-1' }],
          },
        },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit program' })).toBeNull());
  });
});

describe('DutyChartScreen filters', () => {
  it('sends the chosen subsection, and drops it when another department is chosen', async () => {
    const { call, events } = setup();
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await events.selectOptions(screen.getByRole('combobox', { name: 'Subsection' }), 'Bay');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]?.[1]).toMatchObject({ filters: { subsections_id: ['sub-1'] } });

    await events.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Housekeeping');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(3));
    expect(call.mock.calls[2]?.[1]).toEqual({ week: monday, filters: { departments_id: ['dep-2'] } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Subsection' }).value).toBe('');
  });
});
