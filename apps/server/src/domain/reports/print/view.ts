import { formatBusinessDate, formatBusinessDateBefore, type Locale } from '@muster/protocol';
import type { CellValue } from '../../exports/cells.js';
import type { Report, ReportRow } from '../report.js';
import { registerLabels } from './labels.js';

/** A business as a report's print template names it (`{{contractor.name}}`). */
export interface PrintedParty {
  name: string;
  address: string;
}

/** What a report's page is printed for: who prints it, under which employer, filtered how. */
export interface ReportPrintContext {
  locale: Locale;
  contractor: PrintedParty | null;
  principalEmployer: PrintedParty | null;
  /** The filters' values as the request sent them (text, or a half-open range of instants). */
  filters: Record<string, string | [string, string]>;
  printedAt: Date;
  /** The zone of the business the report is of: a range filter's days and the printing day are its. */
  timeZone: string;
  headers: string[];
}

const cellText = (value: CellValue) => (value === null ? '' : String(value));

/**
 * The view a report's print template reads (DESIGN §6 'Documents'; the template language of
 * payroll/document/template.ts): `title`, `contractor` and `principal_employer` (name,
 * address), `filters` (label, value: a range as its first and last day), `headers` (label),
 * `rows` (cells: text, numeric), `row_count`, `printed_on` and `label` (registerLabels).
 * Values only: the template escapes each as it prints it.
 */
export function reportPrintView(report: Report, rows: readonly ReportRow[], context: ReportPrintContext) {
  const { locale, timeZone } = context;
  const filters = report.config.ui_filters.flatMap((filter) => {
    const value = context.filters[filter.name];
    if (value === undefined || value === '') return [];
    const text = Array.isArray(value)
      ? `${formatBusinessDate(value[0], timeZone)} – ${formatBusinessDateBefore(value[1], timeZone)}`
      : value;
    return [{ label: filter.label[locale] || filter.name, value: text }];
  });
  return {
    language: locale === 'eng' ? 'en' : locale === 'hin' ? 'hi' : locale === 'ben' ? 'bn' : 'fr',
    title: report.label[locale] || report.label.eng || report.name,
    contractor: context.contractor,
    principal_employer: context.principalEmployer,
    filters,
    headers: context.headers.map((label) => ({ label })),
    rows: rows.map((row) => ({
      cells: row.map((cell) => ({ text: cellText(cell), numeric: typeof cell === 'number' })),
    })),
    row_count: rows.length,
    printed_on: formatBusinessDate(context.printedAt.toISOString(), timeZone),
    label: registerLabels[locale],
  };
}
