import { payrollMonthOf } from '@muster/payroll-rules';
import { payrollMessages, payslipsGenerateTxn } from '@muster/protocol';
import { refuseUnapprovedAttendance } from '../../domain/month-close/generation-gate.js';
import { refuseClosedMonths } from '../../domain/month-lock/month-lock.js';
import { startGeneration } from '../../domain/payroll/generate/run.js';
import { employeesOfBasis } from '../../domain/payroll/load/employees.js';
import { hashKey } from '../../engine/auth/session.js';
import { permittedTxn } from '../../engine/lists/permitted-txn.js';
import { zoneOfTarget } from '../../engine/scope/business-zone.js';
import { listScope, scopeSql } from '../../engine/scope/index.js';
import { TxnError } from '../../platform/refusal.js';
import { currentFrameId } from '../frame-context.js';
import { handleTxn } from '../types.js';

const pickedOf = {
  departments: 'generate_departments',
  employees: 'generate_employees',
  employee_types: 'generate_employee_types',
} as const;

/**
 * Generate (spec 000 §2, §7): the payslips of a month for the employees of the picked
 * departments, names or types the user sees, as a job; answers at once with the run's
 * count, and its progress follows as one frame per payslip, then 'all done'. Unapproved
 * attendance in the month is named and asked about first (issue #32 item 2).
 */
export const txnPayslipsGenerate = handleTxn(
  payslipsGenerateTxn,
  async ({ params, session, sessionKey, txn }, server) => {
    permittedTxn(server, session, 'payslips', payslipsGenerateTxn.name);
    const employeesFolder = server.catalogue.folders.get('employees');
    if (!employeesFolder) throw new Error('the catalogue has no employees folder');
    // the payroll month of the business whose employees are paid, not the signed-in user's
    const zone = await zoneOfTarget(server.db, session.env, txn.target_swhandle);
    const month = payrollMonthOf(new Date(params.payroll_month), zone);
    const basis = params.generation_basis;
    const ids = params[pickedOf[basis]] ?? [];
    if (!ids.length) throw new TxnError(payrollMessages.noEmployees);
    const scope = listScope(employeesFolder, session.env, txn.target_swhandle);
    const employees = await employeesOfBasis(server.db, {
      basis,
      ids,
      month,
      inScope: scopeSql(scope, session.env)('e'),
    });
    const [first] = employees;
    if (!first) throw new TxnError(payrollMessages.noEmployees);
    // a closed month's payslips are not written again (issue #32 item 3): the employees'
    // businesses are loaded already, so their month is checked without reading them again
    await refuseClosedMonths(
      server.db,
      [...new Set(employees.map((employee) => employee.partners_id))].map((partnerId) => ({
        partnerId,
        month: month.key,
      })),
    );
    await refuseUnapprovedAttendance(
      server.db,
      { employees: employees.map((employee) => employee.id) },
      month,
      params.proceed_unapproved,
    );
    const frame = currentFrameId();
    const sessionHash = sessionKey ? hashKey(sessionKey) : null;
    const run = await startGeneration(server.db, server.jobs, {
      partnerId: first.partners_id,
      month,
      employees: employees.map((employee) => employee.id),
      requestedBy: session.employeesId,
      notify: frame && sessionHash ? { session: sessionHash, frame } : null,
    });
    return {
      records: [JSON.stringify({ run_id: run.run_id, count_start: 0, count_end: run.total })],
      message: payrollMessages.generationStarted,
      // the tab keeps listening to this frame's progress until 'all done'
      ...(frame && sessionHash && { progress: 'follows' as const }),
    };
  },
);
