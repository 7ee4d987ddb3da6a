import type { PayslipLanguage } from '../document/labels.js';
import { renderTemplate } from '../document/template.js';
import type { LabourFormRow } from './load.js';
import { employmentCardTemplate, wageSlipTemplate } from './template.js';
import { employmentCardView, wageSlipView } from './view.js';

export { type LabourFormRow, loadLabourForm } from './load.js';

/** The Contract Labour (R&A) Central Rules' per-worker forms printed from a payslip (README). */
export const labourForms = {
  /** Form XIX, rule 78(1)(b): the wage slip of the payslip's month. */
  wage_slip: { template: wageSlipTemplate, view: wageSlipView, file: 'form-xix' },
  /** Form XIV, rule 76: the worker's employment card as of the payslip's month. */
  employment_card: { template: employmentCardTemplate, view: employmentCardView, file: 'form-xiv' },
} as const;
export type LabourForm = keyof typeof labourForms;

/** A form's document in one language: its HTML, the viewer's title and the PDF's file name. */
export function renderLabourForm(form: LabourForm, row: LabourFormRow, language: PayslipLanguage) {
  const { template, view, file } = labourForms[form];
  const printed = view(row, language);
  return {
    html: renderTemplate(template, printed),
    title: printed.title,
    fileName: `${file}-${row.uconst}.pdf`,
  };
}
