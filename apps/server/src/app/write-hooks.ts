import { enrolledPunchesWriteHook } from '../domain/attendance/punches/enrolled-punches.js';
import { attendanceWriteHook } from '../domain/attendance/triggers/write-hook.js';
import { challanMonthWriteHook } from '../domain/compliance/challan-month.js';
import { leavesWriteHook } from '../domain/leaves/write-hook.js';
import { monthLockWriteHook } from '../domain/month-lock/month-lock.js';
import { taxRegimeWriteHook } from '../domain/payroll/tax-regime/regime-lock.js';
import { workflowWriteHook } from '../domain/workflow/write-guard.js';
import { createWriteHooks } from '../engine/patch/write-hooks.js';

/**
 * The server's composition root of write hooks (issue #28): each feature's hook of the
 * generic write, chosen by its tester over the written folder's definition, so the generic
 * write (`txn/generic/write.ts`) names no feature. They rank alike and run in this order:
 * the workflow guard refuses a state moved by hand before anything is read; the month lock
 * notes the rows' months and, after the patch, refuses a closed one before the leaves' quotas
 * and the attendance recompute run on a write that will not stand; attendance follows its
 * inputs; an enrolled employee's earlier punches apply last, on the employee as written. A
 * challan's wage month is judged after the rows are written (its business's zone read with them), and
 * an employee's income-tax regime for a year once it stands (one record, not changed once TDS was
 * deducted under it).
 */
export const writeHooks = createWriteHooks(
  workflowWriteHook,
  monthLockWriteHook,
  leavesWriteHook,
  attendanceWriteHook,
  enrolledPunchesWriteHook,
  challanMonthWriteHook,
  taxRegimeWriteHook,
);
