import { rankWith } from '@muster/folder-engine';
import type { RowOpenerEntry } from '../registry/row-actions';
import { type TabViewEntry, tabRank } from '../registry/tab-views';
import { chosenReport, reportDisplayName } from '../shell/reports';
import { ReportsView } from './ReportsView';
import { reportTab, reportTabPrefix } from './report-tab';

/** 'view_report/{report}': a report view, titled by the report's name in the user's language. */
export const reportTabViews: TabViewEntry[] = [
  {
    kind: 'report-view',
    tester: rankWith(tabRank.prefix, ({ head, rest }) => head === reportTabPrefix && rest.length > 0),
    View: ReportsView,
    title: (name, _settings, language) => {
      const report = decodeURIComponent(name.split('/').slice(1).join('/'));
      const chosen = chosenReport();
      return reportDisplayName(chosen?.name === report ? chosen : { name: report }, language);
    },
  },
];

/** A row of a folder whose rows are reports (`rowOpens: 'report'`) opens its report view. */
export const reportRowOpeners: RowOpenerEntry[] = [
  {
    tester: rankWith(
      1,
      ({ definition, record }) =>
        definition?.rowOpens === 'report' && typeof record.name === 'string' && record.name !== '',
    ),
    tab: ({ record }) => reportTab(String(record.name)),
  },
];
