import {
  type AllocationCell,
  type AllocationLeaveDay,
  allocationMessages,
  type EmployeeAllocations,
} from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { cellKey } from '../shared/cell-key';
import {
  type AllocationEdit,
  allocationDay,
  copyAllocation,
  deletionsOf,
  editRefusal,
  isCompleteEdit,
  marksToSave,
  noAllocationEdits,
  pasteAllocation,
  queueAllocationEdit,
  startingEdit,
} from './allocation-edits';

const monday = '2026-11-23';
const tuesday = '2026-11-24';

const allocation = (day: string, overrides: Partial<AllocationCell> = {}): AllocationCell => ({
  allocations_id: `alloc-${day}`,
  period_id: `period-${day}`,
  day,
  contracts_id: 'contract-1',
  sites_id: 'site-1',
  products_id: 'product-1',
  shifts_id: 'shift-gen',
  allocation_type: 'regular',
  departments_id: 'dept-1',
  ...overrides,
});

const leave = (day: string): AllocationLeaveDay => ({
  leaves_id: 'leave-1',
  leave_day_id: 'leave-day-1',
  day,
  leave_status: 'final_approved',
  leave_types_id: 'type-cl',
  leave_type_code: 'CL',
  half_day_duration: null,
});

const employee = (
  id: string,
  days: AllocationCell[] = [],
  leaves: AllocationLeaveDay[] = [],
): EmployeeAllocations => ({
  id,
  code: id.toUpperCase(),
  first_name: { eng: id },
  middle_name: null,
  last_name: null,
  designation: 'product-emp',
  departments: 'dept-emp',
  subsections: null,
  joining_date: null,
  days,
  leaves,
});

const edit = (overrides: Partial<AllocationEdit> = {}): AllocationEdit => ({
  employees_id: 'e1',
  day: monday,
  contracts_id: 'contract-1',
  products_id: 'product-1',
  allocation_type: 'regular',
  sites_id: 'site-1',
  shifts_id: 'shift-gen',
  departments_id: 'dept-1',
  ...overrides,
});

describe('allocationDay', () => {
  it('finds the day’s allocation and leave, else null', () => {
    const row = employee('e1', [allocation(monday)], [leave(tuesday)]);
    expect(allocationDay(row, monday)).toEqual({ allocation: allocation(monday), leave: null });
    expect(allocationDay(row, tuesday)).toEqual({ allocation: null, leave: leave(tuesday) });
  });
});

describe('isCompleteEdit (spec 001 §4)', () => {
  it('needs site, shift and allocation type; department and designation may be empty', () => {
    expect(isCompleteEdit(edit({ departments_id: null, products_id: null }))).toBe(true);
    expect(isCompleteEdit(edit({ sites_id: null }))).toBe(false);
    expect(isCompleteEdit(edit({ shifts_id: null }))).toBe(false);
    expect(isCompleteEdit(edit({ allocation_type: null }))).toBe(false);
  });
});

describe('editRefusal (spec 001 §5)', () => {
  it('refuses a leave cell first, then a missing contract', () => {
    const onLeave = { allocation: null, leave: leave(monday) };
    expect(editRefusal(onLeave, 'contract-1')).toBe(allocationMessages.rejectOrDeleteLeave);
    expect(editRefusal(onLeave, null)).toBe(allocationMessages.rejectOrDeleteLeave);
    expect(editRefusal({ allocation: null, leave: null }, null)).toBe(allocationMessages.selectContract);
    expect(editRefusal({ allocation: allocation(monday), leave: null }, 'contract-1')).toBeNull();
  });
});

describe('startingEdit', () => {
  it('takes a queued edit over the stored allocation', () => {
    const queued = edit({ shifts_id: 'shift-night' });
    expect(startingEdit(employee('e1', [allocation(monday)]), monday, 'contract-1', queued)).toBe(queued);
  });

  it('starts from the stored allocation on the screen’s contract', () => {
    const started = startingEdit(employee('e1', [allocation(monday)]), monday, 'contract-2', undefined);
    expect(started).toEqual(edit({ contracts_id: 'contract-2' }));
  });

  it('an empty day starts with the employee’s designation and department, nothing else chosen', () => {
    expect(startingEdit(employee('e1'), monday, 'contract-1', undefined)).toEqual({
      employees_id: 'e1',
      day: monday,
      contracts_id: 'contract-1',
      products_id: 'product-emp',
      allocation_type: null,
      sites_id: null,
      shifts_id: null,
      departments_id: 'dept-emp',
    });
  });
});

describe('copyAllocation', () => {
  it('copies the four dropdowns’ values, a queued edit’s over the stored ones', () => {
    const view = { allocation: allocation(monday), leave: null };
    expect(copyAllocation(view, undefined)).toEqual({
      allocation_type: 'regular',
      sites_id: 'site-1',
      shifts_id: 'shift-gen',
      departments_id: 'dept-1',
    });
    expect(copyAllocation(view, edit({ shifts_id: 'shift-night' }))?.shifts_id).toBe('shift-night');
  });

  it('copies nothing from an empty day', () => {
    expect(copyAllocation({ allocation: null, leave: null }, undefined)).toBeNull();
  });
});

describe('pasteAllocation', () => {
  const copied = {
    allocation_type: 'overtime',
    sites_id: 'site-2',
    shifts_id: 'shift-night',
    departments_id: null,
  };

  it('makes an edit per accepted cell and names each refusal once', () => {
    const free = employee('e1', [allocation(monday)]);
    const onLeave = employee('e2', [], [leave(monday), leave(tuesday)]);
    const result = pasteAllocation(
      copied,
      [
        { employee: free, day: monday },
        { employee: free, day: tuesday },
        { employee: onLeave, day: monday },
        { employee: onLeave, day: tuesday },
      ],
      'contract-1',
      noAllocationEdits,
    );
    expect(result.refusals).toEqual([allocationMessages.rejectOrDeleteLeave]);
    expect(result.edits).toEqual([
      edit({ ...copied }),
      { ...edit({ day: tuesday, ...copied }), products_id: 'product-emp' },
    ]);
  });

  it('pastes over a queued edit, keeping its designation', () => {
    const queued = queueAllocationEdit(noAllocationEdits, edit({ products_id: 'product-9' }));
    const result = pasteAllocation(copied, [{ employee: employee('e1'), day: monday }], 'contract-1', queued);
    expect(result.edits).toEqual([edit({ ...copied, products_id: 'product-9' })]);
  });

  it('refuses everything without a contract', () => {
    const result = pasteAllocation(
      copied,
      [{ employee: employee('e1'), day: monday }],
      null,
      noAllocationEdits,
    );
    expect(result).toEqual({ edits: [], refusals: [allocationMessages.selectContract] });
  });
});

describe('queueAllocationEdit', () => {
  it('keeps one edit per employee and day, the last', () => {
    let edits = queueAllocationEdit(noAllocationEdits, edit());
    edits = queueAllocationEdit(edits, edit({ shifts_id: 'shift-night' }));
    edits = queueAllocationEdit(edits, edit({ employees_id: 'e2' }));
    expect(edits.size).toBe(2);
    expect(edits.get(cellKey({ employeeId: 'e1', date: monday }))?.shifts_id).toBe('shift-night');
    expect(noAllocationEdits.size).toBe(0);
  });
});

describe('marksToSave', () => {
  it('turns complete edits into marks and counts the incomplete ones', () => {
    let edits = queueAllocationEdit(noAllocationEdits, edit());
    edits = queueAllocationEdit(edits, edit({ day: tuesday, sites_id: null }));
    const { marks, incomplete } = marksToSave(edits);
    expect(incomplete).toBe(1);
    expect(marks).toEqual([
      {
        employees_id: 'e1',
        day: monday,
        contracts_id: 'contract-1',
        sites_id: 'site-1',
        products_id: 'product-1',
        shifts_id: 'shift-gen',
        allocation_type: 'regular',
        departments_id: 'dept-1',
      },
    ]);
  });
});

describe('deletionsOf (Delete Cell)', () => {
  it('deletes the selected days of their allocations, skipping empty days', () => {
    const row = employee('e1', [allocation(monday)]);
    expect(
      deletionsOf([
        { employee: row, day: monday },
        { employee: row, day: tuesday },
      ]),
    ).toEqual({
      deletions: [
        {
          allocations_id: `alloc-${monday}`,
          contracts_id: 'contract-1',
          employees_id: 'e1',
          products_id: 'product-1',
          sites_id: 'site-1',
          period: { from: monday, to: monday },
        },
      ],
    });
  });

  it('refuses a selection with a leave', () => {
    const row = employee('e1', [allocation(monday)], [leave(tuesday)]);
    expect(
      deletionsOf([
        { employee: row, day: monday },
        { employee: row, day: tuesday },
      ]),
    ).toEqual({ refusal: allocationMessages.leavesCannotBeDeleted });
  });

  it('asks for cells when nothing selected is allocated', () => {
    expect(deletionsOf([])).toEqual({ refusal: allocationMessages.selectCellsToDelete });
    expect(deletionsOf([{ employee: employee('e1'), day: monday }])).toEqual({
      refusal: allocationMessages.selectCellsToDelete,
    });
  });
});
