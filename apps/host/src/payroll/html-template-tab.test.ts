import { describe, expect, it } from 'vitest';
import { parseTemplateTab, templateTab } from './html-template-tab';

describe("a document's template tab", () => {
  it('names the folder and the reference, a slash kept in one segment', () => {
    const name = templateTab('invoices', 'SUNRIS/2026-27/0001');
    expect(name).toBe('html_template/invoices/SUNRIS%2F2026-27%2F0001');
    expect(parseTemplateTab(name)).toEqual({
      folder: 'invoices',
      uconst: 'SUNRIS/2026-27/0001',
      business: null,
    });
  });
  it('names the business a contractor’s document is read in', () => {
    const name = templateTab('payslips', 'SUN0001-2026-10', 'sunrise');
    expect(name).toBe('html_template/payslips/SUN0001-2026-10/@sunrise');
    expect(parseTemplateTab(name)).toEqual({
      folder: 'payslips',
      uconst: 'SUN0001-2026-10',
      business: 'sunrise',
    });
  });
  it("reads a name the router decoded: an invoice number's slashes, then the business", () => {
    expect(parseTemplateTab('html_template/invoices/SUNRIS/2026-27/0001')).toEqual({
      folder: 'invoices',
      uconst: 'SUNRIS/2026-27/0001',
      business: null,
    });
    expect(parseTemplateTab('html_template/invoices/SUNRIS/2026-27/0001/@sunrise')).toEqual({
      folder: 'invoices',
      uconst: 'SUNRIS/2026-27/0001',
      business: 'sunrise',
    });
  });
  it('is nothing for another name', () => {
    expect(parseTemplateTab('html_template/payslips')).toBeNull();
    expect(parseTemplateTab('payslips/with/id/a1')).toBeNull();
    expect(parseTemplateTab('html_template/payslips/@sunrise')).toBeNull();
    expect(parseTemplateTab('html_template/payslips/a/@')).toBeNull();
  });
});
