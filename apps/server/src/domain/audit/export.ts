import { rm } from 'node:fs/promises';
import {
  type AuditEntry,
  type AuditExportWord,
  auditExportWord,
  auditMessages,
  type BusinessEnv,
  businessMonthStart,
  type ExportedFile,
  formatBusinessDate,
  formatBusinessTime,
  type Locale,
} from '@muster/protocol';
import { sql } from 'kysely';
import type { Session } from '../../engine/auth/session.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import type { ServerContext } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import { type CellValue, fieldCell } from '../exports/cells.js';
import { xlsxSheetWriter } from '../exports/xlsx.js';
import { xlsxKind } from '../files/content-kind.js';
import { partialFilePath, storeMadeFile } from '../files/made-files.js';
import { labelReferences } from './references.js';

const batch = 1000;
const headers: AuditExportWord[] = [
  'When',
  'Who',
  'Folder',
  'Record',
  'Part',
  'Change',
  'Field',
  'From',
  'To',
  'Reason',
];
const opWords: Record<AuditEntry['op'], AuditExportWord> = {
  insert: 'Added',
  update: 'Changed',
  delete: 'Deleted',
};
const closeWords: Record<string, AuditExportWord> = {
  close: 'Month closed',
  reopen: 'Month reopened',
  waive: 'Step waived',
};

interface LogRow {
  seq: number;
  folder: string;
  record_id: string;
  part: string | null;
  op: AuditEntry['op'];
  changes: Record<string, [unknown, unknown]>;
  done_by: string | null;
  done_at: Date;
  reason: string | null;
}

/** A date and time in the business's zone, as the record's History shows it. */
const when = (at: Date, timeZone: string) =>
  `${formatBusinessDate(at.toISOString(), timeZone)} ${formatBusinessTime(at.toISOString(), timeZone)}`;

/**
 * The month's audit trail of the user's business as an xlsx (issue #32 item 5), for admin and
 * HR: every change made in the business month (its days in the business's zone), one row per
 * field changed, headed and worded in the user's language, values as the lists show them; then
 * the month close record of the same days (close, reopen, a step waived, with the reason).
 */
export async function exportAuditMonth(
  server: ServerContext,
  session: Session,
  month: string,
  locale: Locale,
): Promise<ExportedFile> {
  const { env } = session;
  if (!(env.isAdmin || env.isHR)) throw new TxnError(auditMessages.notPermitted);
  const [year = 0, number = 0] = month.split('-').map(Number);
  const timeZone = await zoneOfBusiness(server.db, env.partners_id);
  const from = new Date(businessMonthStart(year, number, timeZone));
  const to = new Date(businessMonthStart(year, number + 1, timeZone));
  const word = (key: AuditExportWord) => auditExportWord(key, locale);
  const partial = await partialFilePath(server.dataDir);
  try {
    const sheet = await xlsxSheetWriter(partial, `${word('Audit trail')} ${month}`, headers.map(word));
    try {
      let after = 0;
      for (;;) {
        const rows =
          await sql<LogRow>`select a.seq, a.folder, a.record_id, a.part, a.op, a.changes, a.done_at,
            a.reason, nullif(concat_ws(' ', e.code, p.first_name ->> 'eng', p.last_name ->> 'eng'), '') as done_by
          from audit_log as a
          left join employees as e on e.id = a.done_by
          left join persons as p on p.id = e.persons_id
          where a.partners_id = ${env.partners_id} and a.done_at >= ${from} and a.done_at < ${to} and a.seq > ${after}
          order by a.seq limit ${batch}`.execute(server.db);
        for (const row of await rowsOfLog(server, { env, locale, timeZone }, rows.rows)) sheet.addRow(row);
        const last = rows.rows.at(-1);
        if (!last || rows.rows.length < batch) break;
        after = Number(last.seq);
      }
      const closes = await sql<{
        action: string;
        step: string | null;
        reason: string | null;
        done_at: Date;
        done_by: string;
      }>`
        select ev.action, ev.step, ev.reason, ev.done_at, coalesce(e.code, '') as done_by
        from month_close_events as ev left join employees as e on e.id = ev.done_by
        where ev.partners_id = ${env.partners_id} and ev.done_at >= ${from} and ev.done_at < ${to}
        order by ev.seq`.execute(server.db);
      for (const event of closes.rows)
        sheet.addRow([
          when(event.done_at, timeZone),
          event.done_by,
          word('Month close'),
          event.step ?? '',
          null,
          word(closeWords[event.action] ?? 'Changed'),
          null,
          null,
          null,
          event.reason,
        ]);
    } finally {
      await sheet.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return storeMadeFile(server, partial, {
    partnerId: env.partners_id,
    madeFor: env.employees_id,
    originalFilename: `audit-${month}.xlsx`,
    kind: xlsxKind,
  });
}

/** A batch of the log as the sheet's rows: a row per field changed, labelled as its folder's list labels it. */
async function rowsOfLog(
  server: ServerContext,
  { env, locale, timeZone }: { env: BusinessEnv; locale: Locale; timeZone: string },
  rows: LogRow[],
): Promise<CellValue[][]> {
  const sheetRows: CellValue[][] = [];
  const byFolder = new Map<string, LogRow[]>();
  for (const row of rows) byFolder.set(row.folder, [...(byFolder.get(row.folder) ?? []), row]);
  const labelled = new Map<number, AuditEntry>();
  for (const [folder, logged] of byFolder) {
    const definition = server.catalogue.folders.get(folder);
    if (!definition) continue;
    const entries = await labelReferences(
      server,
      definition,
      logged.map((row) => ({
        seq: Number(row.seq),
        op: row.op,
        part: row.part,
        changes: Object.entries(row.changes).map(([field, [from, to]]) => ({ field, from, to })),
        done_by: row.done_by,
        done_at: row.done_at.toISOString(),
        txn: null,
        reason: row.reason,
      })),
    );
    for (const entry of entries) labelled.set(entry.seq, entry);
  }
  for (const row of rows) {
    const definition = server.catalogue.folders.get(row.folder);
    const entry = labelled.get(Number(row.seq));
    const detail = row.part ? definition?.fields.find((field) => field.name === row.part) : undefined;
    const fields = (row.part ? detail?.fields : definition?.fields) ?? [];
    for (const change of entry?.changes ?? []) {
      const field = fields.find((candidate) => candidate.name === change.field);
      const cell = (value: unknown) =>
        field
          ? fieldCell(field, { [field.name]: value }, { env, folder: row.folder, locale, timeZone })
          : JSON.stringify(value);
      sheetRows.push([
        when(row.done_at, timeZone),
        row.done_by ?? auditExportWord('System', locale),
        definition?.label[locale] ?? row.folder,
        row.record_id,
        detail?.label[locale] ?? row.part,
        auditExportWord(opWords[row.op], locale),
        field?.label[locale] ?? change.field,
        cell(change.from),
        cell(change.to),
        row.reason,
      ]);
    }
  }
  return sheetRows;
}
