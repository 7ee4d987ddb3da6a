import { type ProgressFrame, reportExportStages } from '@muster/protocol';

/** What the export toast says, as an i18next key and its values (#27 item 6). */
export interface ExportProgressText {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The toast's words for one progress frame of a report export: rows read of the total (or
 * so far, for a counted report), then printing; null for a frame it does not know.
 */
export function exportProgressText(kind: string, output: ProgressFrame['output']): ExportProgressText | null {
  const [read, total] = output.count.split('/').map(Number);
  if (read === undefined || Number.isNaN(read)) return null;
  if (output.stage === reportExportStages.printing)
    return { key: 'Printing the PDF: {{total}} rows', values: { kind, total: read } };
  if (output.stage !== reportExportStages.reading) return null;
  return total === undefined || Number.isNaN(total)
    ? { key: 'Preparing the {{kind}} file: {{read}} rows read', values: { kind, read } }
    : { key: 'Preparing the {{kind}} file: {{read}} of {{total}} rows read', values: { kind, read, total } };
}
