import { type Locale, payslipsGetForm16Txn } from '@muster/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { toastDurations } from '../shell/toast-durations';
import { form16Years, parseForm16Tab, yearLabel } from './form-16-tab';
import { saveFile, translated } from './save-file';

/**
 * Form 16 Part B per financial year (issue #34 item 2): the user's own, or, opened from a
 * payslip's row by HR or admin, that employee's; shown in the user's language and saved as
 * PDF. Last year is chosen first, the year Form 16 is issued for.
 */
export function Form16Tab({ name }: TabViewProps) {
  const subject = parseForm16Tab(name);
  return subject ? <Form16View employeesId={subject.employeesId} /> : <NotFoundPage />;
}

function Form16View({ employeesId }: { employeesId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const language = i18n.language as Locale;
  const years = form16Years(sessionZone(settings?.env.time_zone));
  const [year, setYear] = useState(years[1] ?? years[0] ?? 2024);
  const [html, setHtml] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load(format: 'html' | 'pdf') {
    setBusy(true);
    try {
      const result = await client.call(payslipsGetForm16Txn, {
        ...(employeesId && { employees_id: employeesId }),
        financial_year: year,
        language,
        format,
      });
      const [record] = result.records;
      if (!record) return;
      if (format === 'html') setHtml(record.html ?? '');
      else
        saveFile(
          Uint8Array.from(atob(record.pdf_base64 ?? ''), (character) => character.charCodeAt(0)),
          record.fileName,
          'application/pdf',
        );
    } catch (error) {
      setHtml(null);
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.export,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flex h-full flex-col gap-2 p-2" aria-label={t('Form 16')}>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col">
          {t('Financial year')}
          <select
            className="min-h-10 rounded border px-2 py-1"
            value={year}
            onChange={(event) => {
              setYear(Number(event.target.value));
              setHtml(null);
            }}
          >
            {years.map((entry) => (
              <option key={entry} value={entry}>
                {yearLabel(entry)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="min-h-10 rounded border px-4 py-1 disabled:opacity-50"
          disabled={busy}
          onClick={() => load('html')}
        >
          {t('Show')}
        </button>
        <button
          type="button"
          className="min-h-10 rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
          disabled={busy}
          onClick={() => load('pdf')}
        >
          {t('Download PDF')}
        </button>
      </div>
      {html !== null && (
        <iframe
          title={t('Form 16')}
          // no script of the document runs (no allow-scripts); its values arrive escaped
          sandbox=""
          srcDoc={html}
          className="min-h-[70vh] w-full shrink-0 border"
        />
      )}
    </section>
  );
}
