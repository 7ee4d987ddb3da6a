import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notify } from '../attendance/types';
import { type FixtureLeave, fixtureLeave, fixtureLeavesClient } from './fixture-leaves';
import { LeavesCalendar, type LeavesCalendarProps } from './LeavesCalendar';
import { istMidnight, periodDays } from './leave-calendar';

afterEach(cleanup);

const employee = { id: 'e1', code: 'DI001', name: 'Asha Sharma' };
const period = (from: string, days: number): [string, string] => [
  istMidnight(from),
  istMidnight(new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)),
];

/** The stored leaves of the server, for the fake client to filter as `txn_leaves_list` does. */
const stored: FixtureLeave[] = [
  fixtureLeave('l1', 'e1', '2026-11-10', { days: 2, status: 'final_approved' }),
  fixtureLeave('l2', 'e1', '2026-11-16', { type: 'SL', status: 'rejected', half: 'second_half' }),
  fixtureLeave('l3', 'e1', '2026-12-03', { type: 'EL' }),
  fixtureLeave('l4', 'e2', '2026-11-20'),
];

function show(overrides: Partial<LeavesCalendarProps> = {}) {
  const { client, asked } = fixtureLeavesClient(stored);
  const onApply = vi.fn<LeavesCalendarProps['onApply']>();
  const notify = vi.fn<Notify>();
  const props: LeavesCalendarProps = {
    client,
    employee,
    locale: 'eng',
    onApply,
    notify,
    today: '2026-11-22',
    ...overrides,
  };
  const view = render(<LeavesCalendar {...props} />);
  return { ...view, props, asked, onApply, notify, user: userEvent.setup() };
}

const day = (label: RegExp | string) => screen.getByRole('button', { name: label });

describe('LeavesCalendar', () => {
  it("shows the month's leaves of the employee with their type code, status and half", async () => {
    const { asked } = show();
    expect(screen.getByRole('heading', { name: /Leaves calendar — Asha Sharma \(DI001\)/ })).toBeTruthy();
    expect(screen.getByText('November 2026')).toBeTruthy();
    await waitFor(() => expect(day('Tue, 10 Nov, 2026: CL · Approved')).toBeTruthy());
    expect(day('Wed, 11 Nov, 2026: CL · Approved')).toBeTruthy();
    expect(day('Mon, 16 Nov, 2026: SL · Rejected · Second half')).toBeTruthy();
    // Another employee's leave is not asked for.
    expect(day('Fri, 20 Nov, 2026')).toBeTruthy();
    expect(asked[0]).toMatchObject({ name: 'txn_leaves_list', folder: 'leaves' });

    const cell = day(/10 Nov, 2026/).closest('td') as HTMLElement;
    expect(cell.querySelector('.mgl-leave')?.className).toBe(
      'mgl-leave mgl-status-final_approved mgl-part-full_day',
    );
    const half = day(/16 Nov, 2026/).closest('td') as HTMLElement;
    expect(half.querySelector('.mgl-leave')?.className).toContain('mgl-part-second_half');
    expect(within(half).getByText('Rejected')).toBeTruthy();
    // Monday first: the first header is Monday, and 1 Nov 2026 (a Sunday) closes the first week.
    expect(screen.getAllByRole('columnheader')[0]?.textContent).toBe('Mon');
    expect(screen.getAllByRole('row')[1]?.querySelectorAll('.mgl-blank')).toHaveLength(6);
  });

  it('moves between months, no earlier than Nov 2024', async () => {
    const { user, asked } = show({ today: '2024-12-05' });
    expect(screen.getByText('December 2024')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('November 2024')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(JSON.stringify(asked[1]?.params)).toContain(istMidnight('2024-11-01'));
  });

  it('shows the next month when asked, with its leaves', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeTruthy();
    await waitFor(() => expect(day('Thu, 3 Dec, 2026: EL · Created')).toBeTruthy());
  });

  it('picks free days and applies for them; a day with a leave is not picked', async () => {
    const { user, onApply, notify } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    await user.click(day('Wed, 4 Nov, 2026'));
    await user.keyboard('{Shift>}');
    await user.click(day('Fri, 6 Nov, 2026'));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('Days picked: 3')).toBeTruthy();
    expect(day('Thu, 5 Nov, 2026').getAttribute('aria-pressed')).toBe('true');

    await user.click(day(/10 Nov, 2026/));
    expect(notify).toHaveBeenCalledWith('warning', 'A leave is already on this day');
    // A rejected leave frees its day.
    await user.click(day(/16 Nov, 2026/));
    expect(day(/16 Nov, 2026/).getAttribute('aria-pressed')).toBe('true');
    // A range over a day with a leave is refused, the picked day kept.
    await user.keyboard('{Shift>}');
    await user.click(day('Fri, 6 Nov, 2026'));
    await user.keyboard('{/Shift}');
    expect(notify).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Apply for leave' }));
    expect(onApply).toHaveBeenCalledWith({
      employees_id: [{ id: 'e1', code: 'DI001' }],
      leave_days: [{ leave_period: period('2026-11-16', 1) }],
    });
  });

  it('loads the month again when the reload token changes', async () => {
    const { rerender, props } = show();
    await waitFor(() => expect(day(/10 Nov, 2026: CL/)).toBeTruthy());
    stored.push(fixtureLeave('l5', 'e1', '2026-11-25'));
    rerender(<LeavesCalendar {...props} reloadToken={1} />);
    await waitFor(() => expect(day('Wed, 25 Nov, 2026: CL · Created')).toBeTruthy());
    stored.pop();
  });

  it('speaks French', async () => {
    show({ locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Demander un congé' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Approuvé').length).toBeGreaterThan(1));
    expect(periodDays(period('2026-11-10', 2))).toEqual(['2026-11-10', '2026-11-11']);
  });
});
