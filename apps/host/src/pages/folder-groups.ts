import type { FolderSummary } from '@muster/protocol';

/** The home page's tile groups (issue #19 item 1), in the order they show. */
export const folderGroups = ['People', 'Time', 'Pay', 'Billing', 'Setup'] as const;
export type FolderGroup = (typeof folderGroups)[number];

/** Folders outside this table are setup (types, statuses, templates…). */
const groupOfFolder: Record<string, FolderGroup> = {
  employees: 'People',
  persons: 'People',
  departments: 'People',
  subsections: 'People',
  sites: 'People',
  jobs: 'People',
  groups: 'People',
  attendance: 'Time',
  attendance_edits: 'Time',
  leaves: 'Time',
  shifts: 'Time',
  holidays: 'Time',
  allocations: 'Time',
  duty_charts: 'Time',
  tasks: 'Time',
  devices: 'Time',
  unmatched_punches: 'Time',
  punch_requests: 'Time',
  attendance_policies: 'Time',
  payslips: 'Pay',
  salary_structures: 'Pay',
  salary_revisions: 'Pay',
  loans: 'Pay',
  tax_regimes: 'Pay',
  tax_declarations: 'Pay',
  settlements: 'Pay',
  payroll_adjustments: 'Pay',
  statutory_rates: 'Pay',
  minimum_wages: 'Pay',
  invoices: 'Billing',
  contracts: 'Billing',
  products: 'Billing',
  partners: 'Billing',
  contractor_licences: 'Billing',
  epf_challans: 'Billing',
  esi_challans: 'Billing',
};

export const folderGroup = (name: string): FolderGroup => groupOfFolder[name] ?? 'Setup';

/** The folders of each group, keeping their order; groups without a folder are left out. */
export function groupedFolders(
  folders: readonly FolderSummary[],
): { group: FolderGroup; folders: FolderSummary[] }[] {
  return folderGroups
    .map((group) => ({ group, folders: folders.filter((folder) => folderGroup(folder.name) === group) }))
    .filter((entry) => entry.folders.length > 0);
}
