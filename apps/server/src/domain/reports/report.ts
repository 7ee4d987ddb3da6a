import {
  type FilterCondition,
  type FolderDefinition,
  folderListTxn,
  type ListParams,
  type ReportConfig,
  reportConfigSchema,
  reportFilterConditions,
  reportMessages,
  type reportsGetReportTxn,
  type TxnDefinition,
} from '@muster/protocol';
import type { Session } from '../../engine/auth/session.js';
import { compiledOrRefused, folderListInput } from '../../engine/lists/folder-list.js';
import { compileListQuery, runCompiledList } from '../../engine/query/index.js';
import { zoneOfBusiness } from '../../engine/scope/business-zone.js';
import type { ServerContext, TxnCall } from '../../engine/server-context.js';
import { TxnError } from '../../platform/refusal.js';
import type { CellValue } from '../exports/cells.js';
import { exportBatchRows, forEachListedBatch } from '../exports/folder-export.js';
import { pathCell } from './cells.js';
import { DayGrid } from './days.js';
import { linesCell } from './lines.js';
import { localisedOrderPath } from './order.js';

type Request = TxnCall<typeof reportsGetReportTxn>['params'];

/** A report as stored: its record and its parsed config. */
export interface Report {
  id: string;
  name: string;
  label: Record<string, string>;
  config: ReportConfig;
  /** Its print template (print_templates of the reports folder), if it names one. */
  templateId: string | null;
}

const folderOf = (server: ServerContext, name: string): FolderDefinition => {
  const definition = server.catalogue.folders.get(name);
  if (!definition) throw new TxnError(`${reportMessages.invalidConfig}: ${name}`);
  return definition;
};
const listTxnOf = (definition: FolderDefinition): TxnDefinition => {
  const txn = definition.txns.find((candidate) => candidate.name === folderListTxn(definition.name).name);
  if (!txn) throw new TxnError(`${reportMessages.invalidConfig}: ${definition.name}`);
  return txn;
};

/**
 * The report the user asked for, read through the reports folder's own list (its
 * permission and scope: a report the user cannot list is not found), its config checked.
 */
export async function findReport(server: ServerContext, session: Session, id: string): Promise<Report> {
  const reports = folderOf(server, 'reports');
  const input = folderListInput(
    {
      session,
      txn: {
        name: folderListTxn(reports.name).name,
        target_swhandle: undefined,
        projections: ['name', 'label', 'config', 'templates_id'],
      },
      params: {
        filters: { filterInput: [{ path: 'id', operator: '=', value: id }] },
        limit: 1,
        offset: 0,
        getRowCount: false,
        orderBy: [],
      },
    },
    server,
    reports,
    listTxnOf(reports),
  );
  const { records } = await runCompiledList(server.db, compileListQuery(input).compile(server.db));
  const record = records[0] ? (JSON.parse(records[0]) as Record<string, unknown>) : null;
  if (!record) throw new TxnError(`${reportMessages.reportNotFound}: ${id}`);
  const config = reportConfigSchema.safeParse(record.config);
  if (!config.success) throw new TxnError(`${reportMessages.invalidConfig}: ${String(record.name)}`);
  return {
    id,
    name: String(record.name),
    label: (record.label ?? {}) as Record<string, string>,
    config: config.data,
    templateId: (record.templates_id as { id?: string }[] | null)?.[0]?.id ?? null,
  };
}

/** The list filters a report's rows meet (protocol's `reportFilterConditions`); a value of the wrong kind is refused. */
function filterConditions(config: ReportConfig, values: Request['ui_filters']): FilterCondition[] {
  const { conditions, invalid } = reportFilterConditions(config, values);
  if (invalid) throw new TxnError(`${reportMessages.invalidReport}: ${invalid}`);
  return conditions;
}

/** A report's rows as cells, in the report's column order; with `count`, the count last. */
export type ReportRow = CellValue[];

export interface ReportRun {
  report: Report;
  base: FolderDefinition;
  /** A list of the base folder as the caller sees it: scope, hidden fields, the filters typed. */
  input: ReturnType<typeof folderListInput>;
  /** A record's cells; `position` is its row's number in the report, from 1 (a register's Sl. No.). */
  cells(record: Record<string, unknown>, position: number): ReportRow;
  /** The zone of the business whose rows it lists (the user's): its dates and days are of it. */
  timeZone: string;
}

/**
 * A report run for `session`: the base folder's list input (its list txn's permission and
 * scope, DESIGN §6) projecting the columns' paths, with the typed filters and the order; its
 * dates shown in the zone of the user's business, whose rows it lists.
 */
export async function reportRun(
  server: ServerContext,
  session: Session,
  report: Report,
  request: Pick<Request, 'ui_filters' | 'language'> & { sortFlag?: Request['sortFlag'] },
): Promise<ReportRun> {
  const { config } = report;
  const base = folderOf(server, config.base_folder);
  const sort =
    request.sortFlag?.path && config.columns.some((column) => column.path === request.sortFlag?.path);
  const lookup = (name: string) => server.catalogue.folders.get(name);
  const order = [...(sort && request.sortFlag ? [request.sortFlag] : []), ...config.order].map((term) => ({
    ...term,
    path: localisedOrderPath(term.path, base, lookup, request.language),
  }));
  const params: ListParams = {
    filters: {
      filterInput: filterConditions(config, request.ui_filters),
      joinop: 'and',
    },
    limit: exportBatchRows,
    offset: 0,
    getRowCount: true,
    orderBy: order,
  };
  const input = folderListInput(
    {
      session,
      txn: {
        name: listTxnOf(base).name,
        target_swhandle: undefined,
        projections: [
          ...config.columns.flatMap((column) => [
            ...(column.path ? [column.path] : []),
            ...(column.join ?? []),
          ]),
          ...(config.days ? [config.days.date, config.days.by] : []),
        ],
      },
      params,
    },
    server,
    base,
    listTxnOf(base),
  );
  const context = {
    env: session.env,
    locale: request.language,
    timeZone: await zoneOfBusiness(server.db, session.env.partners_id),
  };
  return {
    report,
    base,
    input,
    timeZone: context.timeZone,
    cells: (record, position) =>
      config.columns.map((column) => {
        if (column.show === 'serial') return position;
        if (!column.path || column.show === 'blank') return null;
        if (column.lines) return linesCell(record[column.path], column.lines, context.locale);
        const cellContext = column.show ? { ...context, show: column.show } : context;
        const cell = pathCell(column.path, record, base, lookup, cellContext);
        if (!column.join) return cell;
        const joined = [
          cell,
          ...column.join.map((path) => pathCell(path, record, base, lookup, cellContext)),
        ];
        return joined.filter((part) => part !== null && part !== '').join(' ') || null;
      }),
  };
}

/** One page of a report's rows and the number of all its rows. */
export async function reportPage(
  server: ServerContext,
  run: ReportRun,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  if (grouped(run)) {
    const all = await allRows(server, run);
    return { rows: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }
  const params = { ...run.input.params, ...page, getRowCount: true };
  const compiled = compiledOrRefused(() => compileListQuery({ ...run.input, params }).compile(server.db));
  const { records, rowCount } = await runCompiledList(server.db, compiled);
  return {
    rows: records.map((record, index) =>
      run.cells(JSON.parse(record) as Record<string, unknown>, page.offset + index + 1),
    ),
    total: rowCount ?? records.length,
  };
}

/** A counted report or a days grid: its rows are known only once every record is read. */
const grouped = (run: ReportRun) => Boolean(run.report.config.count || run.report.config.days);

/**
 * How many rows an export of the report reads, counted by the list's own count query; null
 * for a counted report or a days grid, whose rows are known only once every record is read.
 */
export async function reportRowCount(server: ServerContext, run: ReportRun): Promise<number | null> {
  if (grouped(run)) return null;
  return (await reportPage(server, run, { limit: 1, offset: 0 })).total;
}

/**
 * Every row of a report, read a batch at a time in one snapshot. A counted report holds its
 * groups (one per distinct row), a days grid its rows (one per worker and month), never the
 * records.
 */
export async function forEachReportRow(
  server: ServerContext,
  run: ReportRun,
  take: (row: ReportRow) => void,
): Promise<void> {
  if (grouped(run)) {
    for (const row of await allRows(server, run)) take(row);
    return;
  }
  let position = 0;
  await forEachListedBatch(server.db, run.input, (records) => {
    for (const record of records) take(run.cells(record, ++position));
  });
}

/**
 * All rows; with `count`, rows with the same cells as one, their number last, in first-seen
 * order; with `days`, the month grid (`days.ts`).
 */
async function allRows(server: ServerContext, run: ReportRun): Promise<ReportRow[]> {
  const { days } = run.report.config;
  if (days) {
    const grid = new DayGrid({ ...run.report.config, days }, run.timeZone);
    await forEachListedBatch(server.db, run.input, (records) => {
      for (const record of records) grid.take(record, (position) => run.cells(record, position));
    });
    return grid.all();
  }
  const groups = new Map<string, ReportRow>();
  const rows: ReportRow[] = [];
  const counting = Boolean(run.report.config.count);
  let position = 0;
  await forEachListedBatch(server.db, run.input, (records) => {
    for (const record of records) {
      const row = run.cells(record, ++position);
      if (!counting) {
        rows.push(row);
        continue;
      }
      const key = JSON.stringify(row);
      const group = groups.get(key);
      if (group) group[group.length - 1] = Number(group[group.length - 1]) + 1;
      else groups.set(key, [...row, 1]);
    }
  });
  return counting ? [...groups.values()] : rows;
}
