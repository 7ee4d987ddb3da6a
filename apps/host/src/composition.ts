import { attendanceTabViews } from './attendance/views';
import { deviceKeyReveals } from './devices/views';
import { invoiceTabViews, recordApprovalScreens } from './invoices/views';
import { leavesListViews, leavesTabViews } from './leaves/views';
import {
  bulkGenerateScreens,
  documentRowOpeners,
  payrollTabViews,
  payslipListViews,
  payslipReportPanels,
} from './payroll/views';
import { listViews } from './registry/list-views';
import { reportPanels } from './registry/report-panels';
import { actionReveals, actionScreens, rowOpeners } from './registry/row-actions';
import { tabViews } from './registry/tab-views';
import { reportRowOpeners, reportTabViews } from './reports/views';
import { settingsTabViews } from './settings/views';
import { folderTabViews } from './tabs/folder-tab-views';
import { workflowTabViews } from './workflow/views';

/**
 * The host's composition root (registry/README.md): each feature's views, row openers, action
 * screens and report panels go into the registries here, once, before the app renders; the tab host and
 * the folder list choose among them by their testers and name no feature.
 */
tabViews.register(
  ...folderTabViews,
  ...leavesTabViews,
  ...payrollTabViews,
  ...invoiceTabViews,
  ...reportTabViews,
  ...settingsTabViews,
  ...workflowTabViews,
  ...attendanceTabViews,
);
listViews.register(...leavesListViews, ...payslipListViews);
rowOpeners.register(...documentRowOpeners, ...reportRowOpeners);
actionScreens.register(...bulkGenerateScreens, ...recordApprovalScreens);
actionReveals.register(...deviceKeyReveals);
reportPanels.register(...payslipReportPanels);
