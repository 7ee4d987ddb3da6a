import { type BusinessEnv, type FolderDefinition, folderDefinitionSchema } from '@muster/protocol';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FolderForm } from '../form/FolderForm';
import { FolderList } from '../list/FolderList';
import { FixtureEngine } from '../testing/FixtureEngine';
import { fixtureDefinitions, fixtureEnv } from '../testing/fixtures';
import { MemoryTxnClient } from '../testing/memory-client';

afterEach(cleanup);

// jsdom lays nothing out, so a grid would measure 0 px wide and show only its first column:
// give grids a screen's size so the action columns at the end are rendered.
const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  const gridSize = (size: number) => ({
    configurable: true,
    get(this: Element) {
      return this.classList.contains('rdg') ? size : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', gridSize(8000));
  Object.defineProperty(Element.prototype, 'clientHeight', gridSize(1000));
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});

// The server catalogue's invoices: row txns, approval_documents with a detail_actions column.
const invoicesJson = import.meta.glob<unknown>('../../../../apps/server/catalogue/invoices.json', {
  eager: true,
  import: 'default',
});
const invoices: FolderDefinition = folderDefinitionSchema.parse(Object.values(invoicesJson)[0]);
const definitions = [...fixtureDefinitions, invoices];
const provider: BusinessEnv = { ...fixtureEnv, isAdmin: true };
const customer: BusinessEnv = { ...provider, partners_id: 'a0000000-0000-4000-8000-000000000002' };

const invoice = {
  id: 'f0000000-0000-4000-8000-000000000001',
  invoice_no: 'INV-1',
  status: 'draft',
  approval_documents: [
    {
      id: 'd0000000-0000-4000-8000-000000000001',
      doc_name: 'GST return',
      status: 'pending',
      attachment: [{ id: 'f1000000-0000-4000-8000-000000000001', original_filename: 'gst.pdf' }],
    },
    { id: 'd0000000-0000-4000-8000-000000000002', doc_name: 'PF challan', status: 'approved' },
    { id: 'd0000000-0000-4000-8000-000000000003', doc_name: 'ESI challan', status: 'pending' },
  ],
  last_modified: '2025-01-01T00:00:00.000Z',
};

const gridRow = (text: string) => {
  const row = screen.getByText(text).closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`no grid row holds ${text}`);
  return row;
};

function renderDocuments(env: BusinessEnv, mode: 'update' | 'create' = 'update') {
  const client = new MemoryTxnClient({ invoices: [structuredClone(invoice)] });
  const notify = vi.fn();
  render(
    <FixtureEngine client={client} definitions={definitions} env={env} onNotify={notify}>
      <FolderForm folder="invoices" mode={mode} record={mode === 'update' ? invoice : undefined} />
    </FixtureEngine>,
  );
  return { client, notify, user: userEvent.setup() };
}

describe('detail_actions', () => {
  it("gives the 'pe' provider no document button in the form: it reviews in the approval tab", () => {
    renderDocuments(provider);
    expect(within(gridRow('GST return')).queryByRole('button', { name: /Documents/ })).toBeNull();
    expect(within(gridRow('PF challan')).queryByRole('button', { name: /Documents/ })).toBeNull();
  });

  it("gives other partners 'Upload Documents' instead", () => {
    renderDocuments(customer);
    expect(within(gridRow('GST return')).getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
    expect(within(gridRow('GST return')).queryByRole('button', { name: 'Review Documents' })).toBeNull();
    expect(within(gridRow('PF challan')).queryByRole('button', { name: /Documents/ })).toBeNull();
  });

  it("uploads the document's attachment and sets it 'uploaded' (spec 000 §4), inside its invoice", async () => {
    const { client, user } = renderDocuments(customer);
    await user.click(within(gridRow('GST return')).getByRole('button', { name: 'Upload Documents' }));
    await waitFor(() => expect(client.store.log.at(-1)?.name).toBe('txn_invoices_upload_documents'));
    expect(client.store.log.at(-1)).toMatchObject({
      folder: 'invoices',
      client_props: { txn_op: 'U' },
      params: {
        baseFolder: 'invoices',
        rows: [
          {
            op: 'U',
            key: invoice.id,
            data: {
              approval_documents: [
                {
                  op: 'U',
                  key: invoice.approval_documents[0]?.id,
                  data: { status: 'uploaded', attachment: [{ id: 'f1000000-0000-4000-8000-000000000001' }] },
                },
              ],
            },
          },
        ],
      },
    });
    // The button acted on the row; it did not also open the row's editor.
    expect(screen.queryByRole('group', { name: /Approval Documents/ })).toBeNull();
  });

  it("refuses an upload without an attached file: 'Please select file.'", async () => {
    const { client, notify, user } = renderDocuments(customer);
    // the form reads the invoice's history on its own; the click must send no write
    const writes = () => client.store.log.filter((txn) => txn.client_props?.txn_op !== 'R');
    const sent = writes().length;
    await user.click(within(gridRow('ESI challan')).getByRole('button', { name: 'Upload Documents' }));
    expect(notify).toHaveBeenCalledWith('error', 'Please select file.');
    expect(writes()).toHaveLength(sent);
  });

  it('renders and runs approve and reject document txns, should the catalogue define them', async () => {
    const review = invoices.txns.find((txn) => txn.name === 'txn_invoices_review_documents');
    if (!review) throw new Error('no review txn');
    const decisions = {
      ...invoices,
      txns: [
        ...invoices.txns,
        { ...review, name: 'txn_invoices_approve_documents', label: { ...review.label, eng: 'Approve' } },
        { ...review, name: 'txn_invoices_reject_documents', label: { ...review.label, eng: 'Reject' } },
      ],
    };
    const client = new MemoryTxnClient({ invoices: [structuredClone(invoice)] });
    render(
      <FixtureEngine client={client} definitions={[...fixtureDefinitions, decisions]} env={provider}>
        <FolderForm folder="invoices" mode="update" record={invoice} />
      </FixtureEngine>,
    );
    const row = within(gridRow('GST return'));
    expect(row.getByRole('button', { name: 'Approve' })).toBeTruthy();
    await userEvent.setup().click(row.getByRole('button', { name: 'Reject' }));
    const reject = () => client.store.log.find((txn) => txn.name === 'txn_invoices_reject_documents');
    await waitFor(() => expect(reject()).toBeTruthy());
    expect(reject()?.params).toMatchObject({
      rows: [{ data: { approval_documents: [{ data: { status: 'rejected', attachment: null } }] } }],
    });
  });

  it('offers no actions on rows of a record not yet stored', async () => {
    const { user } = renderDocuments(customer, 'create');
    const documents = document.querySelector('[data-field="approval_documents"]') as HTMLElement;
    await user.click(within(documents).getByRole('button', { name: 'Add row' }));
    expect(within(documents).queryByRole('button', { name: /Documents/ })).toBeNull();
  });
});

describe('base_row_actions', () => {
  function renderInvoices(env: BusinessEnv, onOpenForm = vi.fn()) {
    const client = new MemoryTxnClient({
      invoices: [
        { ...invoice, creation_date: '2025-01-02T00:00:00.000Z', deleted: false },
        {
          ...invoice,
          id: 'f0000000-0000-4000-8000-000000000002',
          invoice_no: 'INV-2',
          status: 'approved',
          creation_date: '2025-01-01T00:00:00.000Z',
          deleted: false,
        },
      ],
    });
    render(
      <FixtureEngine client={client} definitions={definitions} env={env}>
        <FolderList folder="invoices" onOpenForm={onOpenForm} />
      </FixtureEngine>,
    );
    return { client, onOpenForm, user: userEvent.setup() };
  }

  it("shows 'Review Documents' to the provider and 'Upload Documents' to others, only where the row permits", async () => {
    renderInvoices(provider);
    await screen.findByText('INV-1');
    expect(within(gridRow('INV-1')).getByRole('button', { name: 'Review Documents' })).toBeTruthy();
    expect(within(gridRow('INV-1')).queryByRole('button', { name: 'Upload Documents' })).toBeNull();
    // Download's row rule holds for every invoice; Review's refuses an approved one.
    expect(within(gridRow('INV-2')).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(gridRow('INV-2')).queryByRole('button', { name: 'Review Documents' })).toBeNull();
    cleanup();
    renderInvoices(customer);
    await screen.findByText('INV-1');
    expect(within(gridRow('INV-1')).getByRole('button', { name: 'Upload Documents' })).toBeTruthy();
    expect(within(gridRow('INV-1')).queryByRole('button', { name: 'Review Documents' })).toBeNull();
  });

  it("opens its own row's form for a txn with one, and offers no delete of an issued invoice", async () => {
    const { client, onOpenForm, user } = renderInvoices(provider);
    await screen.findByText('INV-1');
    await user.click(within(gridRow('INV-1')).getByRole('button', { name: 'Review Documents' }));
    // the catalogue's 'approval' form (the documents): the host opens the approval tab on it
    await waitFor(() => expect(onOpenForm).toHaveBeenCalledTimes(1));
    expect(onOpenForm.mock.calls[0]?.[0]).toMatchObject({
      name: 'txn_invoices_review_documents',
      form: 'approval',
    });
    expect(onOpenForm.mock.calls[0]?.[1]).toMatchObject({ id: invoice.id });
    expect(client.store.log.some((txn) => txn.name === 'txn_invoices_review_documents')).toBe(false);
    // an issued invoice is cancelled or corrected by a note, never deleted (CGST Rules r.46(b), #31)
    expect(within(gridRow('INV-1')).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
