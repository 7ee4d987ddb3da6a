import { type Locale, reportMessages } from '@muster/protocol';
import { TxnError } from '../../platform/refusal.js';
import { renderTemplate, TemplateError } from '../payroll/document/template.js';
import { gridDays } from './days.js';
import { defaultReportTemplate } from './print/default-template.js';
import { type ReportPrintContext, reportPrintView } from './print/view.js';
import type { Report, ReportRow } from './report.js';

/**
 * The report's column headers in `locale`, its count last when it counts; a days grid's
 * column is its days' numbers, 1 to 31 (the form's 'Dates' heads them in the print template).
 */
export function reportHeaders(report: Report, locale: Locale): string[] {
  const { columns, count } = report.config;
  return [
    ...columns.flatMap((column) =>
      column.show === 'days'
        ? Array.from({ length: gridDays }, (_, day) => String(day + 1))
        : [column.label[locale]],
    ),
    ...(count ? [count.label[locale]] : []),
  ];
}

/**
 * A report's rows as one HTML document (DESIGN §6 'Documents'): through its print template
 * (a statutory register's heading and signature), else the default one (title, filters, a
 * table), every value escaped. The report view shows it in a sandboxed frame and the PDF is
 * printed from the same document. A template that does not parse is a clear refusal.
 */
export function reportHtml(
  report: Report,
  rows: readonly ReportRow[],
  context: Omit<ReportPrintContext, 'headers'>,
  template: string | null,
): string {
  const view = reportPrintView(report, rows, { ...context, headers: reportHeaders(report, context.locale) });
  try {
    return renderTemplate(template ?? defaultReportTemplate, view);
  } catch (error) {
    if (error instanceof TemplateError)
      throw new TxnError(`${reportMessages.templateError}: ${error.message}`);
    throw error;
  }
}
