import {
  type AllocationCell,
  type AllocationDeletion,
  type AllocationLeaveDay,
  type AllocationMark,
  allocationMessages,
  type EmployeeAllocations,
} from '@muster/protocol';
import { type CellKey, cellKey } from '../shared/cell-key';

/**
 * An allocation edit held on the client until Save (spec 001 §3 "Edits held on the
 * client"): the four dropdowns' values for one employee's day, on the screen's contract.
 */
export interface AllocationEdit {
  employees_id: string;
  day: string;
  contracts_id: string;
  products_id: string | null;
  allocation_type: string | null;
  sites_id: string | null;
  shifts_id: string | null;
  departments_id: string | null;
}

export type AllocationEdits = ReadonlyMap<CellKey, AllocationEdit>;
export const noAllocationEdits: AllocationEdits = new Map();

/** What one day cell holds: the allocation of that day, an approved leave, or neither. */
export interface AllocationDayView {
  allocation: AllocationCell | null;
  leave: AllocationLeaveDay | null;
}

/** The cell of `employee` on `day`: a leave day wins (it is what the grid shows). */
export function allocationDay(employee: EmployeeAllocations, day: string): AllocationDayView {
  return {
    allocation: employee.days.find((cell) => cell.day === day) ?? null,
    leave: employee.leaves.find((leave) => leave.day === day) ?? null,
  };
}

/** Spec 001 §4: complete only with site, shift and allocation type chosen. */
export const isCompleteEdit = (edit: AllocationEdit): boolean =>
  edit.sites_id !== null && edit.shifts_id !== null && edit.allocation_type !== null;

/**
 * The refusal of editing or pasting onto a cell (spec 001 §5): a leave cell ('Please reject
 * or delete leave to mark allocations'), no contract chosen ('Please select contract').
 */
export function editRefusal(view: AllocationDayView, contractId: string | null): string | null {
  if (view.leave) return allocationMessages.rejectOrDeleteLeave;
  if (!contractId) return allocationMessages.selectContract;
  return null;
}

/** The editor's starting values: a queued edit, else the stored allocation, else empty. */
export function startingEdit(
  employee: EmployeeAllocations,
  day: string,
  contractId: string,
  queued: AllocationEdit | undefined,
): AllocationEdit {
  if (queued) return queued;
  const stored = allocationDay(employee, day).allocation;
  return {
    employees_id: employee.id,
    day,
    contracts_id: contractId,
    products_id: stored?.products_id ?? employee.designation,
    allocation_type: stored?.allocation_type ?? null,
    sites_id: stored?.sites_id ?? null,
    shifts_id: stored?.shifts_id ?? null,
    departments_id: stored?.departments_id ?? employee.departments,
  };
}

/** What Ctrl+C keeps: the four values of a cell (a queued edit's over the stored ones). */
export type CopiedAllocation = Pick<
  AllocationEdit,
  'allocation_type' | 'sites_id' | 'shifts_id' | 'departments_id'
>;

export function copyAllocation(
  view: AllocationDayView,
  queued: AllocationEdit | undefined,
): CopiedAllocation | null {
  const source = queued ?? view.allocation;
  if (!source) return null;
  const { allocation_type, sites_id, shifts_id, departments_id } = source;
  return { allocation_type, sites_id, shifts_id, departments_id };
}

/** Ctrl+V onto targets: an edit per accepted cell, each distinct refusal once. */
export function pasteAllocation(
  copied: CopiedAllocation,
  targets: readonly { employee: EmployeeAllocations; day: string }[],
  contractId: string | null,
  queued: AllocationEdits,
): { edits: AllocationEdit[]; refusals: string[] } {
  const edits: AllocationEdit[] = [];
  const refusals = new Set<string>();
  for (const { employee, day } of targets) {
    const refusal = editRefusal(allocationDay(employee, day), contractId);
    if (refusal || !contractId) {
      refusals.add(refusal ?? allocationMessages.selectContract);
      continue;
    }
    const key = cellKey({ employeeId: employee.id, date: day });
    edits.push({ ...startingEdit(employee, day, contractId, queued.get(key)), ...copied });
  }
  return { edits, refusals: [...refusals] };
}

export const queueAllocationEdit = (edits: AllocationEdits, edit: AllocationEdit): AllocationEdits =>
  new Map(edits).set(cellKey({ employeeId: edit.employees_id, date: edit.day }), edit);

/** Save: complete edits become marks; incomplete ones stay queued and are named ('enter all values'). */
export function marksToSave(edits: AllocationEdits): { marks: AllocationMark[]; incomplete: number } {
  const marks: AllocationMark[] = [];
  let incomplete = 0;
  for (const edit of edits.values()) {
    if (!isCompleteEdit(edit)) {
      incomplete++;
      continue;
    }
    marks.push({
      employees_id: edit.employees_id,
      day: edit.day,
      contracts_id: edit.contracts_id,
      sites_id: edit.sites_id as string,
      products_id: edit.products_id,
      shifts_id: edit.shifts_id as string,
      allocation_type: edit.allocation_type as string,
      departments_id: edit.departments_id,
    });
  }
  return { marks, incomplete };
}

/**
 * Delete Cell (approvers, spec 001 §2): each selected cell with an allocation becomes a
 * deletion of that day; a selected leave refuses ('leaves cannot be deleted'); nothing
 * selected or nothing allocated: 'Select cells to delete'.
 */
export function deletionsOf(
  selected: readonly { employee: EmployeeAllocations; day: string }[],
): { deletions: AllocationDeletion[] } | { refusal: string } {
  const deletions: AllocationDeletion[] = [];
  for (const { employee, day } of selected) {
    const view = allocationDay(employee, day);
    if (view.leave) return { refusal: allocationMessages.leavesCannotBeDeleted };
    const cell = view.allocation;
    if (!cell?.contracts_id || !cell.sites_id) continue;
    deletions.push({
      allocations_id: cell.allocations_id,
      contracts_id: cell.contracts_id,
      employees_id: employee.id,
      products_id: cell.products_id,
      sites_id: cell.sites_id,
      period: { from: day, to: day },
    });
  }
  return deletions.length ? { deletions } : { refusal: allocationMessages.selectCellsToDelete };
}
