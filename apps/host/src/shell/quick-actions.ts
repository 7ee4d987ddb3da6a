import type { BusinessEnv } from '@muster/protocol';

/** The generate actions of spec 000 §2 "Sidebar", opening their bulk-generate tabs. */
export const quickActions = [
  { label: 'Payslips Generate', tab: 'payslips/generate', folder: 'payslips' },
  { label: 'Invoices Generate', tab: 'invoices/generate', folder: 'invoices' },
] as const;

/** Both generate txns are admin's and HR's (the server's policy.json). */
const generates = (env: BusinessEnv) => env.isAdmin || env.isHR;

/** The actions the user may take: their folder is shown to them and their role generates. */
export function allowedQuickActions(env: BusinessEnv, visibleFolders: Record<string, unknown>) {
  return generates(env) ? quickActions.filter((action) => action.folder in visibleFolders) : [];
}
