import '../testing/dom-setup';
import { projectPay } from '@muster/payroll-rules';
import { testPayslipInputs } from '@muster/payroll-rules/testing';
import { type EmployeeAttendance, rupeeFormat } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttendanceGrid, type AttendanceGridProps } from '../grid/AttendanceGrid';
import { noPendingEdits, queueEdit } from '../pending-edits';
import { daysBetween, fixtureFetchBlock } from '../testing/fixture';
import { fixtureTxnClient } from '../testing/fixture-client';
import { editorReferences, officer, testDay, testEmployee } from '../testing/test-cells';
import type { AttendanceQuery, PendingEdit } from '../types';
import { payslipsInputsLoader } from './payslip-inputs-loader';

afterEach(cleanup);

// Live pay in the attendance grid's totals column (issue #32 item 4).
const references = editorReferences();
const from = '2026-11-01';
const to = '2026-11-30';
const today = '2026-11-05';
const inputs = testPayslipInputs('2026-11');
const employees: EmployeeAttendance[] = ['E1', 'E2'].map((code, at) => ({
  ...testEmployee(references),
  id: `employee-${at}`,
  code,
  days: [
    testDay(references, '2026-11-02', 'P', { attendance_status: 'final_approved', payable_days: 1 }),
    testDay(references, '2026-11-03', 'P', { payable_days: 1 }),
  ],
}));
const query: AttendanceQuery = { business: 'demo', from, to, filters: {}, search: '', orderBy: 'code' };
const rupees = rupeeFormat('eng');
/** The register's projection of the fixture's days: what the grid must show. */
const projectedGross = (payable: number[]) =>
  projectPay(
    inputs,
    payable.map((payableDays, at) => ({
      day: `2026-11-0${at + 2}`,
      attType: 'P' as const,
      overtimeMinutes: 0,
      deficitMinutes: 0,
      payableDays,
      status: at === 0 ? 'final_approved' : null,
    })),
    today,
  );

function grid(props: Partial<AttendanceGridProps>) {
  return (
    <AttendanceGrid
      query={query}
      fetchBlock={fixtureFetchBlock(employees)}
      days={daysBetween(from, to)}
      references={references}
      user={officer}
      locale="eng"
      showInOut={false}
      selection={new Set()}
      onSelectionChange={vi.fn()}
      pendingEdits={noPendingEdits}
      onQueueEdit={vi.fn()}
      today={today}
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

/** The figure after 'Projected gross' in an employee's totals cell. */
const grossOf = (code: string) => {
  const row = screen.getByText(code).closest('[role="row"]') as HTMLElement;
  const total = within(row).getAllByRole('gridcell').at(-1) as HTMLElement;
  return within(total).queryByText('Projected gross')?.nextElementSibling as HTMLElement | null | undefined;
};

describe('projected gross in the attendance grid', () => {
  it("shows each employee's projected gross as the register projects it, the page's inputs asked in one call", async () => {
    const client = fixtureTxnClient(employees, references, { payslipInputs: inputs });
    const { rerender } = render(grid({ loadPayslipsInputs: payslipsInputsLoader(client, 'demo') }));
    const expected = projectedGross([1, 1]);
    expect(expected.payslip?.totals.gross_pay).toBeGreaterThan(0);
    await waitFor(
      () =>
        expect(grossOf('E1')?.textContent).toBe(`${rupees.format(expected.payslip?.totals.gross_pay ?? 0)}*`),
      {
        timeout: 20_000,
      },
    );
    expect(grossOf('E2')?.textContent).toBe(`${rupees.format(expected.payslip?.totals.gross_pay ?? 0)}*`);
    // the mark's note is the panel's: one day unapproved, the month's days still to come
    expect(grossOf('E1')?.title).toBe(
      '1 days not approved yet, counted as they stand\n25 days of the month still to come, not counted',
    );
    const asked = client.sent.filter((txn) => txn.name === 'txn_payslips_inputs');
    expect(asked.map((txn) => txn.params)).toEqual([
      { employees_ids: ['employee-0', 'employee-1'], month: '2026-11' },
    ]);

    // the 3rd made absent in the grid, not saved: E1's figure follows, E2's stays
    const absent = {
      id: 'edit',
      employees_id: 'employee-0',
      attendance_id: employees[0]?.days[1]?.id ?? null,
      attendance_date: '2026-11-03',
      att_type: references.attendanceTypes.find((type) => type.code === 'A')?.id ?? null,
    } as PendingEdit;
    rerender(
      grid({
        loadPayslipsInputs: payslipsInputsLoader(client, 'demo'),
        pendingEdits: queueEdit(noPendingEdits, absent),
      }),
    );
    const after = projectPay(
      inputs,
      [
        {
          day: '2026-11-02',
          attType: 'P',
          overtimeMinutes: 0,
          deficitMinutes: 0,
          payableDays: 1,
          status: 'final_approved',
        },
      ],
      today,
    ).payslip?.totals.gross_pay;
    expect(after).toBeLessThan(expected.payslip?.totals.gross_pay ?? 0);
    await waitFor(() => expect(grossOf('E1')?.textContent).toContain(rupees.format(after ?? 0)));
    expect(grossOf('E2')?.textContent).toContain(rupees.format(expected.payslip?.totals.gross_pay ?? 0));
  });

  it('shows no figure and asks nothing without the loader (a user who does not read pay)', async () => {
    const client = fixtureTxnClient(employees, references, { payslipInputs: inputs });
    render(grid({}));
    await screen.findByText('E1', {}, { timeout: 20_000 });
    expect(grossOf('E1')).toBeUndefined();
    expect(screen.queryByText('Projected gross')).toBeNull();
    expect(client.sent).toEqual([]);
  });

  it("says so where the server answers no employee's inputs", async () => {
    const client = fixtureTxnClient(employees, references);
    render(grid({ loadPayslipsInputs: payslipsInputsLoader(client, 'demo') }));
    await waitFor(() => expect(grossOf('E1')?.title).toBe('No pay to show for this employee'), {
      timeout: 20_000,
    });
    expect(grossOf('E1')?.textContent).toBe('—*');
  });
});
