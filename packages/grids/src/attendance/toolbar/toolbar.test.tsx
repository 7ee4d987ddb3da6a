import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { makeAttendanceFixture } from '../testing/fixture';
import { AttendanceToolbar, type AttendanceToolbarProps } from './AttendanceToolbar';
import { FilterPanel } from './FilterPanel';
import { toolbarFlags } from './toolbar-flags';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const { references } = makeAttendanceFixture({ employees: 3, from: '2026-11-01', to: '2026-11-07' });
const user = {
  employeeId: 'e1',
  isAdmin: false,
  isAO: true,
  isRO: false,
  isHR: false,
  isDCO: false,
  ownBusiness: true,
};

function renderToolbar(overrides: Partial<AttendanceToolbarProps> = {}) {
  const props: AttendanceToolbarProps = {
    t: gridsTranslator('eng'),
    locale: 'eng',
    today: '2026-11-22',
    period: { kind: 'month', start: '2026-11-01' },
    onPeriodChange: vi.fn(),
    businesses: [
      { id: 'p1', swhandle: 'demo', label: 'Demo' },
      { id: 'p2', swhandle: 'acme', label: 'Acme' },
    ],
    selectedBusiness: 'p1',
    onBusinessChange: vi.fn(),
    showInOut: false,
    onShowInOutChange: vi.fn(),
    flags: toolbarFlags(user),
    selectedCount: 0,
    pendingCount: 0,
    busy: false,
    onAddRow: vi.fn(),
    onRemoveRow: vi.fn(),
    onDeselectAll: vi.fn(),
    onApprove: vi.fn(),
    onReject: vi.fn(),
    onSettle: vi.fn(),
    onSave: vi.fn(),
    ...overrides,
  };
  render(<AttendanceToolbar {...props} />);
  return props;
}

describe('the attendance toolbar', () => {
  it('steps back a month, stops at the current one, and switches to the week of today', async () => {
    const props = renderToolbar();
    expect(screen.getByLabelText('Pick a month')).toHaveProperty('value', '2026-11');
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(props.onPeriodChange).toHaveBeenLastCalledWith({ kind: 'month', start: '2026-10-01' });
    await userEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(props.onPeriodChange).toHaveBeenLastCalledWith({ kind: 'week', start: '2026-11-16' });
  });

  it('writes out a week’s days', () => {
    renderToolbar({ period: { kind: 'week', start: '2026-11-16' } });
    expect(screen.getByText(/16.*22 Nov 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeTruthy();
  });

  it('cannot go before November 2024', () => {
    renderToolbar({ period: { kind: 'month', start: '2024-11-01' } });
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    const months = [...screen.getByLabelText('Pick a month').querySelectorAll('option')].map((o) => o.value);
    expect(months.at(-1)).toBe('2024-11');
    expect(months[0]).toBe('2026-11');
  });

  it('offers Approve, Reject and Settle to an AO, and Save with the unsaved count', async () => {
    const props = renderToolbar({ pendingCount: 2, selectedCount: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settle' }));
    expect(props.onApprove).toHaveBeenCalledOnce();
    expect(props.onReject).toHaveBeenCalledOnce();
    expect(props.onSettle).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /Save/ }).textContent).toContain('2');
    expect(screen.getByText('3 cells selected')).toBeTruthy();
  });

  it('hides approvals from others and Save from the admin', () => {
    renderToolbar({ flags: toolbarFlags({ ...user, isAO: false, isRO: true }) });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    cleanup();
    renderToolbar({ flags: toolbarFlags({ ...user, isAdmin: true }), pendingCount: 0 });
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('tells an RO or HR who approves, where Approve and Reject would be (issue #32 item 5)', () => {
    const note = 'Attendance is approved or rejected by the administrator or an attendance officer';
    for (const role of ['isHR', 'isRO'] as const) {
      renderToolbar({ flags: toolbarFlags({ ...user, isAO: false, [role]: true }) });
      expect(screen.getByText(note)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
      cleanup();
    }
    // in French too: the note is a catalogue text, not English left in
    renderToolbar({ t: gridsTranslator('fr'), flags: toolbarFlags({ ...user, isAO: false, isHR: true }) });
    expect(screen.getByText(/approuvée ou rejetée par l’administrateur/)).toBeTruthy();
    cleanup();
    // those who approve see the buttons and no note; an ordinary employee neither
    for (const flags of [
      toolbarFlags(user),
      toolbarFlags({ ...user, isAO: false, isAdmin: true, isHR: true }),
    ]) {
      renderToolbar({ flags });
      expect(screen.queryByText(note)).toBeNull();
      cleanup();
    }
    renderToolbar({ flags: toolbarFlags({ ...user, isAO: false }) });
    expect(screen.queryByText(note)).toBeNull();
  });

  it("shows the admin's Save once it has queued edits, with their count (issue #32)", async () => {
    const props = renderToolbar({ flags: toolbarFlags({ ...user, isAdmin: true }), pendingCount: 3 });
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save.textContent).toContain('3');
    await userEvent.click(save);
    expect(props.onSave).toHaveBeenCalledOnce();
  });

  it('changes the business and the in/out checkbox', async () => {
    const props = renderToolbar();
    await userEvent.selectOptions(screen.getByLabelText('Business'), 'p2');
    expect(props.onBusinessChange).toHaveBeenCalledWith('p2');
    await userEvent.click(screen.getByLabelText('Show in/out time'));
    expect(props.onShowInOutChange).toHaveBeenCalledWith(true);
  });
});

describe('the filter panel', () => {
  it('applies the chosen ids once, 1 s after the last change', async () => {
    const onFiltersChange = vi.fn();
    render(
      <FilterPanel
        t={gridsTranslator('eng')}
        references={references}
        approves
        onFiltersChange={onFiltersChange}
      />,
    );
    const [firstSite, secondSite] = references.sites;
    await userEvent.click(screen.getByRole('button', { name: 'Sites' }));
    // Fake timers from here: the debounce is what is measured.
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(firstSite?.label ?? '-') }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(secondSite?.label ?? '-') }));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onFiltersChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onFiltersChange).toHaveBeenCalledOnce();
    expect(onFiltersChange).toHaveBeenCalledWith({ sites_id: [firstSite?.id, secondSite?.id] });
  });

  it('searches the options and shows Reporting Officer to approvers only', async () => {
    const onFiltersChange = vi.fn();
    const { rerender } = render(
      <FilterPanel
        t={gridsTranslator('eng')}
        references={references}
        approves={false}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Reporting Officer' })).toBeNull();
    rerender(
      <FilterPanel
        t={gridsTranslator('eng')}
        references={references}
        approves
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reporting Officer' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Shifts' }));
    await userEvent.type(screen.getByLabelText('Search options'), 'night');
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Night 22:00–06:00NGT',
    ]);
    expect(onFiltersChange).not.toHaveBeenCalled();
  });
});
