import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { xlsxKind } from '../files/content-kind.js';

/** A spreadsheet's cells as text, row by row: the header row first. */
export type SheetRows = string[][];

/**
 * The cells of a csv (UTF-8, an optional byte-order mark, comma separated, quoted as RFC 4180
 * quotes) or of an xlsx's first sheet (each cell's text as Excel shows it). Throws when the
 * bytes cannot be read as the kind they were judged to be.
 */
export async function readSheet(bytes: Uint8Array, mime: string): Promise<SheetRows> {
  if (mime === xlsxKind.mime) return readXlsx(bytes);
  return parse(Buffer.from(bytes), {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as SheetRows;
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRows> {
  // loaded on the first spreadsheet, not at every server start (issue #35 item 3)
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRows = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = xlsxCellText(cell);
    });
    rows.push(Array.from(cells, (text) => text ?? ''));
  });
  return rows;
}

/**
 * A cell's text: a date cell as its ISO day (Excel keeps dates as numbers shown in a
 * format; the text shown depends on the locale, the day does not), anything else as shown.
 */
function xlsxCellText(cell: ExcelJS.Cell): string {
  if (cell.value instanceof Date) return cell.value.toISOString().slice(0, 10);
  return cell.text;
}
