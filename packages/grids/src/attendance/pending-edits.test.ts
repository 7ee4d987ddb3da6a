import { describe, expect, it } from 'vitest';
import { listEdits, noPendingEdits, pendingEditOf, queueEdit, removeEdit } from './pending-edits';
import type { PendingEdit } from './types';

const edit = (id: string, employee: string, date: string, att_type: string): PendingEdit => ({
  id,
  employees_id: employee,
  attendance_date: date,
  att_type,
});

describe('pending edits', () => {
  it('queues one edit per cell, a later one keeping the first id', () => {
    const one = queueEdit(noPendingEdits, edit('id-1', 'e1', '2026-11-02', 'P'));
    const two = queueEdit(one, edit('id-2', 'e2', '2026-11-02', 'A'));
    const replaced = queueEdit(two, edit('id-3', 'e1', '2026-11-02', 'HD'));
    expect(one.size).toBe(1);
    expect(replaced.size).toBe(2);
    expect(pendingEditOf(replaced, 'e1|2026-11-02')).toEqual(edit('id-1', 'e1', '2026-11-02', 'HD'));
    expect(listEdits(replaced).map((e) => e.id)).toEqual(['id-1', 'id-2']);
    // Earlier maps are untouched.
    expect(pendingEditOf(one, 'e1|2026-11-02')?.att_type).toBe('P');
    expect(noPendingEdits.size).toBe(0);
  });

  it('removes an edit and answers the same map when there is none', () => {
    const edits = queueEdit(noPendingEdits, edit('id-1', 'e1', '2026-11-02', 'P'));
    expect(removeEdit(edits, 'e1|2026-11-02').size).toBe(0);
    expect(removeEdit(edits, 'e9|2026-11-02')).toBe(edits);
    expect(edits.size).toBe(1);
    expect(pendingEditOf(edits, 'e9|2026-11-02')).toBeNull();
  });
});
