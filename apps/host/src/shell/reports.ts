import { formatBusinessDate, formatBusinessTime } from '@muster/protocol';
/** A report as txn_reports_list answers it (spec 000 §3 "Reports"). */
export interface ReportEntry {
  id: string;
  name: string;
  /** Per language (spec 000 §3 "Reports: id, name, label, …"). */
  label?: Record<string, string | undefined> | null;
  last_modified?: string | null;
}

/**
 * What a report is listed and titled as: its label in the interface language (English when
 * that one is missing), so a seeded `register_of_workmen` reads 'Register of workmen' in every
 * language; a report without a label by its name without the first underscore-separated word
 * (spec 000 §2), as the spec lists them.
 */
export function reportDisplayName(report: Pick<ReportEntry, 'name' | 'label'>, language: string): string {
  const label = report.label?.[language] || report.label?.eng;
  if (label) return label;
  const { name } = report;
  const underscore = name.indexOf('_');
  return underscore >= 0 && underscore < name.length - 1 ? name.slice(underscore + 1) : name;
}

/** The report the sidebar opened last, kept for the report view (and its tab's title). */
export function chosenReport(): ReportEntry | null {
  try {
    const stored = JSON.parse(localStorage.getItem(chosenReportKey) ?? 'null') as ReportEntry | null;
    return stored && typeof stored.name === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** dd/MM/yyyy HH:mm in the business's zone (spec 000 §9, protocol README); '' for no or bad input. */
export function formatBusinessDateTime(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return `${formatBusinessDate(value, timeZone)} ${formatBusinessTime(value, timeZone)}`;
}

/** Storage key of the report chosen in the sidebar, read by the report view. */
export const chosenReportKey = 'muster.report';
