import '../i18n';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HtmlTemplateTab } from './HtmlTemplateTab';
import { templateTab } from './html-template-tab';

type Call = { name: string; params: unknown; options: unknown };
const calls: Call[] = [];
const saved: string[] = [];

const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));
// one tabs state for every render, as the provider gives: the document's effect depends on setTitle
const tabs = vi.hoisted(() => ({ setTitle: () => undefined }));
vi.mock('../tabs/tabs-context', () => ({ useOpenTabs: () => tabs }));
// the notes under an invoice have their own test (InvoiceNotes.test.tsx)
vi.mock('../invoices/InvoiceNotes', () => ({ InvoiceNotes: () => null }));
vi.mock('./save-file', async (actual) => ({
  ...(await actual<typeof import('./save-file')>()),
  saveFile: (_bytes: Uint8Array, fileName: string) => saved.push(fileName),
}));

app.current = {
  settings: { env: { swhandle: 'demo' } },
  client: {
    call: async (spec: { name: string }, params: unknown, options: unknown) => {
      calls.push({ name: spec.name, params, options });
      if (spec.name.endsWith('e_invoice'))
        return { records: [{ fileName: 'e-invoice.json', text: '{}', problems: [] }], data: {} };
      return {
        records: [{ html: '<p>document</p>', fileName: 'document.pdf', title: 'Document' }],
        data: {},
      };
    },
  },
};

// jsdom has no ResizeObserver: the frame fits itself to its document with one (fitToDocument)
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    disconnect() {}
  },
);

afterEach(() => {
  cleanup();
  calls.length = 0;
  saved.length = 0;
});

/** Opens a document's tab, clicks its e-invoice button and answers the e-invoice call. */
async function eInvoiceCall(folder: string, reference: string, business?: string) {
  render(
    <MemoryRouter>
      <HtmlTemplateTab name={templateTab(folder, reference, business)} />
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'e-Invoice JSON' }));
  await waitFor(() => expect(saved).toEqual(['e-invoice.json']));
  return calls.filter((call) => call.name.endsWith('e_invoice'));
}

describe("a document's e-invoice JSON", () => {
  it("asks for a contractor's invoice in that business, as the document itself is read", async () => {
    expect(await eInvoiceCall('invoices', 'SUNRIS/2026-27/0001', 'sunrise')).toEqual([
      {
        name: 'txn_invoices_e_invoice',
        params: { uconst: 'SUNRIS/2026-27/0001' },
        options: { target_swhandle: 'sunrise' },
      },
    ]);
    expect(calls[0]).toMatchObject({
      name: 'txn_invoices_get_invoice',
      options: { target_swhandle: 'sunrise' },
    });
  });

  it("asks for a contractor's credit or debit note in that business", async () => {
    expect(await eInvoiceCall('invoice_notes', 'n1', 'sunrise')).toEqual([
      { name: 'txn_invoices_note_e_invoice', params: { id: 'n1' }, options: { target_swhandle: 'sunrise' } },
    ]);
  });

  it("asks for the user's own business's invoice with no business named", async () => {
    expect(await eInvoiceCall('invoices', 'DEMO/2026-27/0001')).toEqual([
      { name: 'txn_invoices_e_invoice', params: { uconst: 'DEMO/2026-27/0001' }, options: {} },
    ]);
  });
});
