import { reportsGetReportTxn } from '@muster/protocol';
import { reportHtml } from '../../domain/reports/html.js';
import { findReport, reportPage, reportRun } from '../../domain/reports/report.js';
import { handleTxn } from '../types.js';

/**
 * One page of a report (spec 000 §7): the report the user's reports list shows, its base
 * folder's list under the user's scope with the typed filters, the page as HTML with the
 * page's and all rows' counts. A sort by a column goes before the report's own order.
 */
export const txnReportsGetReport = handleTxn(reportsGetReportTxn, async ({ params, session }, server) => {
  const report = await findReport(server, session, params.report_id);
  const run = reportRun(server, session, report, params);
  const { rows, total } = await reportPage(server, run, params);
  const record = { html: reportHtml(report, rows, params.language), currRows: rows.length, totalRows: total };
  return { records: [JSON.stringify(record)], rowCount: total };
});
