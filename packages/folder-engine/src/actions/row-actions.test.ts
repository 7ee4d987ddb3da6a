import { type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { fixtureEnv } from '../testing/fixtures';
import {
  baseRowTxns,
  detailActionData,
  detailRowTxns,
  RowActions,
  rowActionPatch,
  statusSetBy,
} from './row-actions';

const invoicesJson = import.meta.glob<unknown>('../../../../apps/server/catalogue/invoices.json', {
  eager: true,
  import: 'default',
});
const invoices: FolderDefinition = folderDefinitionSchema.parse(Object.values(invoicesJson)[0]);
const documents = invoices.fields.find((field) => field.name === 'approval_documents');
if (!documents) throw new Error('invoices has no approval_documents');

const provider = { ...fixtureEnv, isAdmin: true };
const customer = { ...provider, partners_id: 'a0000000-0000-4000-8000-000000000002' };
const names = (txns: readonly { name: string }[]) => txns.map((txn) => txn.name);

describe('row action txns', () => {
  it('offers rows the txns with an icon that act on rows, not on the folder', () => {
    expect(names(baseRowTxns(invoices))).toEqual([
      'txn_invoices_get_invoice',
      'txn_invoices_upload_documents',
      'txn_invoices_review_documents',
      'txn_invoices_approve',
      'txn_invoices_cancel',
      'txn_invoices_record_payment',
    ]);
  });

  it("offers a detail's rows the txns named after them that say the status they give (documents of approval_documents)", () => {
    // Review Documents says neither approve nor reject: it opens the invoice's approval form
    expect(names(detailRowTxns(invoices, documents))).toEqual(['txn_invoices_upload_documents']);
  });
});

describe('RowActions', () => {
  const actions = new RowActions('invoices', detailRowTxns(invoices, documents));
  const parent = { id: 'inv1', status: 'draft' };

  it("shows other partners upload, and the 'pe' provider nothing in a row: it reviews in the approval form (spec 000 §4, §6)", () => {
    const row = { id: 'd1', status: 'pending' };
    expect(actions.forEnv(provider).forRow(row, parent)).toEqual([]);
    expect(names(actions.forEnv(customer).forRow(row, parent))).toEqual(['txn_invoices_upload_documents']);
  });

  it('filters each row by its own permission.row: an approved document has none', () => {
    const forCustomer = actions.forEnv(customer);
    expect(forCustomer.forRow({ id: 'd1', status: 'approved' }, parent)).toEqual([]);
    expect(names(forCustomer.forRow({ id: 'd2', status: 'rejected' }, parent))).toEqual([
      'txn_invoices_upload_documents',
    ]);
  });

  it('refuses every action to a user whose env permission fails', () => {
    const clerk = { ...customer, isAdmin: false, isHR: false };
    expect(actions.forEnv(clerk).forRow({ id: 'd1', status: 'pending' }, parent)).toEqual([]);
  });

  it('reads parent in a row rule and counts a failing rule as false', () => {
    const base = invoices.txns.find((txn) => txn.name === 'txn_invoices_upload_documents');
    if (!base) throw new Error('no upload txn');
    const byParent = new RowActions('invoices', [
      { ...base, permission: { env: 'true', row: "parent.status == 'draft'" } },
      {
        ...base,
        name: 'txn_invoices_broken',
        permission: { env: 'true', row: 'row.status.nope.deeper > 1' },
      },
    ]).forEnv(provider);
    expect(names(byParent.forRow({ id: 'd1' }, { id: 'inv1', status: 'draft' }))).toEqual([
      'txn_invoices_upload_documents',
    ]);
    expect(byParent.forRow({ id: 'd1' }, { id: 'inv1', status: 'approved' })).toEqual([]);
  });
});

describe('rowActionPatch', () => {
  it('updates a base row by its id', () => {
    expect(rowActionPatch('invoices', { id: 'inv1' })).toEqual({
      baseFolder: 'invoices',
      rows: [{ op: 'U', key: 'inv1', data: {} }],
    });
  });

  it('updates a detail row inside its parent', () => {
    expect(
      rowActionPatch('invoices', { id: 'd1' }, { field: 'approval_documents', parent: { id: 'inv1' } }),
    ).toEqual({
      baseFolder: 'invoices',
      rows: [{ op: 'U', key: 'inv1', data: { approval_documents: [{ op: 'U', key: 'd1', data: {} }] } }],
    });
  });
});

describe('detail row buttons that set a document status (spec 000 §4)', () => {
  const txn = (name: string) => ({ ...invoices.txns[0], name }) as FolderDefinition['txns'][number];
  const fields = documents.fields ?? [];
  const toWire = (_field: unknown, value: unknown) => (value as { id: string }[]).map(({ id }) => ({ id }));
  const attached = { id: 'd1', status: 'pending', attachment: [{ id: 'f1', original_filename: 'gst.pdf' }] };

  it('reads the status from the name: upload, approve, reject, or none', () => {
    expect(statusSetBy(txn('txn_invoices_upload_documents'))).toBe('uploaded');
    expect(statusSetBy(txn('txn_invoices_approve_documents'))).toBe('approved');
    expect(statusSetBy(txn('txn_invoices_reject_documents'))).toBe('rejected');
    expect(statusSetBy(txn('txn_invoices_review_documents'))).toBeUndefined();
  });

  it("sends an upload's files with the status, and refuses one without: 'Please select file.'", () => {
    expect(detailActionData(txn('txn_invoices_upload_documents'), attached, fields, toWire)).toEqual({
      status: 'uploaded',
      attachment: [{ id: 'f1' }],
    });
    expect(detailActionData(txn('txn_invoices_upload_documents'), { id: 'd2' }, fields, toWire)).toBe(
      'Please select file.',
    );
  });

  it('removes the attachment on reject, keeps it on approve, and writes nothing for other buttons', () => {
    expect(detailActionData(txn('txn_invoices_reject_documents'), attached, fields, toWire)).toEqual({
      status: 'rejected',
      attachment: null,
    });
    expect(detailActionData(txn('txn_invoices_approve_documents'), attached, fields, toWire)).toEqual({
      status: 'approved',
    });
    expect(detailActionData(txn('txn_invoices_review_documents'), attached, fields, toWire)).toEqual({});
  });
});
