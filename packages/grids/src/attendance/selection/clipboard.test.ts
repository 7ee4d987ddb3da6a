import type { AttendanceDayCell } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { cellRequest, editorReferences, officer, ordinaryUser, testDay, typeId } from '../testing/test-cells';
import { copyCell, pasteEdits } from './clipboard';

const references = editorReferences();
const day = (date: string, code: string, changes: Partial<AttendanceDayCell> = {}) => ({
  ...testDay(references, date, code),
  ...changes,
});
const today = '2026-11-20';
let ids = 0;
const newId = () => `id-${++ids}`;

describe('copy and paste', () => {
  it("refuses to copy a leave ('Leaves cannot be copied'), also a half day with a leave type", () => {
    expect(copyCell('2026-11-10', day('2026-11-10', 'L'), null, references.timeZone)).toEqual({
      warning: 'Leaves cannot be copied',
    });
    const halfDayLeave = day('2026-11-10', 'HD', { leave_type: references.leaveTypes[0]?.id ?? null });
    expect(copyCell('2026-11-10', halfDayLeave, null, references.timeZone)).toEqual({
      warning: 'Leaves cannot be copied',
    });
    expect(copyCell('2026-11-10', null, null, references.timeZone)).toBeNull();
  });

  it('copies the values a queued edit shows over the stored ones', () => {
    const stored = day('2026-11-10', 'SP');
    const result = copyCell(
      '2026-11-10',
      stored,
      {
        id: 'e',
        employees_id: 'x',
        attendance_date: '2026-11-10',
        att_type: typeId(references, 'P'),
        working_minutes: 500,
        in_timestamp: '2026-11-10T09:05:00+05:30',
        out_timestamp: '2026-11-11T01:30:00+05:30',
      },
      references.timeZone,
    );
    expect(result).toMatchObject({
      copied: {
        att_type: typeId(references, 'P'),
        working_minutes: 500,
        inMinutes: 545,
        outMinutes: 1440 + 90,
      },
    });
  });

  it('pastes a new edit with a fresh id per editable cell, times moved onto its day', () => {
    const copied = copyCell('2026-11-10', day('2026-11-10', 'P'), null, references.timeZone);
    if (!copied || !('copied' in copied)) throw new Error('copy failed');
    const targets = [
      cellRequest(references, '2026-11-11', day('2026-11-11', 'A')),
      cellRequest(references, '2026-11-12', null),
      cellRequest(references, '2026-11-13', day('2026-11-13', 'P', { attendance_status: 'final_approved' })),
      cellRequest(references, '2026-11-14', day('2026-11-14', 'L')),
    ];
    const { edits, refusals } = pasteEdits(
      copied.copied,
      targets,
      officer,
      today,
      newId,
      references.timeZone,
    );
    expect(edits.map((edit) => edit.attendance_date)).toEqual(['2026-11-11', '2026-11-12']);
    expect(new Set(edits.map((edit) => edit.id)).size).toBe(2);
    expect(refusals).toEqual(['Approved attendance cannot be edited', 'Leaves cannot be edited']);
    const source = targets[0]?.day;
    expect(edits[0]?.in_timestamp?.slice(0, 10)).toBe('2026-11-11');
    expect(edits[0]).toMatchObject({ att_type: typeId(references, 'P'), shifts_id: source?.shifts_id });
  });

  it('lets an ordinary user paste onto Single Punch cells only', () => {
    const copied = copyCell('2026-11-10', day('2026-11-10', 'P'), null, references.timeZone);
    if (!copied || !('copied' in copied)) throw new Error('copy failed');
    const targets = [
      cellRequest(references, '2026-11-11', day('2026-11-11', 'SP')),
      cellRequest(references, '2026-11-12', day('2026-11-12', 'A')),
    ];
    const { edits, refusals } = pasteEdits(
      copied.copied,
      targets,
      ordinaryUser,
      today,
      newId,
      references.timeZone,
    );
    expect(edits.map((edit) => edit.attendance_date)).toEqual(['2026-11-11']);
    expect(refusals).toEqual(['Only Single Punch records can be edited']);
  });
});
