import { describe, expect, it } from 'vitest';
import { documentsFromPatch } from './from-patch.js';

const invoice = '7d6a1c1e-0000-4000-8000-000000000001';
const pf = '7d6a1c1e-0000-4000-8000-000000000002';
const esi = '7d6a1c1e-0000-4000-8000-000000000003';
const file = '7d6a1c1e-0000-4000-8000-000000000009';

describe("the invoice form's document patch", () => {
  it('names each document with the status and file its row writes', () => {
    expect(
      documentsFromPatch({
        baseFolder: 'invoices',
        deleteDependent: false,
        rows: [
          {
            op: 'U',
            key: invoice,
            data: {
              approval_documents: [
                { op: 'U', key: pf, data: { status: 'uploaded', attachment: [{ id: file }] } },
                { op: 'U', key: esi, data: { status: 'rejected', attachment: null } },
                { op: 'C', data: { doc_name: 'not a move' } },
              ],
            },
          },
        ],
      }),
    ).toEqual([
      { id: pf, status: 'uploaded', attachment: file },
      { id: esi, status: 'rejected', attachment: null },
    ]);
  });
  it('finds nothing in a patch of other fields', () => {
    expect(
      documentsFromPatch({
        baseFolder: 'invoices',
        deleteDependent: false,
        rows: [{ op: 'U', key: invoice, data: {} }],
      }),
    ).toEqual([]);
  });
});
