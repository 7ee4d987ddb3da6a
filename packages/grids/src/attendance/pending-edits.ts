import { type CellKey, cellKey, type PendingEdit } from './types';

/** Edits queued on the client until Save, one per cell; never mutated, so React sees each change. */
export type PendingEdits = ReadonlyMap<CellKey, PendingEdit>;

export const noPendingEdits: PendingEdits = new Map();

const keyOf = (edit: PendingEdit): CellKey =>
  cellKey({ employeeId: edit.employees_id, date: edit.attendance_date });

/**
 * Queues an edit. A cell holds one edit: a later one replaces it but keeps the first id, so a
 * cell edited twice before Save is still one edit on the server (which stores a resent id once).
 */
export function queueEdit(edits: PendingEdits, edit: PendingEdit): PendingEdits {
  const key = keyOf(edit);
  const existing = edits.get(key);
  const next = new Map(edits);
  next.set(key, existing ? { ...edit, id: existing.id } : edit);
  return next;
}

export function removeEdit(edits: PendingEdits, key: CellKey): PendingEdits {
  if (!edits.has(key)) return edits;
  const next = new Map(edits);
  next.delete(key);
  return next;
}

/** The edits in the order they were first queued (what Save sends). */
export const listEdits = (edits: PendingEdits): PendingEdit[] => [...edits.values()];

export const pendingEditOf = (edits: PendingEdits, key: CellKey): PendingEdit | null =>
  edits.get(key) ?? null;
