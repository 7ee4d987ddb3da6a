import '../i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceNotes } from './InvoiceNotes';

type Call = { name: string; params: unknown; options: unknown };
const calls: Call[] = [];

const app = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../session/app-context', () => ({ useApp: () => app.current }));

/** An approved invoice with one credit note, as `txn_invoices_notes` answers it. */
const notes = {
  invoice_id: 'i1',
  may_issue: false,
  groups: [],
  notes: [
    {
      id: 'n1',
      note_no: 'SUNRIS/CN/2026-27/0001',
      kind: 'credit',
      issued_at: '2026-10-05T06:30:00.000Z',
      reason: 'Rate corrected',
      codes: ['998519'],
      taxable: 1000,
      value: 1180,
    },
  ],
};

app.current = {
  client: {
    call: async (spec: { name: string }, params: unknown, options: unknown) => {
      calls.push({ name: spec.name, params, options });
      return { records: [notes], data: {} };
    },
  },
};

afterEach(() => {
  cleanup();
  calls.length = 0;
});

describe('an invoice’s credit and debit notes', () => {
  it('reads a contractor’s notes in that business and opens each note there (issue #33)', async () => {
    render(
      <MemoryRouter>
        <InvoiceNotes uconst="SUNRIS/2026-27/0001" business="sunrise" />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'SUNRIS/CN/2026-27/0001' });
    expect(link.getAttribute('href')).toBe('/tabs/html_template/invoice_notes/n1/@sunrise');
    expect(calls).toEqual([
      {
        name: 'txn_invoices_notes',
        params: { uconst: 'SUNRIS/2026-27/0001' },
        options: { target_swhandle: 'sunrise' },
      },
    ]);
  });

  it('opens the user’s own business’s notes with no business in the link', async () => {
    render(
      <MemoryRouter>
        <InvoiceNotes uconst="SUNRIS/2026-27/0001" business={null} />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: 'SUNRIS/CN/2026-27/0001' });
    expect(link.getAttribute('href')).toBe('/tabs/html_template/invoice_notes/n1');
    expect(calls[0]?.options).toEqual({});
  });
});
