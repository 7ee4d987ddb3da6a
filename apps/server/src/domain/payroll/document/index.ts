import { payrollMessages } from '@muster/protocol';
import type { PayslipLanguage } from './labels.js';
import { renderTemplate, TemplateError } from './template.js';
import { payslipView, type StoredPayslip } from './view.js';

export { type PayslipLanguage, payslipLanguages } from './labels.js';
export { loadPayslipDocuments, loadPayslipTemplate, type PayslipDocumentRow } from './load.js';
export { TemplateError } from './template.js';

/** A payslip's document in one language: its HTML, the viewer's title and the PDF's file name. */
export function renderPayslip(
  template: string,
  payslip: StoredPayslip & { uconst: string },
  language: PayslipLanguage,
) {
  const view = payslipView(payslip, language);
  try {
    return { html: renderTemplate(template, view), title: view.title, fileName: `${payslip.uconst}.pdf` };
  } catch (error) {
    if (error instanceof TemplateError)
      throw new TemplateError(`${payrollMessages.templateError}: ${error.message}`);
    throw error;
  }
}
