import '../testing/dom-setup';
import type { AttendanceDayCell, EmployeeAttendance } from '@muster/protocol';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noPendingEdits, type PendingEdits, queueEdit } from '../pending-edits';
import { daysBetween, fixtureFetchBlock, fixtureOfficer, makeAttendanceFixture } from '../testing/fixture';
import type { AttendanceQuery, CellKey, PendingEdit } from '../types';
import { AttendanceGrid, type AttendanceGridHandle, type AttendanceGridProps } from './AttendanceGrid';

afterEach(cleanup);

const from = '2026-11-01';
const to = '2026-11-30';
const days = daysBetween(from, to);
const fixture = makeAttendanceFixture({ employees: 250, from, to, seed: 7 });
const query: AttendanceQuery = { business: 'demo', from, to, filters: {}, search: '', orderBy: 'code' };

/** The first record whose day matches, with that day. */
function findDay(test: (day: AttendanceDayCell) => boolean): {
  record: EmployeeAttendance;
  day: AttendanceDayCell;
} {
  for (const record of fixture.records.slice(0, 8)) {
    const day = record.days.find(test);
    if (day) return { record, day };
  }
  throw new Error('no such day in the first rows');
}

interface Observed {
  selection: ReadonlySet<CellKey>;
  pending: PendingEdits;
  handle: AttendanceGridHandle | null;
}

interface HarnessProps {
  calls: { offset: number; limit: number }[];
  observed: Observed;
  props: Partial<AttendanceGridProps>;
}

/** A controlled grid as the screen holds it: selection and queued edits in state. */
function Harness({ calls, observed, props }: HarnessProps) {
  const [selection, setSelection] = useState<ReadonlySet<CellKey>>(new Set());
  const [pending, setPending] = useState<PendingEdits>(noPendingEdits);
  const [fetchBlock] = useState(() => fixtureFetchBlock(fixture.records, { calls }));
  observed.selection = selection;
  observed.pending = pending;
  return (
    <AttendanceGrid
      ref={(value) => {
        observed.handle = value;
      }}
      query={query}
      fetchBlock={fetchBlock}
      days={days}
      references={fixture.references}
      user={fixtureOfficer}
      locale="eng"
      showInOut={false}
      selection={selection}
      onSelectionChange={setSelection}
      pendingEdits={pending}
      onQueueEdit={(edit: PendingEdit) => setPending((previous) => queueEdit(previous, edit))}
      today="2026-11-30"
      notify={vi.fn()}
      onEditCell={vi.fn()}
      onOpenRegister={vi.fn()}
      onSearchChange={vi.fn()}
      onOrderByChange={vi.fn()}
      onAddRow={vi.fn()}
      onSave={vi.fn()}
      {...props}
    />
  );
}

function renderGrid(overrides: Partial<AttendanceGridProps> = {}) {
  const calls: { offset: number; limit: number }[] = [];
  const spies = {
    notify: vi.fn(),
    onEditCell: vi.fn(),
    onOpenRegister: vi.fn(),
    onSearchChange: vi.fn(),
    onOrderByChange: vi.fn(),
    onAddRow: vi.fn(),
    onSave: vi.fn(),
  };
  const observed: Observed = { selection: new Set(), pending: noPendingEdits, handle: null };
  const { rerender } = render(
    <Harness calls={calls} observed={observed} props={{ ...spies, ...overrides }} />,
  );
  return {
    rerender: (props: Partial<AttendanceGridProps>) =>
      rerender(<Harness calls={calls} observed={observed} props={{ ...spies, ...overrides, ...props }} />),
    calls,
    spies,
    state: observed,
    handle: {
      get current() {
        return observed.handle;
      },
    },
    user: userEvent.setup(),
  };
}

// getByRole over a whole grid is slow in jsdom; the grid's own class finds it at once.
const grid = () => document.querySelector<HTMLElement>('.mg-grid') as HTMLElement;
const rowOf = (code: string) => screen.getByText(code).closest<HTMLElement>('[role="row"]') as HTMLElement;
const cellOf = (code: string, date: string) => {
  const column = days.indexOf(date) + 2; // aria-colindex is 1-based, after the Employees column
  return within(rowOf(code))
    .getAllByRole('gridcell')
    .find((cell) => cell.getAttribute('aria-colindex') === String(column)) as HTMLElement;
};
const firstCode = fixture.records[0]?.code ?? '';
const loaded = () => screen.findByText(firstCode);

describe('AttendanceGrid', { timeout: 30_000 }, () => {
  it('heads one column per day with the weekday and day number, between the pinned columns', async () => {
    renderGrid();
    await loaded();
    const headers = within(grid()).getAllByRole('columnheader');
    expect(grid().getAttribute('aria-label')).toBe('Attendance grid');
    expect(headers[0]?.textContent).toContain('Employees');
    expect(headers[1]?.textContent).toBe('Sun1');
    expect(headers[2]?.textContent).toBe('Mon2');
    expect(headers.at(-1)?.textContent).toBe('Total');
    // Columns are virtualised: the grid counts them all but renders those in view.
    expect(grid().getAttribute('aria-colcount')).toBe(String(days.length + 2));
    expect(headers[0]?.className).toContain('rdg-cell-frozen');
    expect(headers.at(-1)?.className).toContain('rdg-cell-frozen');
  });

  it('translates the weekdays', async () => {
    renderGrid({ locale: 'fr' });
    await screen.findByText(firstCode);
    expect(within(grid()).getAllByRole('columnheader')[2]?.textContent).toBe('lun.2');
  });

  it('loads rows in blocks of 100 and prefetches the next two', async () => {
    const { calls, handle } = renderGrid();
    await loaded();
    await waitFor(() =>
      expect(calls).toEqual([
        { offset: 0, limit: 100 },
        { offset: 100, limit: 100 },
        { offset: 200, limit: 100 },
      ]),
    );
    expect(handle.current?.rowCount()).toBe(250);
    await waitFor(() => expect(handle.current?.loadedRows()).toHaveLength(250));
  });

  it('loads the blocks around the rows scrolled to, and reloads them when reloadToken changes', async () => {
    const { calls, rerender } = renderGrid();
    await loaded();
    await waitFor(() => expect(calls).toHaveLength(3));
    const element = grid();
    element.scrollTop = 160 * 70;
    fireEvent.scroll(element);
    expect(calls).toHaveLength(3); // blocks 0–2 are cached
    calls.length = 0;
    rerender({ reloadToken: 1 });
    // The visible block first, then its neighbours; the old rows stay shown meanwhile.
    expect(screen.getByText(fixture.records[162]?.code ?? '')).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.offset)).toEqual([100, 200, 0]));
  });

  it('shows a cell code, shift, hours, marks and the employee totals', async () => {
    renderGrid();
    await loaded();
    const { record, day } = findDay(
      (d) => d.att_type?.code === 'P' && d.attendance_status === 'final_approved',
    );
    const cell = cellOf(record.code, day.attendance_date);
    expect(cell.textContent).toContain('P');
    expect(cell.textContent).toContain(day.shift_code?.slice(0, 2));
    const hours = `${String(Math.floor(day.working_minutes / 60)).padStart(2, '0')}:${String(day.working_minutes % 60).padStart(2, '0')}`;
    expect(cell.textContent).toContain(hours);
    expect(within(cell).getByRole('img', { name: 'Final approved' })).toBeTruthy();
    const total = within(rowOf(record.code)).getAllByRole('gridcell').at(-1) as HTMLElement;
    expect(total.textContent).toContain(`Payable days${record.totals.total_payable_days}`);
    const manual = findDay((d) => d.attendance_edit_type === 'manual');
    expect(
      within(cellOf(manual.record.code, manual.day.attendance_date)).getByRole('img', {
        name: 'Manual edit',
      }),
    ).toBeTruthy();
    const deficit = findDay((d) => d.deficit_minutes < 0);
    expect(
      within(cellOf(deficit.record.code, deficit.day.attendance_date)).getByTitle('Deficit').textContent,
    ).toBe('*');
  });

  it('sums the loaded rows per day in the pinned totals row', async () => {
    renderGrid();
    await loaded();
    await waitFor(() => expect(screen.getByText('250 employees')).toBeTruthy());
    const summary = grid().querySelector('.rdg-summary-row') as HTMLElement;
    const date = '2026-11-02';
    const working = fixture.records
      .flatMap((r) => r.days)
      .filter((d) => d.attendance_date === date)
      .reduce((sum, d) => sum + d.working_minutes, 0);
    const punches = fixture.records
      .flatMap((r) => r.days)
      .filter((d) => d.attendance_date === date)
      .reduce((sum, d) => sum + d.total_punch_count, 0);
    const hours = `${String(Math.floor(working / 60)).padStart(2, '0')}:${String(working % 60).padStart(2, '0')}`;
    // each day's hours over its punches, the row saying so under the employee count (issue #19 item 6)
    const label = 'Each day: hours worked, punches';
    expect(within(summary).getByText(label)).toBeTruthy();
    const dayTotals = () =>
      within(summary)
        .getAllByTitle(label)
        .map((cell) => cell.textContent);
    // The blocks around the visible one are fetched after the first paint: wait for all three.
    await waitFor(() => expect(dayTotals()).toContain(`${hours}${punches}`));
    expect(summary.textContent).toContain(`Payable days${fixture.aggregateSummary.total_payable_days}`);
  });

  it('selects with a click, Space, Ctrl+click, Shift+click and Shift+arrows, and all loaded cells with Ctrl+A', async () => {
    const { state, user } = renderGrid();
    await loaded();
    const first = fixture.records[0];
    const second = fixture.records[1];
    if (!first || !second) throw new Error('fixture rows');
    // a plain click selects that one cell (issue #27 item 8); Space toggles it
    await user.click(cellOf(second.code, '2026-11-05'));
    await user.click(cellOf(first.code, '2026-11-03'));
    expect([...state.selection]).toEqual([`${first.id}|2026-11-03`]);
    await user.keyboard(' ');
    expect(state.selection.size).toBe(0);
    await user.keyboard(' ');
    expect([...state.selection]).toEqual([`${first.id}|2026-11-03`]);
    await user.keyboard('{Shift>}{ArrowRight}{ArrowDown}{/Shift}');
    expect(new Set(state.selection)).toEqual(
      new Set([
        `${first.id}|2026-11-03`,
        `${first.id}|2026-11-04`,
        `${second.id}|2026-11-03`,
        `${second.id}|2026-11-04`,
      ]),
    );
    await user.keyboard('{Control>}');
    await user.click(cellOf(second.code, '2026-11-10'));
    await user.keyboard('{/Control}');
    expect(state.selection.has(`${second.id}|2026-11-10`)).toBe(true);
    await user.keyboard(' ');
    expect(state.selection.has(`${second.id}|2026-11-10`)).toBe(false);
    // Shift+click: the rectangle from the cell last clicked
    await user.click(cellOf(first.code, '2026-11-03'));
    await user.keyboard('{Shift>}');
    await user.click(cellOf(second.code, '2026-11-05'));
    await user.keyboard('{/Shift}');
    expect(state.selection.size).toBe(6);
    expect(state.selection.has(`${second.id}|2026-11-04`)).toBe(true);
    await waitFor(() => expect(screen.getByText('250 employees')).toBeTruthy());
    await user.keyboard('{Control>}a{/Control}');
    expect(state.selection.size).toBe(250 * days.length);
  });

  it('marks the selected day cells aria-selected in a multi-selectable grid', async () => {
    const { user } = renderGrid();
    await loaded();
    const first = fixture.records[0];
    if (!first) throw new Error('fixture rows');
    expect(grid().getAttribute('aria-multiselectable')).toBe('true');
    const chosen = cellOf(first.code, '2026-11-03');
    const next = cellOf(first.code, '2026-11-04');
    // A click selects the cell; Space toggles it.
    await user.click(chosen);
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await user.keyboard(' ');
    expect(chosen.getAttribute('aria-selected')).toBe('false');
    await user.keyboard(' ');
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    // Focus moved by the keyboard selects nothing; the one selected before stays so.
    expect(next.getAttribute('aria-selected')).toBe('false');
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    const below = cellOf(fixture.records[1]?.code ?? '', '2026-11-04');
    expect([next, below].map((cell) => cell.getAttribute('aria-selected'))).toEqual(['true', 'true']);
    await user.keyboard(' ');
    expect(below.getAttribute('aria-selected')).toBe('false');
  });

  it('shows the tooltip of a day cell focused from the keyboard, and hides it on Escape and blur', async () => {
    const { user } = renderGrid();
    await loaded();
    const { record, day } = findDay((d) => d.attendance_edit_type === 'manual');
    const target = cellOf(record.code, day.attendance_date);
    const before = target.previousElementSibling as HTMLElement;
    const tooltip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
    // Click the cell before it, then move onto the day with the keyboard: the tooltip shows at once.
    await user.click(before);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(target);
    const site = fixture.references.sites.find((s) => s.id === day.sites_id)?.label ?? '';
    expect(tooltip()?.textContent).toContain(site);
    expect(within(tooltip() as HTMLElement).getByText('Manual')).toBeTruthy();
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    expect(tooltip()?.textContent).toContain(site);
    act(() => target.blur());
    expect(tooltip()).toBeNull();
  });

  it('opens the editor with Enter and double click, and calls Alt+I and Alt+S', async () => {
    const { spies, user } = renderGrid();
    await loaded();
    const first = fixture.records[0];
    if (!first) throw new Error('fixture rows');
    await user.click(cellOf(first.code, '2026-11-05'));
    await user.keyboard('{Enter}');
    expect(spies.onEditCell).toHaveBeenLastCalledWith(
      expect.objectContaining({ employee: first, date: '2026-11-05', pending: null }),
    );
    await user.dblClick(cellOf(first.code, '2026-11-06'));
    expect(spies.onEditCell).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-11-06' }));
    await user.keyboard('{Alt>}i{/Alt}');
    await user.keyboard('{Alt>}s{/Alt}');
    expect(spies.onAddRow).toHaveBeenCalledTimes(1);
    expect(spies.onSave).toHaveBeenCalledTimes(1);
  });

  it('copies a cell and pastes it onto the selection as queued edits with fresh ids', async () => {
    const { state, user, spies } = renderGrid();
    await loaded();
    const source = findDay((d) => d.att_type?.code === 'P' && d.attendance_status === null);
    const targets = source.record.days.filter(
      (d) =>
        d.attendance_status === null &&
        d.att_type?.code !== 'L' &&
        d.attendance_date !== source.day.attendance_date,
    );
    const [one, two] = targets;
    if (!one || !two) throw new Error('fixture days');
    await user.click(cellOf(source.record.code, source.day.attendance_date));
    await user.keyboard('{Control>}c{/Control}');
    // a click selects the first target, Ctrl+click adds the second
    await user.click(cellOf(source.record.code, one.attendance_date));
    await user.keyboard('{Control>}');
    await user.click(cellOf(source.record.code, two.attendance_date));
    await user.keyboard('{/Control}');
    // pasting over a day a device punched asks first; declined, nothing is queued
    expect([one, two].some((day) => day.total_punch_count > 0)).toBe(true);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.keyboard('{Control>}v{/Control}');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(state.pending.size).toBe(0);
    confirm.mockReturnValue(true);
    await user.keyboard('{Control>}v{/Control}');
    confirm.mockRestore();
    expect(spies.notify).not.toHaveBeenCalled();
    const edits = [...state.pending.values()];
    expect(edits.map((e) => e.attendance_date).sort()).toEqual(
      [one.attendance_date, two.attendance_date].sort(),
    );
    expect(new Set(edits.map((e) => e.id)).size).toBe(2);
    expect(edits[0]).toMatchObject({
      employees_id: source.record.id,
      att_type: source.day.att_type?.id,
      working_minutes: source.day.working_minutes,
      overtime_minutes: source.day.overtime_minutes,
      shifts_id: source.day.shifts_id,
    });
    expect(cellOf(source.record.code, one.attendance_date).querySelector('.mg-pending')).not.toBeNull();
  });

  it("warns 'Leaves cannot be copied' and refuses pasting onto approved cells", async () => {
    const { state, user, spies } = renderGrid();
    await loaded();
    const leave = findDay((d) => d.att_type?.code === 'L');
    await user.click(cellOf(leave.record.code, leave.day.attendance_date));
    await user.keyboard('{Control>}c{/Control}');
    expect(spies.notify).toHaveBeenCalledWith('warning', 'Leaves cannot be copied');
    const source = findDay((d) => d.att_type?.code === 'P' && d.attendance_status === null);
    const approved = findDay((d) => d.attendance_status === 'final_approved');
    await user.click(cellOf(source.record.code, source.day.attendance_date));
    await user.keyboard('{Control>}c{/Control}');
    await user.click(cellOf(approved.record.code, approved.day.attendance_date));
    await user.keyboard('{Control>}v{/Control}');
    expect(spies.notify).toHaveBeenLastCalledWith('warning', 'Approved attendance cannot be edited');
    expect(state.pending.size).toBe(0);
  });

  it('debounces the search 2 s, switches the sort and opens the register view', async () => {
    const { spies, user } = renderGrid();
    await loaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), {
        target: { value: 'ravi' },
      });
      act(() => vi.advanceTimersByTime(1900));
      expect(spies.onSearchChange).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(200));
      expect(spies.onSearchChange).toHaveBeenCalledWith('ravi');
    } finally {
      vi.useRealTimers();
    }
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(spies.onOrderByChange).toHaveBeenCalledWith('name');
    await user.click(within(rowOf(firstCode)).getByRole('button', { name: 'Show Register View' }));
    expect(spies.onOpenRegister).toHaveBeenCalledWith(fixture.records[0]);
  });

  it('dims or hides cells the legend leaves out', async () => {
    const { user } = renderGrid();
    await loaded();
    const present = findDay((d) => d.att_type?.code === 'P');
    const types = screen.getByRole('region', { name: 'Legend' });
    await user.click(within(types).getByRole('checkbox', { name: /^P\b/ }));
    expect(
      cellOf(present.record.code, present.day.attendance_date).querySelector('.mg-dimmed'),
    ).not.toBeNull();
    await user.click(within(types).getByRole('checkbox', { name: 'Hide unselected' }));
    const hidden = cellOf(present.record.code, present.day.attendance_date).querySelector('.mg-hidden');
    expect(hidden?.textContent).toBe('');
  });

  it('shows the hovered cell details in one tooltip', async () => {
    renderGrid();
    await loaded();
    const { record, day } = findDay((d) => d.attendance_edit_type === 'manual');
    const inner = cellOf(record.code, day.attendance_date).querySelector('.mg-cell') as HTMLElement;
    fireEvent.mouseOver(inner);
    // Queried by selector: role queries over the whole grid are slow in jsdom.
    const tooltip = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('[role="tooltip"]');
        if (!found) throw new Error('no tooltip yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(1);
    const site = fixture.references.sites.find((s) => s.id === day.sites_id)?.label ?? '';
    expect(tooltip.textContent).toContain(site);
    expect(within(tooltip).getByText('Details')).toBeTruthy();
    expect(within(tooltip).getAllByRole('row')).toHaveLength(1 + day.exception.length);
    expect(within(tooltip).getByText('Manual')).toBeTruthy();
  });
});
