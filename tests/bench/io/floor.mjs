// The floor of an export (issue #35 item 4): the same rows read by the database's COPY … TO
// STDOUT and written by the same streaming xlsx writer the server uses (exceljs, strings
// inline, each row committed as added), one text cell per listed column. Nothing an export
// does beyond that (scope, labels, formats, the channel) is in it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const serverRequire = createRequire(import.meta.resolve('@muster/server'));
/** A module of the server's own dependencies (exceljs, PGlite), as the server loads it. */
export const serverModule = (name) => import(pathToFileURL(serverRequire.resolve(name)).href);

/**
 * `COPY (query) TO STDOUT` on a pg client, each chunk of its text format handed to `take` as
 * it arrives (node-postgres has no COPY of its own: this is the protocol's CopyData messages
 * through a query object the client submits).
 */
export function copyOut(client, query, take) {
  return new Promise((resolve, reject) => {
    let failure = null;
    client.query({
      submit(connection) {
        connection.query(`copy (${query}) to stdout`);
      },
      handleCopyData(message) {
        take(message.chunk);
      },
      handleRowDescription() {},
      handleDataRow() {},
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleError(error) {
        failure = error;
        reject(error);
      },
      handleReadyForQuery() {
        if (!failure) resolve(undefined);
      },
    });
  });
}

/** Lines of COPY's text format, fed in chunks, each row's fields to `row` (escapes left as sent). */
export function copyLines(row) {
  let rest = '';
  return {
    take(chunk) {
      const text = rest + chunk.toString('utf8');
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) row(line.split('\t').map((value) => (value === '\\N' ? null : value)));
    },
    end() {
      if (rest) row(rest.split('\t'));
    },
  };
}

/** exceljs's streaming writer as exports/xlsx.ts sets it up; `close()` ends the file. */
export async function floorSheet(filename, headers) {
  const { default: ExcelJS } = await serverModule('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('floor');
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  return {
    add(values) {
      sheet.addRow(values).commit();
      rows += 1;
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      return rows;
    },
  };
}
