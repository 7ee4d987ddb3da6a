import { rm, writeFile } from 'node:fs/promises';
import { type ExportedFile, type Locale, reportExportStages, reportMessages } from '@muster/protocol';
import type { Session } from '../../engine/auth/session.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import { xlsxSheetWriter } from '../exports/xlsx.js';
import { pdfKind, xlsxKind } from '../files/content-kind.js';
import { partialFilePath, storeMadeFile } from '../files/made-files.js';
import { reportHeaders, reportHtml } from './html.js';
import { reportPrinting } from './print/load.js';
import { forEachReportRow, type ReportRow, type ReportRun, reportRowCount } from './report.js';

/**
 * A PDF is a document to read: past this many rows the user narrows the filters or takes
 * xlsx. A month's muster roll of the demo's 201 workers is about 6,200 rows (a row per worker
 * and day), so a month of a few hundred workers prints (#27 item 6).
 */
export const maxPdfRows = 10_000;

const fileDate = (now: Date) => now.toISOString().slice(0, 10);

/** Rows read between two progress frames: a month's muster roll sends a few dozen. */
export const progressEveryRows = 500;

/** Where an export tells how far it is (a stage of `reportExportStages` and `n/total`). */
export type ExportProgress = (stage: string, count: string) => void;

/** Counts the rows an export reads, telling `progress` at the start, every `every` rows and at the end. */
export function rowProgress(total: number | null, progress: ExportProgress, every = progressEveryRows) {
  let read = 0;
  const counted = () => (total === null ? String(read) : `${read}/${total}`);
  progress(reportExportStages.reading, counted());
  return {
    read() {
      read += 1;
      if (read % every === 0) progress(reportExportStages.reading, counted());
    },
    done() {
      if (read % every !== 0) progress(reportExportStages.reading, counted());
    },
  };
}

/**
 * Every row of a report to a stored file (spec 000 §7 'txn_reports_export_report'): xlsx
 * through the streaming writer (inert text cells, exports/xlsx.ts), or a PDF of the report's
 * HTML printed by the one reused Chromium (documents/pdf.ts).
 */
export async function exportReport(
  server: ServerContext,
  session: Session,
  run: ReportRun,
  request: {
    fileType: 'xlsx' | 'pdf';
    language: Locale;
    ui_filters: Record<string, string | [string, string]>;
    template_id?: string | null;
  },
  progress: ExportProgress = () => undefined,
): Promise<ExportedFile> {
  const { fileType, language: locale } = request;
  const { report } = run;
  const partial = await partialFilePath(server.dataDir);
  const counter = rowProgress(await reportRowCount(server, run), progress);
  try {
    if (fileType === 'xlsx') {
      const sheet = await xlsxSheetWriter(
        partial,
        report.label[locale] || report.name,
        reportHeaders(report, locale),
      );
      try {
        await forEachReportRow(server, run, (row) => {
          sheet.addRow(row);
          counter.read();
        });
        counter.done();
      } finally {
        await sheet.close();
      }
    } else {
      const rows: ReportRow[] = [];
      await forEachReportRow(server, run, (row) => {
        if (rows.length >= maxPdfRows)
          throw new TxnError(`${reportMessages.tooManyRowsForPdf}: ${maxPdfRows}`);
        rows.push(row);
        counter.read();
      });
      counter.done();
      if (!server.pdf.available()) throw new TxnError(reportMessages.pdfUnavailable);
      const printing = await reportPrinting(server, session, report, {
        locale,
        filters: request.ui_filters,
        templateId: request.template_id,
      });
      progress(reportExportStages.printing, `${rows.length}/${rows.length}`);
      await writeFile(
        partial,
        await server.pdf.print(reportHtml(report, rows, printing.context, printing.template)),
      );
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return storeMadeFile(server, partial, {
    partnerId: session.env.partners_id,
    madeFor: session.env.employees_id,
    originalFilename: `${report.name}-${fileDate(new Date())}.${fileType}`,
    kind: fileType === 'xlsx' ? xlsxKind : pdfKind,
  });
}
