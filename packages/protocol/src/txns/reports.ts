import { z } from 'zod';
import { fieldPathSchema } from '../definition/field.js';
import { localeTextSchema } from '../definition/locale-text.js';
import { snakeNameSchema } from '../definition/names.js';
import { locales } from '../field-types/loctext.js';
import { idSchema } from '../field-types/uuid.js';
import { declareTxn, replyOf } from './declare.js';
import type { ExportedFile } from './folders.js';
import type { FilterCondition } from './list-params.js';

export const reportMessages = {
  invalidReport: 'Invalid report request',
  reportNotFound: 'Report not found',
  invalidConfig: 'The report definition is not valid',
  tooManyRowsForPdf: 'Too many rows for a PDF: narrow the filters or export to xlsx. At most',
  templateError: "The report's print template has an error",
  pdfUnavailable: 'This server cannot print PDFs (no Chromium): export to xlsx',
} as const;

/**
 * The stages of an export's progress frames, sent before its reply (their count `n/total`
 * rows read, or `n` when the total is not known first); the client shows them in its words.
 */
export const reportExportStages = {
  reading: 'Reading rows',
  printing: 'Printing the PDF',
} as const;

/** Reports page by 50 (spec 000 §9). */
export const reportPageSize = 50;

/**
 * A filter the report view offers (spec 000 §2 'Report view'): a value the user types or
 * picks, applied as `path operator value` to the base folder's list. `between` takes a
 * from and a to date.
 */
export const reportUiFilterSchema = z.strictObject({
  name: snakeNameSchema,
  label: localeTextSchema,
  path: fieldPathSchema,
  operator: z.enum(['=', 'ilike', 'between']),
  input: z.enum(['text', 'date_range']),
});
export type ReportUiFilter = z.infer<typeof reportUiFilterSchema>;

/**
 * Which of a column's itemised lines (a json field holding `{ code, name, kind, amount, … }`
 * objects, as a payslip's) it shows: the lines matching any of `any` (each a line's keys and
 * the values they may have) and none of `except`; `sum` their `value` (a number), or
 * `itemised` each line's name and value as text ("Professional tax 200.00").
 */
const lineMatchSchema = z.record(snakeNameSchema, z.array(z.string().max(60)).min(1).max(20));
export const reportLinesSchema = z.strictObject({
  any: z.array(lineMatchSchema).min(1).max(10),
  except: z.array(lineMatchSchema).max(10).default([]),
  show: z.enum(['sum', 'itemised']),
  value: z.enum(['amount', 'rate']).default('amount'),
});
export type ReportLines = z.infer<typeof reportLinesSchema>;

export const reportColumnSchema = z
  .strictObject({
    /** A path from the base folder, as a list projects it: `code`, `persons_id.first_name`. */
    path: fieldPathSchema.optional(),
    /** Further paths whose cells follow the path's, a space between (a name and its surname in one column). */
    join: z.array(fieldPathSchema).max(4).optional(),
    label: localeTextSchema,
    /**
     * 'time': a timestamp shown as its IST time (HH:MM), not its day (a muster roll's in and
     * out); 'serial': the row's number in the report (a register's Sl. No.), no path; 'blank':
     * an empty column the printed register is filled in by hand (a signature), no path;
     * 'days': the report's `days` grid, the path's value (a day's attendance mark) under each
     * day of the month, 1 to 31 (a muster roll's dates).
     */
    show: z.enum(['time', 'serial', 'blank', 'days']).optional(),
    lines: reportLinesSchema.optional(),
  })
  .refine((column) => (column.show === 'serial' || column.show === 'blank') !== Boolean(column.path), {
    message: "A column has a path, unless it shows the row's serial number or a blank",
  })
  .refine((column) => !column.join || column.path, { message: 'A column joins paths to its path' })
  .refine((column) => !column.lines || column.show === undefined, {
    message: 'A column of itemised lines shows them, not a time, serial or blank',
  });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/**
 * A month grid of days (Form XVI, the muster roll): one row per record referenced by `by`
 * (the employee) and month of `date` (a date field of the base folder); the column shown as
 * 'days' puts each record's value under its day of the month.
 */
export const reportDaysSchema = z.strictObject({ date: snakeNameSchema, by: snakeNameSchema });
export type ReportDays = z.infer<typeof reportDaysSchema>;

/**
 * A report's `config` (spec 000 §3 'Reports', DESIGN §6): the base folder whose list it
 * runs (its permission and scope), the columns, the filters and the default order. With
 * `count`, rows with the same column values are one row with their number (a headcount,
 * days by status); with `days`, a month grid (above).
 */
export const reportConfigSchema = z
  .strictObject({
    base_folder: snakeNameSchema,
    columns: z.array(reportColumnSchema).min(1).max(60),
    ui_filters: z.array(reportUiFilterSchema).max(20).default([]),
    order: z
      .array(z.strictObject({ path: fieldPathSchema, dir: z.enum(['asc', 'desc']).default('asc') }))
      .max(10)
      .default([]),
    count: z.strictObject({ label: localeTextSchema }).optional(),
    /** Fixed conditions every row meets (`status` = `approved`), besides the filters typed. */
    where: z
      .array(z.strictObject({ path: fieldPathSchema, value: z.string().max(200) }))
      .max(10)
      .default([]),
    /** The rules whose form the report follows, and where it departs from it (reports README). */
    form: z.string().max(500).optional(),
    days: reportDaysSchema.optional(),
  })
  .refine(
    (config) => config.columns.filter((column) => column.show === 'days').length === (config.days ? 1 : 0),
    { message: "A report with a days grid has one column shown as 'days', and only it has one" },
  )
  .refine((config) => !(config.days && config.count), {
    message: 'A report counts its rows or grids them by day, not both',
  });
export type ReportConfig = z.infer<typeof reportConfigSchema>;
export type ReportConfigInput = z.input<typeof reportConfigSchema>;

/** The values typed into a report's filters, by filter name: text, or [from, to] ISO instants. */
const uiFilterValuesSchema = z.record(
  snakeNameSchema,
  z.union([z.string().max(200), z.tuple([z.string().max(40), z.string().max(40)])]),
);
export type ReportFilterValues = z.infer<typeof uiFilterValuesSchema>;

/**
 * The base folder's list filters a report's rows meet: its fixed `where`, then each filter's
 * typed value (an empty one filters nothing), so the register and what is offered beside it
 * (a worker's forms) read the same rows. A value of the wrong kind for its input (a text for
 * a date range) is named in `invalid`, for the server to refuse.
 */
export function reportFilterConditions(
  config: ReportConfig,
  values: ReportFilterValues,
): { conditions: FilterCondition[]; invalid: string | null } {
  const conditions: FilterCondition[] = config.where.map(({ path, value }) => ({
    path,
    operator: '=',
    value,
    joinop: 'and',
  }));
  for (const filter of config.ui_filters) {
    const value = values[filter.name];
    if (value === undefined || value === '' || (Array.isArray(value) && value.some((end) => !end))) continue;
    if ((filter.input === 'date_range') !== Array.isArray(value))
      return { conditions: [], invalid: filter.name };
    conditions.push({ path: filter.path, operator: filter.operator, value, joinop: 'and' });
  }
  return { conditions, invalid: null };
}

const reportRequest = {
  swhandle: z.string().min(1).max(64),
  report_id: idSchema,
  /** A print template of the reports folder to print with, instead of the report's own (reports README). */
  template_id: idSchema.nullish(),
  ui_filters: uiFilterValuesSchema.default({}),
  language: z.enum(locales).default('eng'),
};

/** `txn_reports_get_report`: one page of a report as HTML, with the page's and all rows' counts. */
export const reportsGetReportTxn = declareTxn({
  name: 'txn_reports_get_report',
  folder: 'reports',
  op: 'R',
  params: z
    .object({
      ...reportRequest,
      limit: z.number().int().min(1).max(reportPageSize).default(reportPageSize),
      offset: z.number().int().min(0).max(10_000_000).default(0),
      /** The column to sort by (its path) and the direction; the report's own order when absent. */
      sortFlag: z.strictObject({ path: fieldPathSchema, dir: z.enum(['asc', 'desc']) }).nullish(),
    })
    .strict(),
  refusal: reportMessages.invalidReport,
  reply: replyOf<{ html: string; currRows: number; totalRows: number }>(),
});

/** `txn_reports_export_report`: every row of a report, filtered, to xlsx or pdf, as a stored file. */
export const reportsExportReportTxn = declareTxn({
  name: 'txn_reports_export_report',
  folder: 'reports',
  op: 'X',
  params: z.object({ ...reportRequest, fileType: z.enum(['xlsx', 'pdf']) }).strict(),
  refusal: reportMessages.invalidReport,
  reply: replyOf<ExportedFile>(),
});
