/** A day cell's address: an employee and an IST day (YYYY-MM-DD). */
export interface CellAddress {
  employeeId: string;
  date: string;
}

/** `${employeeId}|${date}`: the key of a cell in maps and sets. */
export type CellKey = string;
export const cellKey = (cell: CellAddress): CellKey => `${cell.employeeId}|${cell.date}`;
