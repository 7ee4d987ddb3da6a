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
  return plainCsv(bytes) ?? parseCsv(bytes);
}

/** Any csv, by csv-parse. */
export const parseCsv = (bytes: Uint8Array): SheetRows =>
  parse(Buffer.from(bytes), {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as SheetRows;

/**
 * The cells of a csv without a quote, whose lines all end alike (LF, or CRLF with no lone CR
 * or LF): exactly what `parseCsv` reads of it, by splitting, at a tenth of its cost (issue
 * #35 item 5: csv-parse took 0.2 s of a 10,000-row upload's 1 s of work). Undefined for any
 * other file, which `parseCsv` reads.
 */
export function plainCsv(bytes: Uint8Array): SheetRows | undefined {
  let text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.includes('"')) return undefined;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.includes('\r') ? text.split('\r\n') : text.split('\n');
  const rows: SheetRows = [];
  for (const line of lines) {
    if (line === '') continue;
    if (line.includes('\r') || line.includes('\n')) return undefined;
    rows.push(line.split(','));
  }
  return rows;
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
