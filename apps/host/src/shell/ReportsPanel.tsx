import { folderListTxn } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reportTab } from '../reports/report-tab';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { SearchBox } from '../ui/SearchBox';
import { chosenReportKey, formatBusinessDateTime, type ReportEntry, reportDisplayName } from './reports';

/**
 * The reports tab: 'Getting Reports..' while txn_reports_list runs; a failed list is
 * only logged and leaves the list empty (spec 000 §8).
 */
export function ReportsPanel() {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const navigate = useNavigate();
  const [reports, setReports] = useState<ReportEntry[] | null>(null);
  const [term, setTerm] = useState('');

  useEffect(() => {
    let cancelled = false;
    client
      .call(folderListTxn('reports'), { limit: 50 })
      .then((result) => !cancelled && setReports(result.records as unknown as ReportEntry[]))
      .catch((error: unknown) => {
        console.warn('reports list', error);
        if (!cancelled) setReports([]);
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  function open(report: ReportEntry) {
    localStorage.setItem(chosenReportKey, JSON.stringify(report));
    navigate(`/tabs/${reportTab(report.name)}`);
  }

  const prefix = term.trim().toLowerCase();
  const shown = (reports ?? []).filter((report) =>
    reportDisplayName(report, i18n.language).toLowerCase().startsWith(prefix),
  );
  return (
    <>
      <SearchBox label={t('Search Reports..')} value={term} onChange={setTerm} />
      {reports === null ? (
        <p role="status" className="px-2 text-sm text-secondary">
          {t('Getting Reports..')}
        </p>
      ) : (
        <ul>
          {shown.map((report) => (
            <li key={report.id}>
              <button
                type="button"
                onClick={() => open(report)}
                className="block w-full rounded px-2 py-1 text-left text-sm hover:bg-hover"
              >
                <span className="block">{reportDisplayName(report, i18n.language)}</span>
                <span className="block text-xs text-secondary">
                  {t('Updated on:')}{' '}
                  {formatBusinessDateTime(report.last_modified, sessionZone(settings?.env.time_zone))}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
