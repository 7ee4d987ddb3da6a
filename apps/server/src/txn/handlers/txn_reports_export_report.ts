import { reportsExportReportTxn } from '@muster/protocol';
import { exportReport } from '../../domain/reports/export.js';
import { findReport, reportRun } from '../../domain/reports/report.js';
import { currentFrameProgress } from '../frame-context.js';
import { handleTxn } from '../types.js';

/**
 * Every row of a report, as the report view filters it, to a stored xlsx or pdf file (spec 000
 * §7), its progress sent to the caller as it goes (#27 item 6).
 */
export const txnReportsExportReport = handleTxn(
  reportsExportReportTxn,
  async ({ params, session }, server) => {
    const report = await findReport(server, session, params.report_id);
    const run = await reportRun(server, session, report, params);
    const file = await exportReport(server, session, run, params, currentFrameProgress());
    return { records: [JSON.stringify(file)], filename: file.original_filename };
  },
);
