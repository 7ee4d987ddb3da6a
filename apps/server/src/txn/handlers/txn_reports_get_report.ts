import { reportsGetReportTxn } from '@muster/protocol';
import { reportHtml } from '../../domain/reports/html.js';
import { reportPrinting } from '../../domain/reports/print/load.js';
import { findReport, reportPage, reportRun } from '../../domain/reports/report.js';
import { handleTxn } from '../types.js';

/**
 * One page of a report (spec 000 §7): the report the user's reports list shows, its base
 * folder's list under the user's scope with the typed filters, the page as HTML with the
 * page's and all rows' counts, through the report's print template (or the request's). A sort
 * by a column goes before the report's own order.
 */
export const txnReportsGetReport = handleTxn(reportsGetReportTxn, async ({ params, session }, server) => {
  const report = await findReport(server, session, params.report_id);
  const run = await reportRun(server, session, report, params);
  const { rows, total } = await reportPage(server, run, params);
  const printing = await reportPrinting(server, session, report, {
    locale: params.language,
    filters: params.ui_filters,
    templateId: params.template_id,
  });
  const html = reportHtml(report, rows, printing.context, printing.template);
  const record = { html, currRows: rows.length, totalRows: total };
  return { records: [JSON.stringify(record)], rowCount: total };
});
