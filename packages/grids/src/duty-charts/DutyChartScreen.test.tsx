import '../attendance/testing/dom-setup';
import type { TxnClient } from '@muster/folder-engine';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureOfficer } from '../attendance/testing/fixture';
import { DutyChartScreen } from './DutyChartScreen';
import { makeDutyChartWeek } from './testing/fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const monday = '2026-11-23';

function setup() {
  const { week, employees } = makeDutyChartWeek({ monday, programs: 2, perCell: 1, employees: 6 });
  const call = vi.fn(async (_spec: unknown, _params: unknown) => ({ records: [week] }));
  const unsaved = vi.fn();
  render(
    <DutyChartScreen
      client={{ call } as unknown as TxnClient}
      user={{ ...fixtureOfficer, isAO: false, isDCO: true }}
      employees={employees}
      departments={[]}
      subsections={[]}
      swhandle="demo"
      locale="eng"
      notify={() => {}}
      onUnsavedChange={unsaved}
      today="2026-11-25"
    />,
  );
  return { call, unsaved, week, events: userEvent.setup() };
}

describe('DutyChartScreen unsaved edits', () => {
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
