import type { CellValue } from './cells.js';

/** A sheet written row by row to a file: what is written leaves memory at once. */
export interface SheetWriter {
  addRow(values: readonly CellValue[]): void;
  /** Finishes the file; nothing is readable before. */
  close(): Promise<void>;
}

/** Excel's longest sheet name. */
const sheetNameLength = 31;

/**
 * An xlsx file through exceljs's streaming writer (memory flat however many rows: each row
 * is committed as it is added, strings inline rather than in a shared table that would grow
 * with the file). Every text is written as a text cell, so a value such as
 * `=HYPERLINK("http://…")` is shown as typed and never evaluated: the writer makes a formula
 * only of a `{ formula }` value, which this module never passes. exceljs is loaded on the first
 * file, not at every server start (issue #35 item 3).
 */
export async function xlsxSheetWriter(
  filename: string,
  sheetName: string,
  headers: readonly string[],
): Promise<SheetWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, sheetNameLength));
  const header = sheet.addRow([...headers]);
  header.font = { bold: true };
  header.commit();
  // exceljs gives every new cell a style object of its own, and its style table then renders
  // each to XML to find it (a fifth of a 100,000-row export's time): cells sharing one object
  // per kind hit its cache instead, with the same style id the rendering would have found
  const numberStyle = {};
  const textStyle = {};
  return {
    addRow(values) {
      const row = sheet.addRow([...values]);
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.style = typeof cell.value === 'number' ? numberStyle : textStyle;
      });
      row.commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
