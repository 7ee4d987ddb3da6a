import type { AllocationCell, AllocationLeaveDay, EmployeeAllocations } from '@muster/protocol';
import { daysBetween, fixtureId, makeAttendanceFixture } from '../../attendance/testing/fixture';
import type { FetchBlock } from '../../shared/loader/block-loader';
import type { AllocationReferences } from '../types';

/**
 * Deterministic allocation rows for stories, tests and benchmarks, shaped as
 * `txn_allocations_list_by_employee` answers them: every employee allocated on every day but
 * its weekly off, one in nine with an approved leave (some half days), on two contracts.
 */
export interface AllocationFixture {
  records: EmployeeAllocations[];
  references: AllocationReferences;
  /** The first contract, the screen's choice. */
  contractId: string;
}

export function makeAllocationFixture({
  employees,
  from,
  to,
}: {
  employees: number;
  from: string;
  to: string;
}): AllocationFixture {
  // the attendance fixture's sites, shifts, designations and departments, without its rows
  const base = makeAttendanceFixture({ employees: 0, from, to }).references;
  const references: AllocationReferences = {
    ...base,
    contracts: [
      { id: fixtureId(11, 1), code: 'C-INH', label: 'In-house deployment' },
      { id: fixtureId(11, 2), code: 'C-SEC', label: 'Security services' },
    ],
    allocationTypes: [
      { id: 'regular', code: 'REG', label: 'Regular' },
      { id: 'overtime', code: 'OT', label: 'Overtime' },
    ],
  };
  const at = <T>(list: readonly T[], n: number) => list[n % list.length] as T;
  const days = daysBetween(from, to);
  const records: EmployeeAllocations[] = [];
  for (let n = 0; n < employees; n += 1) {
    const department = at(references.departments, n);
    const contract = at(references.contracts, Math.floor(n / 5));
    const designation = at(references.designations, n);
    const allocationId = fixtureId(12, n + 1);
    const onLeave = n % 9 === 4;
    const leaves: AllocationLeaveDay[] = [];
    const cells: AllocationCell[] = [];
    days.forEach((day, index) => {
      if (index % 7 === n % 7) return; // weekly off: no allocation
      if (onLeave && index % 7 === (n + 2) % 7) {
        leaves.push({
          leaves_id: fixtureId(13, n + 1),
          leave_day_id: fixtureId(14, n * 40 + index),
          day,
          leave_status: index % 2 ? 'final_approved' : 'intermediate_approved',
          leave_types_id: at(references.leaveTypes, n).id,
          leave_type_code: at(references.leaveTypes, n).code,
          half_day_duration: index % 3 === 0 ? 'first_half' : index % 3 === 1 ? 'second_half' : null,
        });
        return;
      }
      cells.push({
        allocations_id: allocationId,
        period_id: fixtureId(15, n * 40 + index),
        day,
        contracts_id: contract.id,
        sites_id: at(references.sites, n + Math.floor(index / 7)).id,
        products_id: designation.id,
        shifts_id: at(references.shifts, n + index).id,
        allocation_type: at(references.allocationTypes, index % 6 === 5 ? 1 : 0).id,
        departments_id: department.id,
      });
    });
    records.push({
      id: fixtureId(9, n + 1),
      code: `E${String(employees - n).padStart(5, '0')}`, // the list's order: code descending
      first_name: { eng: at(['Asha', 'Ravi', 'Sunita', 'Imran', 'Priya', 'Deepak', 'Lakshmi'], n) },
      middle_name: null,
      last_name: { eng: at(['Sharma', 'Banerjee', 'Khan', 'Reddy', 'Patel', 'Ghosh', 'Nair', 'Singh'], n) },
      designation: designation.id,
      departments: department.id,
      subsections: null,
      joining_date: '2024-01-01',
      days: cells,
      leaves,
    });
  }
  return { records, references, contractId: references.contracts[0]?.id ?? '' };
}

/** Answers the grid's block requests from memory, after `delayMs`. */
export function fixtureAllocationsBlock(
  records: readonly EmployeeAllocations[],
  { delayMs = 0 }: { delayMs?: number } = {},
): FetchBlock<EmployeeAllocations> {
  return async (offset, limit) => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { records: records.slice(offset, offset + limit), rowCount: records.length };
  };
}
