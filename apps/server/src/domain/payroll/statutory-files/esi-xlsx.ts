import { type EsiUploadRow, esiUploadHeaders, type StatutoryFile } from './files.js';

/** The ESIC template's sheet name. */
export const esiUploadSheet = 'Sheet1';

/**
 * The ESIC monthly contribution upload as the portal's template: one sheet, the template's
 * six headings, then a row per member. The IP number and the last working day are text
 * cells (an IP number's leading digits and the date's format stay as written); days and
 * wages are numbers. Answered as base64 for the reply. exceljs loads on the first file, not at
 * every server start (issue #35 item 3).
 */
export async function esiUploadXlsx(
  rows: readonly EsiUploadRow[],
  missing: string[],
  arrearsLeftOut: string[] = [],
): Promise<StatutoryFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(esiUploadSheet);
  sheet.addRow([...esiUploadHeaders]);
  for (const row of rows)
    sheet.addRow([row.ipNumber, row.name, row.days, row.wages, row.reasonCode, row.lastWorkingDay]);
  sheet.getColumn(1).numFmt = '@';
  sheet.getColumn(6).numFmt = '@';
  const bytes = await workbook.xlsx.writeBuffer();
  return {
    text: Buffer.from(bytes as ArrayBuffer).toString('base64'),
    encoding: 'base64',
    rows: rows.length,
    missing,
    arrearsLeftOut,
  };
}
