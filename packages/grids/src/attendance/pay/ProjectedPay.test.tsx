import '../testing/dom-setup';
import { projectPay } from '@muster/payroll-rules';
import { testPayslipInputs } from '@muster/payroll-rules/testing';
import { type EmployeeAttendance, rupeeFormat } from '@muster/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyAttendanceMonth } from '../month/MyAttendanceMonth';
import { RegisterView } from '../register/RegisterView';
import { fixtureFetchBlock } from '../testing/fixture';
import { fixtureTxnClient } from '../testing/fixture-client';
import { editorReferences, officer, ordinaryUser, testDay, testEmployee } from '../testing/test-cells';
import type { PendingEdit } from '../types';
import { payslipInputsLoader } from './payslip-inputs-loader';

afterEach(cleanup);

// Live pay (issue #32 item 4) on the phone month and in the register view.
const references = editorReferences();
const employeeId = ordinaryUser.employeeId ?? '';
const inputs = testPayslipInputs('2026-11');
const employee: EmployeeAttendance = {
  ...testEmployee(references),
  id: employeeId,
  days: [
    testDay(references, '2026-11-02', 'P', { attendance_status: 'final_approved', payable_days: 1 }),
    testDay(references, '2026-11-03', 'P', { payable_days: 1 }),
    testDay(references, '2026-11-04', 'P', { attendance_status: 'final_approved', payable_days: 1 }),
  ],
};
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('projected pay', () => {
  it("shows an employee's own month's projected gross, deductions and net in its language, and what it lacks", async () => {
    const client = fixtureTxnClient([employee], references, { payslipInputs: inputs });
    render(
      <MyAttendanceMonth
        client={client}
        employeeId={employeeId}
        swhandle="demo"
        references={references}
        locale="hin"
        notify={vi.fn()}
        today="2026-11-05"
      />,
    );
    await screen.findByText('सकल वेतन', {}, { timeout: 20_000 });
    // 3 payable days of 30 on ₹20,000: ₹2,000; EPF 12% ₹240 and ESI 0.75% ₹15 (rounded up)
    const rupees = rupeeFormat('hin');
    expect(figure('सकल वेतन')).toBe(rupees.format(2000));
    expect(figure('भविष्य निधि')).toBe(rupees.format(240));
    expect(figure('शुद्ध वेतन')).toBe(rupees.format(1745));
    expect(screen.getByText('1 दिन अभी स्वीकृत नहीं, जैसे हैं वैसे गिने गए')).toBeTruthy();
    expect(screen.getByText('महीने के 25 दिन अभी आने बाकी हैं, गिने नहीं गए')).toBeTruthy();
    const asked = client.sent.find((txn) => txn.name === 'txn_payslips_inputs');
    expect(asked?.params).toEqual({ employees_id: employeeId, month: '2026-11' });
  });

  it("names a deduction payhead in the employee's language, as its salary structure names it", async () => {
    const [basic] = inputs.payheads ?? [];
    if (!basic) throw new Error('the test inputs have no payhead');
    const canteen = {
      ...basic,
      sequence: 2,
      code: 'CANTEEN',
      name: { eng: 'Canteen', hin: 'कैंटीन' },
      payhead_type: 'deduction' as const,
      formula: '100',
      prorate: false,
      wage_component: false,
    };
    const withCanteen = { ...inputs, payheads: [basic, canteen] };
    const client = fixtureTxnClient([employee], references, { payslipInputs: withCanteen });
    render(
      <MyAttendanceMonth
        client={client}
        employeeId={employeeId}
        swhandle="demo"
        references={references}
        locale="hin"
        notify={vi.fn()}
        today="2026-11-05"
      />,
    );
    await screen.findByText('कैंटीन', {}, { timeout: 20_000 });
    expect(figure('कैंटीन')).toBe(rupeeFormat('hin').format(100));
  });

  it('says why when the server refuses the inputs', async () => {
    render(
      <MyAttendanceMonth
        client={fixtureTxnClient([employee], references)}
        employeeId={employeeId}
        swhandle="demo"
        references={references}
        locale="fr"
        notify={vi.fn()}
        today="2026-11-05"
      />,
    );
    expect(await screen.findByText('Aucun salaire à afficher pour cet employé')).toBeTruthy();
  });

  it('recomputes the register view’s projection from an unsaved edit, and shows none without the loader', async () => {
    const client = fixtureTxnClient([employee], references, { payslipInputs: inputs });
    const props = {
      fetchBlock: fixtureFetchBlock([employee]),
      initialOffset: 0,
      from: '2026-11-01',
      to: '2026-11-30',
      employees: [{ id: employeeId, code: employee.code, name: 'Asha' }],
      references,
      user: officer,
      locale: 'eng' as const,
      today: '2026-11-05',
      onEditCell: vi.fn(),
      onClose: vi.fn(),
      notify: vi.fn(),
      loadPayslipInputs: payslipInputsLoader(client, 'demo'),
    };
    const { rerender } = render(<RegisterView {...props} />);
    // the register's grid renders slowly in jsdom on a busy machine: a wait, not a measure
    await screen.findByText('Net pay', {}, { timeout: 20_000 });
    const rupees = rupeeFormat('eng');
    const days = (payable: number[]) =>
      payable.map((payableDays, at) => ({
        day: `2026-11-0${at + 2}`,
        attType: 'P' as const,
        overtimeMinutes: 0,
        deficitMinutes: 0,
        payableDays,
        status: null,
      }));
    const net = (payable: number[]) =>
      projectPay(inputs, days(payable), '2026-11-05').payslip?.totals.net_pay ?? 0;
    expect(figure('Net pay')).toBe(rupees.format(net([1, 1, 1])));
    // the 3rd made absent in the editor, not saved: two days' pay
    const absent: PendingEdit = {
      id: 'edit',
      employees_id: employeeId,
      attendance_id: employee.days[1]?.id ?? null,
      attendance_date: '2026-11-03',
      att_type: references.attendanceTypes.find((type) => type.code === 'A')?.id ?? null,
    } as PendingEdit;
    rerender(
      <RegisterView {...props} pendingEditOf={(cell) => (cell.date === '2026-11-03' ? absent : null)} />,
    );
    expect(figure('Net pay')).toBe(rupees.format(net([1, 0, 1])));
    expect(net([1, 0, 1])).toBeLessThan(net([1, 1, 1]));
    rerender(<RegisterView {...props} loadPayslipInputs={undefined} />);
    expect(screen.queryByText('Projected pay')).toBeNull();
  });
});
