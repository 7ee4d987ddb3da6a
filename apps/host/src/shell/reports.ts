/** A report as txn_reports_list answers it (spec 000 §3 "Reports"). */
export interface ReportEntry {
  id: string;
  name: string;
  last_modified?: string | null;
}

/** Reports are listed without the first underscore-separated word of their name (spec 000 §2). */
export function reportDisplayName(name: string): string {
  const underscore = name.indexOf('_');
  return underscore >= 0 && underscore < name.length - 1 ? name.slice(underscore + 1) : name;
}

const istOffsetMs = 330 * 60 * 1000;
const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm in IST, the product's time zone (spec 000 §9); '' for no or bad input. */
export function formatIstDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const ist = new Date(time + istOffsetMs);
  return `${two(ist.getUTCDate())}/${two(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()} ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}`;
}

/** Storage key of the report chosen in the sidebar, read by the report view. */
export const chosenReportKey = 'muster.report';
