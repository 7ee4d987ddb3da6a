import { rankWith } from '@muster/folder-engine';
import type { ActionScreenEntry } from '../registry/row-actions';
import { type TabViewEntry, tabRank } from '../registry/tab-views';
import { rowBusiness } from '../tabs/row-business';
import { invoiceApprovalTab, invoiceApprovalTabPrefix } from './approval-tab';
import { InvoiceApprovalTab } from './InvoiceApprovalTab';

export const invoiceTabViews: TabViewEntry[] = [
  {
    kind: 'approval',
    tester: rankWith(
      tabRank.prefix,
      ({ head, rest }) => head === invoiceApprovalTabPrefix && rest.length > 0,
    ),
    View: InvoiceApprovalTab,
  },
];

/** An invoice's documents are uploaded and reviewed in its approval tab (spec 000 §2). */
export const recordApprovalScreens: ActionScreenEntry[] = [
  {
    tester: rankWith(
      1,
      ({ declaration, record }) => declaration?.screen === 'record-approval' && record !== undefined,
    ),
    tab: ({ record, partners }) =>
      invoiceApprovalTab(rowBusiness(record ?? {}, partners), String(record?.id)),
  },
];
