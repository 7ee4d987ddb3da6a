import {
  auditExportTxn,
  type Locale,
  localeTags,
  type MonthCloseBusiness,
  type MonthCloseStep,
  monthCloseCloseTxn,
  monthCloseReopenTxn,
  monthCloseSteps,
} from '@muster/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ComplianceScorecard } from '../compliance/ComplianceScorecard';
import { downloadStoredFile } from '../files/stored-files';
import { lastMonth } from '../payroll/generation-progress';
import { translated } from '../payroll/save-file';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { toastDurations } from '../shell/toast-durations';
import { rowBusiness } from '../tabs/row-business';
import { MonthField } from '../ui/MonthField';
import { openSteps, stepLabels, stepLink, stepNote } from './steps';
import { useMonthClose } from './useMonthClose';

const actionLabels = { close: 'Closed', reopen: 'Reopened', waive: 'Waived' } as const;

/**
 * The month-close screen (issue #32 items 1, 3, 5): for the chosen month, each step's live
 * count per business (the user's own first; a principal employer's contractors after it),
 * each count a link to the records holding it up; the admin closes the month once each
 * open step is waived with a reason, or reopens it with one; the close record below.
 */
export function MonthClosePage() {
  const { t, i18n } = useTranslation();
  const { client, settings, partners } = useApp();
  const timeZone = sessionZone(settings?.env.time_zone);
  const [month, setMonth] = useState(() => lastMonth(timeZone));
  const { rows, error, reload } = useMonthClose(month);
  const [reasons, setReasons] = useState<Partial<Record<MonthCloseStep, string>>>({});
  const [reopenReason, setReopenReason] = useState('');
  const [busy, setBusy] = useState(false);
  const isAdmin = settings?.env.isAdmin ?? false;
  const own = rows?.find((row) => row.own);
  // a contractor's row links to its records in its business, when the user may pick it (a principal's user)
  const linkOf = (row: MonthCloseBusiness, step: MonthCloseStep) => {
    const business = row.own ? '' : rowBusiness({ partners_id: row.partners_id }, partners);
    return row.own || business ? stepLink(step, month, row.time_zone, Date.now(), business) : null;
  };
  const notes = Object.fromEntries(
    monthCloseSteps.flatMap((step) => {
      const note = settings && stepNote(step, settings.env);
      return note ? [[step, note]] : [];
    }),
  ) as Partial<Record<MonthCloseStep, string>>;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(localeTags[i18n.language as Locale] ?? localeTags.eng, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: sessionZone(settings?.env.time_zone),
    }).format(new Date(iso));

  async function act(run: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      const reply = await run();
      toast.success(t(reply.message), { duration: toastDurations.short });
      setReasons({});
      setReopenReason('');
      await reload();
    } catch (failure) {
      toast.error(translated(t, failure instanceof Error ? failure.message : String(failure)), {
        duration: toastDurations.error,
      });
    } finally {
      setBusy(false);
    }
  }
  const close = (business: MonthCloseBusiness) =>
    act(() =>
      client.call(monthCloseCloseTxn, {
        month,
        waivers: openSteps(business).map((step) => ({ step, reason: reasons[step] ?? '' })),
      }),
    );
  const reopen = () => act(() => client.call(monthCloseReopenTxn, { month, reason: reopenReason }));
  // the month's audit trail (issue #32 item 5): every change made in it, for an auditor
  const exportAudit = async () => {
    setBusy(true);
    try {
      const language = (i18n.language in localeTags ? i18n.language : 'eng') as Locale;
      const [file] = (await client.call(auditExportTxn, { month, language })).records;
      if (!file) throw new Error('Something went wrong on the server');
      await downloadStoredFile(file);
    } catch (failure) {
      toast.error(translated(t, failure instanceof Error ? failure.message : String(failure)), {
        duration: toastDurations.error,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-4 p-4 sm:p-6" aria-busy={rows === null}>
      <h1 className="text-2xl font-semibold">{t('Month close')}</h1>
      <MonthField label={t('Month')} value={month} onChange={setMonth} />
      {error && <p role="alert">{translated(t, error)}</p>}
      {rows && (
        <div className="overflow-x-auto">
          <table className="border-collapse text-sm">
            <thead>
              <tr>
                <th className="border px-2 text-left">{t('Step')}</th>
                {rows.map((row) => (
                  <th key={row.partners_id} className="border px-2 text-left">
                    {row.business}
                    <span className="block font-normal">
                      {row.closed ? `${t('Closed')} ${date(row.closed.at)}` : t('Open')}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthCloseSteps.map((step) => (
                <tr key={step}>
                  <th scope="row" className="border px-2 text-left font-normal">
                    {t(stepLabels[step])}
                    {notes[step] && <span className="block text-sm text-secondary">{t(notes[step])}</span>}
                  </th>
                  {rows.map((row) => {
                    const link = row.counts[step] > 0 && linkOf(row, step);
                    return (
                      <td key={row.partners_id} className="border px-2 text-right tabular-nums">
                        {link ? (
                          <Link className="text-link underline" to={link}>
                            {row.counts[step]}
                          </Link>
                        ) : row.counts[step] > 0 ? (
                          row.counts[step]
                        ) : (
                          <span className="text-done">{t('Done')}</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ComplianceScorecard month={month} />
      {(isAdmin || settings?.env.isHR) && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void exportAudit()}
          className="w-fit rounded border px-4 py-1 disabled:opacity-50"
        >
          {t('Audit trail (xlsx)')}
        </button>
      )}
      {own && isAdmin && !own.closed && (
        <form
          className="flex max-w-2xl flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void close(own);
          }}
        >
          <h2 className="text-lg font-semibold">{t('Close month')}</h2>
          {openSteps(own).map((step) => (
            <label key={step} className="flex flex-col gap-1">
              <span>
                {t('Waive with reason')}: {t(stepLabels[step])} ({own.counts[step]})
              </span>
              <input
                className="rounded border px-2 py-1"
                value={reasons[step] ?? ''}
                maxLength={500}
                onChange={(event) => setReasons((current) => ({ ...current, [step]: event.target.value }))}
              />
            </label>
          ))}
          <button
            type="submit"
            disabled={busy}
            className="w-fit rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
          >
            {t('Close month')}
          </button>
        </form>
      )}
      {own?.closed && isAdmin && (
        <form
          className="flex max-w-2xl flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void reopen();
          }}
        >
          <h2 className="text-lg font-semibold">{t('Reopen month')}</h2>
          <label className="flex flex-col gap-1">
            <span>{t('Reason')}</span>
            <input
              className="rounded border px-2 py-1"
              value={reopenReason}
              maxLength={500}
              required
              onChange={(event) => setReopenReason(event.target.value)}
            />
          </label>
          <button
            type="submit"
            disabled={busy}
            className="w-fit rounded border px-4 py-1 disabled:opacity-50"
          >
            {t('Reopen month')}
          </button>
        </form>
      )}
      {own && own.events.length > 0 && (
        <section aria-label={t('History')}>
          <h2 className="text-lg font-semibold">{t('History')}</h2>
          <ul className="text-sm">
            {own.events.map((event) => (
              <li key={`${event.done_at}-${event.action}-${event.step ?? ''}`}>
                {date(event.done_at)} · {event.done_by_name} · {t(actionLabels[event.action])}
                {event.step && ` · ${t(stepLabels[event.step])}`}
                {event.reason && ` · ${event.reason}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
