import { describe, expect, it } from 'vitest';
import { missingDocumentRefusal } from './documents.js';

const types = [
  { id: 'sl', code: 'SL', mandatory_document_upload: true },
  { id: 'cl', code: 'CL', mandatory_document_upload: false },
];
// 3 June 2027 00:00 IST is 2 June 18:30 UTC: the day named is the IST one
const day = (type: string, start: string, extra: Record<string, unknown> = {}) => ({
  op: 'C' as const,
  data: { leave_types_id: [{ id: type }], leave_period: [start, null], ...extra },
});

describe('a missing leave document', () => {
  it('names every new day of a type needing one that has none, in IST', () => {
    const rows = [
      {
        op: 'C' as const,
        data: {
          leave_days: [
            day('sl', '2027-06-02T18:30:00.000Z'),
            day('cl', '2027-06-03T18:30:00.000Z'),
            day('sl', '2027-06-04T18:30:00.000Z', { documents: [{ id: 'f' }] }),
            day('sl', '2027-06-06T18:30:00.000Z', { documents: [] }),
          ],
        },
      },
    ];
    expect(missingDocumentRefusal(rows, types, 'Asia/Kolkata')).toBe(
      'A document is required for this leave type: SL, 03/06/2027, 07/06/2027',
    );
  });

  it("names the days of the written business's zone (issue #28 item 2)", () => {
    // 20:00 UTC is Dubai's midnight opening 3 June, and already 01:30 on 3 June in India; 18:15
    // UTC is Kathmandu's midnight opening 3 June, still 2 June (23:45) in India
    const rows = [{ op: 'C' as const, data: { leave_days: [day('sl', '2027-06-02T18:15:00.000Z')] } }];
    expect(missingDocumentRefusal(rows, types, 'Asia/Kathmandu')).toBe(
      'A document is required for this leave type: SL, 03/06/2027',
    );
    expect(missingDocumentRefusal(rows, types, 'Asia/Kolkata')).toBe(
      'A document is required for this leave type: SL, 02/06/2027',
    );
  });

  it('lets days with their documents, other types and deletes through', () => {
    const rows = [
      { op: 'U' as const, key: 'l1', data: { leave_days: [day('cl', '2027-06-02T18:30:00.000Z')] } },
      { op: 'D' as const, key: 'l2', data: {} },
    ];
    expect(missingDocumentRefusal(rows, types, 'Asia/Kolkata')).toBeNull();
  });
});
