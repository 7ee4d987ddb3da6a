import { DayInput } from '@muster/folder-engine';
import {
  folderListTxn,
  type Locale,
  type ReportConfig,
  reportConfigSchema,
  reportPageSize,
  reportsExportReportTxn,
  reportsGetReportTxn,
} from '@muster/protocol';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadStoredFile } from '../files/stored-files';
import { reportPanels } from '../registry/report-panels';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { EngineHost } from '../shell/EngineHost';
import { reportDisplayName } from '../shell/reports';
import { toastDurations } from '../shell/toast-durations';
import { useOpenTabs } from '../tabs/tabs-context';
import { exportProgressText } from './export-progress';
import { defaultFilterValues, type FilterValues, filterParams, pageLabel } from './report-params';

interface ReportRecord {
  id: string;
  name: string;
  label: Record<string, string> | null;
  config: ReportConfig;
}

type Sort = { path: string; dir: 'asc' | 'desc' } | null;

/** A page of the report as the server drew it; `drawn` counts the pages shown, keying its frame. */
interface ReportPage {
  html: string;
  currRows: number;
  totalRows: number;
  drawn: number;
}

/** A filter's day once whole ('yyyy-MM-dd'); nothing while its dd/MM/yyyy is being typed. */
const wholeDay = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '');

/**
 * A report view (spec 000 §2 'Report view'): the report's ui_filters, its page of 50 as the
 * server's HTML in a sandboxed frame, a sort by a column, paging, and export to pdf or xlsx
 * ('view_report/{name}').
 */
export function ReportsView({ name }: TabViewProps) {
  const reportName = decodeURIComponent(name.split('/')[1] ?? '');
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const zone = settings?.env.time_zone;
  const locale = i18n.language as Locale;
  const [report, setReport] = useState<ReportRecord | null>(null);
  const [values, setValues] = useState<FilterValues>({});
  const [applied, setApplied] = useState<FilterValues>({});
  const [sort, setSort] = useState<Sort>(null);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<ReportPage | null>(null);
  const [busy, setBusy] = useState(false);
  const swhandle = settings?.env.swhandle ?? '';
  const { setTitle } = useOpenTabs();
  // the tab names the report by its label once loaded, however it was opened (a link, a reload)
  useEffect(() => {
    if (report) setTitle(name, reportDisplayName(report, locale));
  }, [report, name, locale, setTitle]);
  // a server message '<text>: <detail>': the text translated, the detail as it came
  const translated = useCallback(
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const colon = message.indexOf(': ');
      return colon < 0 ? t(message) : `${t(message.slice(0, colon))}: ${message.slice(colon + 2)}`;
    },
    [t],
  );
  const failed = useCallback(
    (error: unknown) => toast.error(translated(error), { duration: toastDurations.txnError }),
    [translated],
  );

  useEffect(() => {
    let current = true;
    client
      .call(
        folderListTxn('reports'),
        { filters: { filterInput: [{ path: 'name', operator: '=', value: reportName }] }, limit: 1 },
        { projections: ['name', 'label', 'config'] },
      )
      .then((result) => {
        const record = result.records[0] as unknown as (ReportRecord & { config: unknown }) | undefined;
        const config = reportConfigSchema.safeParse(record?.config);
        if (current && record && config.success) {
          const opening = defaultFilterValues(config.data, zone);
          setValues(opening);
          setApplied(opening);
          setReport({ ...record, config: config.data });
        } else if (current) failed(t('Report not found'));
      })
      .catch(failed);
    return () => {
      current = false;
    };
  }, [client, reportName, failed, t, zone]);

  useEffect(() => {
    if (!report) return;
    let current = true;
    setBusy(true);
    client
      .call(reportsGetReportTxn, {
        swhandle,
        report_id: report.id,
        ui_filters: filterParams(report.config, applied, zone),
        limit: reportPageSize,
        offset,
        sortFlag: sort,
        language: locale,
      })
      .then((result) => {
        const drawn = result.records[0];
        if (current) setPage((shown) => (drawn ? { ...drawn, drawn: (shown?.drawn ?? 0) + 1 } : null));
      })
      .catch(failed)
      .finally(() => current && setBusy(false));
    return () => {
      current = false;
    };
  }, [client, report, applied, offset, sort, locale, swhandle, failed, zone]);

  // the applied filters as the report's txn takes them, the same object until they change
  const appliedParams = useMemo(
    () => (report ? filterParams(report.config, applied, zone) : {}),
    [report, applied, zone],
  );

  const [exporting, setExporting] = useState<'xlsx' | 'pdf' | null>(null);
  // a long report takes a while (a month's muster roll is thousands of rows): a toast that
  // stays until the file is down, then says so or why not (#27 item 6)
  const exportAs = async (fileType: 'xlsx' | 'pdf') => {
    if (!report || exporting) return;
    const kind = fileType.toUpperCase();
    const id = `report-export-${report.id}`;
    setExporting(fileType);
    toast.loading(t('Preparing the {{kind}} file: a long report takes up to a minute', { kind }), { id });
    try {
      const result = await client.call(
        reportsExportReportTxn,
        {
          swhandle,
          report_id: report.id,
          ui_filters: filterParams(report.config, applied, zone),
          fileType,
          language: locale,
        },
        {
          onProgress: (output) => {
            const text = exportProgressText(kind, output);
            if (text) toast.loading(t(text.key, text.values), { id });
          },
        },
      );
      const [file] = result.records;
      if (!file) throw new Error('Something went wrong on the server');
      await downloadStoredFile(file);
      toast.success(t('The {{kind}} file is downloaded', { kind }), { id, duration: toastDurations.short });
    } catch (error) {
      toast.error(translated(error), { id, duration: toastDurations.export });
    } finally {
      setExporting(null);
    }
  };

  if (!report) return <p role="status">{t('Getting Reports..')}</p>;
  const title = report.label?.[locale] || report.label?.eng || report.name;
  const total = page?.totalRows ?? 0;
  // what a feature offers beside the rows of a report of its folder (a worker's Form XIX and XIV)
  const panel = reportPanels.choose({ config: report.config });
  return (
    <section aria-label={title} aria-busy={busy} className="flex h-full flex-col gap-2 p-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setApplied(values);
        }}
      >
        {report.config.ui_filters.map((filter) => {
          const label = filter.label[locale] || filter.label.eng;
          const value = values[filter.name];
          if (filter.input === 'date_range') {
            const [from, to] = Array.isArray(value) ? value : ['', ''];
            return (
              <fieldset key={filter.name} className="flex gap-1">
                <legend className="text-sm">{label}</legend>
                {/* dd/MM/yyyy whatever the browser's language, as the forms' dates */}
                <EngineHost>
                  <DayInput
                    aria-label={`${label} ${t('From')}`}
                    value={from}
                    onChange={(day) => setValues({ ...values, [filter.name]: [wholeDay(day), to] })}
                    className="rounded border px-1"
                  />
                  <DayInput
                    aria-label={`${label} ${t('To')}`}
                    value={to}
                    onChange={(day) => setValues({ ...values, [filter.name]: [from, wholeDay(day)] })}
                    className="rounded border px-1"
                  />
                </EngineHost>
              </fieldset>
            );
          }
          return (
            <label key={filter.name} className="flex flex-col text-sm">
              {label}
              <input
                type="text"
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => setValues({ ...values, [filter.name]: event.target.value })}
                className="rounded border px-1"
              />
            </label>
          );
        })}
        <label className="flex flex-col text-sm">
          {t('Sort by')}
          <select
            value={sort ? `${sort.path} ${sort.dir}` : ''}
            onChange={(event) => {
              const [path, dir] = event.target.value.split(' ');
              setOffset(0);
              setSort(path && (dir === 'asc' || dir === 'desc') ? { path, dir } : null);
            }}
            className="rounded border px-1"
          >
            <option value="">{t('Default order')}</option>
            {report.config.columns.flatMap((column) =>
              // a days grid's column is each day's mark: its rows keep the order their first record came in
              (column.path && column.show !== 'days' ? (['asc', 'desc'] as const) : []).map((dir) => (
                <option key={`${column.path} ${dir}`} value={`${column.path} ${dir}`}>
                  {`${column.label[locale] || column.label.eng} ${dir === 'asc' ? '↑' : '↓'}`}
                </option>
              )),
            )}
          </select>
        </label>
        <button type="submit" className="rounded border px-2 py-1">
          {t('Apply')}
        </button>
        <button
          type="button"
          className="rounded border px-2 py-1"
          aria-busy={exporting === 'pdf'}
          disabled={exporting !== null}
          onClick={() => void exportAs('pdf')}
        >
          {t('Export as PDF')}
        </button>
        <button
          type="button"
          className="rounded border px-2 py-1"
          aria-busy={exporting === 'xlsx'}
          disabled={exporting !== null}
          onClick={() => void exportAs('xlsx')}
        >
          {t('Export as XLSX')}
        </button>
      </form>
      <div className="flex items-center gap-2 text-sm">
        <span role="status">
          {t('Showing {{from}} - {{to}} of {{total}}', pageLabel(offset, page?.currRows ?? 0, total))}
        </span>
        <button
          type="button"
          className="rounded border px-2"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - reportPageSize))}
        >
          {t('Previous')}
        </button>
        <button
          type="button"
          className="rounded border px-2"
          disabled={offset + reportPageSize >= total}
          onClick={() => setOffset(offset + reportPageSize)}
        >
          {t('Next')}
        </button>
      </div>
      {panel && <panel.Panel config={report.config} filters={appliedParams} />}
      {/* the server's HTML, escaped there, in a frame that runs nothing. Each page gets a new
          frame born with its document: changing a sandboxed frame's srcdoc navigates it again,
          and a change landing while the first navigation ran left Chromium drawing it blank */}
      {page ? (
        <iframe
          key={page.drawn}
          title={title}
          sandbox=""
          srcDoc={page.html}
          className="min-h-96 w-full flex-1 border"
        />
      ) : (
        <div className="min-h-96 w-full flex-1 border" />
      )}
    </section>
  );
}
