import { leaveDayText, leaveMessages, leaveRefusal, type PatchRow } from '@muster/protocol';
import { istDayKey } from '../../attendance/compute/index.js';
import type { StoredLeaveType } from './types.js';

const idOf = (reference: unknown): string | null => {
  const first = Array.isArray(reference) ? reference[0] : reference;
  if (typeof first === 'string') return first;
  const id = (first as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : null;
};

const hasDocument = (documents: unknown): boolean =>
  Array.isArray(documents) ? documents.length > 0 : Boolean(documents);

/** The first day of a wire `[start, end)` period in the written business's zone, as the refusals show it. */
const firstDayText = (period: unknown, timeZone: string): string | null => {
  const start = Array.isArray(period) ? period[0] : null;
  const time = typeof start === 'string' ? Date.parse(start) : Number.NaN;
  return Number.isNaN(time) ? null : leaveDayText(istDayKey(time, timeZone));
};

/**
 * The refusal of new leave days whose type needs a document and that carry none, naming
 * every such day (issue #14 item 5): `A document is required for this leave type:
 * SL, 03/06/2027, 04/06/2027`; null when each has its document. Read from the patch before it
 * is written, so the catalogue's generic 'Mandatory field: rows.0.leave_days.0.documents'
 * (which names no day) is not reached; a day row updated later keeps the catalogue's check,
 * as its stored documents count.
 */
export function missingDocumentRefusal(
  rows: readonly PatchRow[],
  types: readonly Pick<StoredLeaveType, 'id' | 'code' | 'mandatory_document_upload'>[],
  timeZone: string,
): string | null {
  const byType = new Map<string, string[]>();
  for (const row of rows) {
    if (row.op === 'D' || !Array.isArray(row.data.leave_days)) continue;
    for (const day of row.data.leave_days as PatchRow[]) {
      if (day?.op !== 'C' || !day.data) continue;
      const type = types.find((candidate) => candidate.id === idOf(day.data.leave_types_id));
      if (!type?.mandatory_document_upload || hasDocument(day.data.documents)) continue;
      const text = firstDayText(day.data.leave_period, timeZone);
      if (text) byType.set(type.code, [...(byType.get(type.code) ?? []), text]);
    }
  }
  const [first] = byType;
  return first ? leaveRefusal(leaveMessages.documentRequired, first[0], ...first[1]) : null;
}
