import { rankWith } from '@muster/folder-engine';
import { namedTxns } from '@muster/protocol';
import type { ListViewEntry } from '../registry/list-views';
import type { ReportPanelEntry } from '../registry/report-panels';
import type { ActionScreenEntry, RowOpenerEntry } from '../registry/row-actions';
import { type TabViewEntry, tabRank } from '../registry/tab-views';
import { folderLabel } from '../shell/folder-label';
import { rowBusiness } from '../tabs/row-business';
import { BulkGenerateTab } from './BulkGenerateTab';
import { Form16Tab } from './Form16Tab';
import { form16Tab, parseForm16Tab } from './form-16-tab';
import { documentLabel, HtmlTemplateTab } from './HtmlTemplateTab';
import { parseTemplateTab, templateTab, templateTabPrefix } from './html-template-tab';
import { PayslipCards } from './PayslipCards';
import { PayslipFormsPanel } from './PayslipFormsPanel';

/** A folder's bulk-generate tab (spec 000 §2): '{folder}/generate'. */
const generateTab = (folder: string) => `${folder}/generate`;

/** The folders with a txn whose declaration is asked for in the bulk-generate tab (payslips, invoices). */
const generatingFolders = new Set(
  Object.values(namedTxns)
    .filter((spec) => spec.screen === 'bulk-generate')
    .map((spec) => spec.folder),
);

export const payrollTabViews: TabViewEntry[] = [
  {
    kind: 'bulk-generate',
    tester: rankWith(
      tabRank.folderPath,
      ({ name, head }) => generatingFolders.has(head) && name === generateTab(head),
    ),
    View: BulkGenerateTab,
  },
  {
    kind: 'form-16',
    tester: rankWith(tabRank.prefix, ({ name }) => parseForm16Tab(name) !== null),
    View: Form16Tab,
  },
  {
    kind: 'html-template',
    tester: rankWith(tabRank.prefix, ({ head, rest }) => head === templateTabPrefix && rest.length > 0),
    View: HtmlTemplateTab,
    // until the document names itself (contract or employee and month): its folder and number
    title: (name, settings, language, t) => {
      const template = parseTemplateTab(name);
      if (!template) return undefined;
      const folder = settings.containers.folders.map[template.folder];
      // a form printed from a payslip names itself ('Wage slip (Form XIX)'), not its key
      const document = documentLabel(template.folder);
      const label = folder ? folderLabel(folder, language) : document ? t(document) : template.folder;
      return `${label} ${template.uconst}`;
    },
  },
];

/**
 * A row of a folder whose rows are documents (`rowOpens: 'document'`: payslips, invoices) opens
 * its template view, in the row's business (a contractor's, which the principal employer picked).
 */
export const documentRowOpeners: RowOpenerEntry[] = [
  {
    tester: rankWith(
      1,
      ({ definition, record }) => definition?.rowOpens === 'document' && Boolean(record.uconst),
    ),
    tab: ({ folder, record, partners }) =>
      templateTab(folder, String(record.uconst), rowBusiness(record, partners)),
  },
];

/** Generation, the month's approval and its wage payment are asked for in the bulk-generate tab. */
export const bulkGenerateScreens: ActionScreenEntry[] = [
  {
    tester: rankWith(1, ({ declaration }) => declaration?.screen === 'bulk-generate'),
    tab: ({ folder }) => generateTab(folder),
  },
  {
    // Form 16 asks for a financial year in its own tab, for the employee of the row it was started on
    tester: rankWith(1, ({ declaration }) => declaration?.screen === 'form-16'),
    tab: ({ record }) => form16Tab(referencedId(record?.employees_id)),
  },
];

/** A docpicker's value as a list row holds it (its projected records, or an id). */
function referencedId(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  const id = (first as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A phone reads its payslips as cards (#27 item 9); the table's actions are the desktop's. */
export const payslipListViews: ListViewEntry[] = [
  {
    tester: rankWith(2, ({ folder, phone, filtered }) => folder === 'payslips' && phone && !filtered),
    View: PayslipCards,
  },
];

/** A register read from payslips (the register of wages) offers each worker's Form XIX and XIV beside its rows. */
export const payslipReportPanels: ReportPanelEntry[] = [
  { tester: rankWith(1, ({ config }) => config.base_folder === 'payslips'), Panel: PayslipFormsPanel },
];
