import { folderListTxn, type Locale } from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApp } from '../session/app-context';
import { form16Tab } from './form-16-tab';
import { templateTab } from './html-template-tab';
import { type PayslipCardRecord, payslipCard } from './payslip-cards';

/**
 * The payslips on a phone (#27 item 9): a card each, newest month first, with its month, net
 * pay, status and a link that opens it; a table of eight columns is cut at 390 px and hid
 * the net pay.
 */
export function PayslipCards() {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const locale = i18n.language as Locale;
  const [records, setRecords] = useState<PayslipCardRecord[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    client
      .call(
        folderListTxn('payslips'),
        { orderBy: [{ path: 'payroll_month', dir: 'desc' }], limit: 50 },
        { projections: ['id', 'uconst', 'payroll_month', 'net_pay', 'status'] },
      )
      .then(
        (result) => !cancelled && setRecords(result.records as unknown as PayslipCardRecord[]),
        (error: unknown) => {
          console.warn('payslips not read', error);
          if (!cancelled) setRecords([]);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (records === null) return <p role="status">{t('Loading payslips…')}</p>;
  if (!records.length) return <p role="status">{t('No payslips yet')}</p>;
  return (
    <>
      {/* the list's actions are the desktop's: a phone reaches Form 16 here (#34 item 2) */}
      <Link
        to={`/tabs/${form16Tab()}`}
        className="mx-2 mt-2 inline-flex min-h-10 items-center font-medium text-brand underline"
      >
        {t('Form 16')}
      </Link>
      <ul className="flex flex-col gap-2 p-2" aria-label={t('Payslips')}>
        {records.map((record) => {
          const card = payslipCard(record, locale, settings?.env.time_zone);
          return (
            <li key={record.id} className="rounded-lg border border-divider bg-surface p-3 shadow-sm">
              <article aria-label={card.month} className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="w-full font-semibold">{card.month}</h3>
                <p>
                  <span className="text-sm text-label">{t('Net Pay')}</span>{' '}
                  <span className="text-lg font-semibold tabular-nums">{card.net}</span>
                </p>
                <p className="text-sm">{t(card.status)}</p>
                <Link
                  to={`/tabs/${templateTab('payslips', record.uconst)}`}
                  className="inline-flex min-h-10 min-w-10 items-center justify-center font-medium text-brand underline"
                >
                  {t('Open')}
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
