import { describe, expect, it } from 'vitest';
import { invoiceApprovalTab, parseInvoiceApprovalTab, rowBusiness } from './approval-tab';

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
  it("names a row's business by its partner, picked or plain", () => {
    const partners = [
      { id: 'p1', sw_handle: 'sunrise' },
      { id: 'p2', sw_handle: 'shakti' },
    ];
    expect(rowBusiness({ partners_id: [{ id: 'p2', name: 'Shakti' }] }, partners)).toBe('shakti');
    expect(rowBusiness({ partners_id: 'p1' }, partners)).toBe('sunrise');
    expect(rowBusiness({ partners_id: 'p9' }, partners)).toBe('');
  });
});
