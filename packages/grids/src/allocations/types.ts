import { labelIn } from '@muster/folder-engine';
import type { EmployeeAllocations, Locale } from '@muster/protocol';
import type { AttendanceReferences, ReferenceOption } from '../attendance/types';

/** The labels, codes and legend items of the allocation grid: the attendance ones and two more. */
export interface AllocationReferences extends AttendanceReferences {
  contracts: ReferenceOption[];
  allocationTypes: ReferenceOption[];
}

/** An employee's name in the interface language. */
export const allocationEmployeeName = (employee: EmployeeAllocations, locale: Locale): string =>
  [employee.first_name, employee.middle_name, employee.last_name]
    .map((part) => (part ? labelIn(part, locale) : ''))
    .filter(Boolean)
    .join(' ');
