import { describe, expect, it } from 'vitest';
import { invoiceApprovalTab, parseInvoiceApprovalTab } from './approval-tab';

describe('the invoice approval tab name', () => {
  it('holds the business and the invoice, and reads back', () => {
    const name = invoiceApprovalTab('sunrise', '6f1c1d5e-0000-4000-8000-000000000001');
    expect(name).toBe('invoice_approval/sunrise/6f1c1d5e-0000-4000-8000-000000000001');
    expect(parseInvoiceApprovalTab(name)).toEqual({
      swhandle: 'sunrise',
      id: '6f1c1d5e-0000-4000-8000-000000000001',
    });
  });
  it("works without a business (the user's own) and refuses other names", () => {
    expect(parseInvoiceApprovalTab(invoiceApprovalTab('', 'abc'))).toEqual({ swhandle: null, id: 'abc' });
    expect(parseInvoiceApprovalTab('invoice_approval/abc')).toBeNull();
    expect(parseInvoiceApprovalTab('html_template/invoices/abc')).toBeNull();
  });
});
