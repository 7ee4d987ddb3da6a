import { TxnFailure } from '@muster/folder-engine';
import {
  folderListTxn,
  invoiceMessages,
  invoicesGenerateTxn,
  invoicesGstr1Txn,
  type Locale,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  askedProgress,
  type GenerationProgress,
  lastMonth,
  withFrame,
  withTotal,
} from '../payroll/generation-progress';
import { ProgressReport } from '../payroll/ProgressReport';
import { unapprovedAttendance, unapprovedAttendanceText } from '../payroll/unapproved-attendance';
import { useApp } from '../session/app-context';
import { monthMiddle, sessionZone } from '../session/business-days';
import { toastDurations } from '../shell/toast-durations';
import { MonthField } from '../ui/MonthField';
import { MultiSelectField, type SelectOption } from '../ui/MultiSelectField';
import { saveGstFile } from './gst-file';

/**
 * The bulk-generate tab of invoices ('invoices/generate', spec 000 §2): a month and the
 * contracts to bill, progress per invoice then 'all done'. The compliance gate answers before
 * any invoice is made (spec 000 §5): a 'block' refusal is shown as it is, a 'warn' one asks
 * '…proceed?' and sends the same generation again with `proceed` when the user agrees; the
 * month's unapproved attendance is asked about the same way (`proceed_unapproved`, issue #32).
 */
export function InvoiceGeneration() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { client, settings } = useApp();
  const zone = settings?.env.time_zone;
  const [month, setMonth] = useState(() => lastMonth(sessionZone(zone)));
  /** The GSTR-1's tax period: the month invoices were issued in, this month by default. */
  const [taxPeriod, setTaxPeriod] = useState(() => new Date().toISOString().slice(0, 7));
  const [contracts, setContracts] = useState<SelectOption[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    client
      .call(
        folderListTxn('contracts'),
        { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' }] },
        {
          projections: ['id', 'code', 'name'],
        },
      )
      .then((result) => {
        if (!cancelled)
          setContracts(
            result.records.map((row) => ({
              id: String(row.id),
              label: [row.code, row.name].filter(Boolean).join(' '),
            })),
          );
      })
      .catch((error: unknown) => {
        if (!cancelled) toast.error(t(error instanceof Error ? error.message : String(error)));
      });
    return () => {
      cancelled = true;
    };
  }, [client, t]);

  async function generate(proceed = false, proceedUnapproved = false) {
    if (!picked.length) {
      toast.error(t('please check all the fields'), { duration: toastDurations.txnError });
      return;
    }
    setBusy(true);
    setProgress(askedProgress());
    const folder = t('Invoices');
    try {
      // the month's middle, so no time zone puts it in another month
      const invoiceMonth = monthMiddle(month, zone);
      const reply = await client.call(
        invoicesGenerateTxn,
        { invoice_month: invoiceMonth, contracts_id: picked, proceed, proceed_unapproved: proceedUnapproved },
        { onProgress: (output) => setProgress((current) => current && withFrame(current, output)) },
      );
      setProgress((current) => current && withTotal(current, reply.records[0]?.count_end ?? 0));
      toast.success(t('{{folder}} Generation Started..', { folder }), { duration: toastDurations.short });
    } catch (error) {
      setProgress(null);
      const unapproved = unapprovedAttendance(error);
      // issue #32 item 2: the contracts' unapproved days are named and asked about
      if (unapproved?.level === 'warn') {
        if (window.confirm(unapprovedAttendanceText(unapproved, t, locale))) await generate(proceed, true);
        return;
      }
      if (unapproved) {
        toast.error(`${t('Error !')}${unapprovedAttendanceText(unapproved, t, locale)}`, {
          duration: toastDurations.export,
        });
        return;
      }
      const n = error instanceof TxnFailure ? Number(error.data?.n ?? 0) : 0;
      if (error instanceof TxnFailure && error.data?.confirm === true) {
        // spec 000 §5: a 'warn' document asks before the run goes on
        if (window.confirm(t(invoiceMessages.gateWarn, { n }))) await generate(true, proceedUnapproved);
        return;
      }
      const message = error instanceof Error ? error.message : String(error);
      const gate = error instanceof TxnFailure && error.data?.level === 'block';
      toast.error(`${t('Error !')}${gate ? t(invoiceMessages.gateBlock, { n }) : t(message)}`, {
        duration: toastDurations.export,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4 p-4" aria-label={t('Generate invoices')}>
      <h2 className="text-lg font-semibold">{t('Generate invoices')}</h2>
      <MonthField label={t('Invoice Month')} value={month} onChange={setMonth} />
      <MultiSelectField label={t('Contracts')} options={contracts} picked={picked} onChange={setPicked} />
      <div>
        <button
          type="button"
          className="rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
          disabled={busy}
          onClick={() => void generate()}
        >
          {t('Generate')}
        </button>
      </div>
      {progress && <ProgressReport progress={progress} amountLabel="Amount Payable" />}
      <h3 className="font-semibold">{t('GSTR-1 File')}</h3>
      <MonthField label={t('Tax period')} value={taxPeriod} onChange={setTaxPeriod} />
      <div>
        <button
          type="button"
          className="rounded border px-4 py-1"
          onClick={() =>
            saveGstFile(t, () =>
              client.call(invoicesGstr1Txn, {
                tax_period: monthMiddle(taxPeriod, zone),
              }),
            )
          }
        >
          {t('GSTR-1 File')}
        </button>
      </div>
    </section>
  );
}
