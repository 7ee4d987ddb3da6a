import { DayInput, labelIn } from '@muster/folder-engine';
import {
  type EpfChallan,
  folderListTxn,
  type Locale,
  payslipsApproveTxn,
  payslipsEpfEcrTxn,
  payslipsEsiSheetTxn,
  payslipsForm24qTxn,
  payslipsGenerateTxn,
  payslipsRecordPaymentTxn,
} from '@muster/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { InvoiceGeneration } from '../invoices/InvoiceGeneration';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { dayStart, monthMiddle, monthPeriod, sessionZone } from '../session/business-days';
import { toastDurations } from '../shell/toast-durations';
import { MonthField } from '../ui/MonthField';
import { MultiSelectField, type SelectOption } from '../ui/MultiSelectField';
import { EpfChallanTable } from './EpfChallanTable';
import {
  askedProgress,
  type GenerationProgress,
  lastMonth,
  withFrame,
  withTotal,
} from './generation-progress';
import { ProgressReport } from './ProgressReport';
import { saveFile, translated } from './save-file';
import { unapprovedAttendance, unapprovedAttendanceText } from './unapproved-attendance';

/** A whole day as DayInput gives it once typed or picked. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

type Basis = 'departments' | 'employees' | 'employee_types';

/** The basis choice (spec 000 §2), Employees Name first as the default, and the list each picks from. */
const bases: { basis: Basis; label: string; folder: string; foldertype?: 'masters' }[] = [
  { basis: 'employees', label: 'Employees Name', folder: 'employees' },
  { basis: 'departments', label: 'Department', folder: 'departments' },
  { basis: 'employee_types', label: 'Employee Type', folder: 'employee_types', foldertype: 'masters' },
];

const optionLabel = (row: Record<string, unknown>, locale: Locale): string => {
  const name = row.name;
  const text =
    typeof name === 'object' && name ? labelIn(name as Record<Locale, string>, locale) : String(name ?? '');
  return [row.code, text].filter(Boolean).join(' ');
};

/** The bulk-generate tab of payslips ('payslips/generate') and invoices ('invoices/generate'). */
export function BulkGenerateTab({ name }: TabViewProps) {
  if (name === 'payslips/generate') return <PayslipGeneration />;
  return name === 'invoices/generate' ? <InvoiceGeneration /> : <NotFoundPage />;
}

function PayslipGeneration() {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const zone = settings?.env.time_zone;
  const locale = i18n.language as Locale;
  const [month, setMonth] = useState(() => lastMonth(sessionZone(zone)));
  const [basis, setBasis] = useState<Basis>('employees');
  const [options, setOptions] = useState<SelectOption[] | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [progress, setProgress] = useState<GenerationProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [challan, setChallan] = useState<{ month: string; challan: EpfChallan; arrear?: EpfChallan } | null>(
    null,
  );
  const [paidOn, setPaidOn] = useState('');
  const chosen = bases.find((entry) => entry.basis === basis) ?? bases[0];

  useEffect(() => {
    let cancelled = false;
    setOptions(null);
    setPicked([]);
    if (!chosen) return;
    const listParams =
      chosen.folder === 'employees'
        ? {
            limit: 1000,
            orderBy: [{ path: 'code', dir: 'asc' as const }],
            filters: { filterInput: [{ path: 'employee_status', operator: '=', value: 'approved' }] },
          }
        : { limit: 1000, orderBy: [{ path: 'code', dir: 'asc' as const }] };
    client
      .call(folderListTxn(chosen.folder, chosen.foldertype), listParams, {
        projections:
          chosen.folder === 'employees'
            ? ['id', 'code', 'persons_id.first_name', 'persons_id.last_name']
            : ['id', 'code', 'name'],
      })
      .then((result) => {
        if (cancelled) return;
        setOptions(
          result.records.map((row) => ({
            id: String(row.id),
            label: chosen.folder === 'employees' ? employeeLabel(row, locale) : optionLabel(row, locale),
          })),
        );
      })
      .catch((error: unknown) => {
        if (!cancelled) toast.error(t(error instanceof Error ? error.message : String(error)));
      });
    return () => {
      cancelled = true;
    };
  }, [client, chosen, locale, t]);

  async function generate(proceedUnapproved = false) {
    if (!picked.length) {
      toast.error(t('please check all the fields'), { duration: toastDurations.txnError });
      return;
    }
    setBusy(true);
    setProgress(askedProgress());
    const folder = t('Payslips');
    toast.info(t('generating {{folder}}...', { folder }), { duration: toastDurations.short });
    try {
      // the month's middle, so no time zone puts it in another month
      const payrollMonth = monthMiddle(month, zone);
      const reply = await client.call(
        payslipsGenerateTxn,
        {
          payroll_month: payrollMonth,
          generation_basis: basis,
          ...pickedParams(basis, picked),
          proceed_unapproved: proceedUnapproved,
        },
        { onProgress: (output) => setProgress((current) => current && withFrame(current, output)) },
      );
      const total = reply.records[0]?.count_end ?? 0;
      setProgress((current) => current && withTotal(current, total));
      toast.success(t('{{folder}} Generation Started..', { folder }), { duration: toastDurations.short });
    } catch (error) {
      setProgress(null);
      const unapproved = unapprovedAttendance(error);
      // issue #32 item 2: unapproved days are named and asked about; none approved is refused
      if (unapproved?.level === 'warn') {
        if (window.confirm(unapprovedAttendanceText(unapproved, t, locale))) await generate(true);
        return;
      }
      const message = unapproved
        ? unapprovedAttendanceText(unapproved, t, locale)
        : t(error instanceof Error ? error.message : String(error));
      toast.error(`${t('Error !')}${message}`, { duration: toastDurations.export });
    } finally {
      setBusy(false);
    }
  }

  /** Bulk approval of the month (spec 000 §7): its pay period, the month's start to the next one's, in the business's zone. */
  async function approve() {
    setBusy(true);
    toast.info(t('working to {{action}}...', { action: t('Approve') }), { duration: toastDurations.short });
    try {
      const result = await client.call(payslipsApproveTxn, { pay_period: monthPeriod(month, zone) });
      toast.success(`${t(result.message)} (${result.records.length})`, { duration: toastDurations.short });
    } catch (error) {
      toast.error(`${t('An error occurred: ')}${t(error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.error,
      });
    } finally {
      setBusy(false);
    }
  }

  /**
   * The day the month's wages were paid (issue #33 item 4), recorded on its approved payslips
   * not yet recorded; the server refuses a day before the month's end, a future day or none.
   */
  async function recordPayment() {
    setBusy(true);
    try {
      const result = await client.call(payslipsRecordPaymentTxn, {
        payroll_month: monthMiddle(month, zone),
        // a text typed that is no day yet is no day: the server says a day is needed
        paid_on: isoDay.test(paidOn) ? dayStart(paidOn, zone) : null,
      });
      toast.success(`${t(result.message)} (${result.records[0]?.recorded ?? 0})`, {
        duration: toastDurations.short,
      });
    } catch (error) {
      toast.error(`${t('An error occurred: ')}${t(error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.error,
      });
    } finally {
      setBusy(false);
    }
  }

  /** The month's EPF ECR or ESI sheet from its approved payslips, saved as a file. */
  async function statutoryFile(spec: typeof payslipsEpfEcrTxn) {
    setChallan(null);
    try {
      const result = await client.call(spec, {
        payroll_month: monthMiddle(month, zone),
      });
      const [file] = result.records;
      if (!file) return;
      if (file.encoding === 'base64')
        saveFile(
          Uint8Array.from(atob(file.text), (character) => character.charCodeAt(0)),
          file.fileName,
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
      else saveFile(new TextEncoder().encode(file.text), file.fileName, 'text/plain');
      if (file.arrear) {
        saveFile(new TextEncoder().encode(file.arrear.text), file.arrear.fileName, 'text/plain');
        toast.info(t('EPF Arrear ECR saved: {{file}}', { file: file.arrear.fileName }), {
          duration: toastDurations.export,
        });
      }
      if (file.challan)
        setChallan({
          month,
          challan: file.challan,
          ...(file.arrear?.challan && { arrear: file.arrear.challan }),
        });
      if (result.message) toast.warning(translated(t, result.message), { duration: toastDurations.export });
    } catch (error) {
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.export,
      });
    }
  }

  /** Form 24Q of the quarter holding the month (April–June is Q1 of the year starting in April). */
  async function form24qFile() {
    const [year = 0, number = 1] = month.split('-').map(Number);
    try {
      const result = await client.call(payslipsForm24qTxn, {
        financial_year: number >= 4 ? year : year - 1,
        quarter: (Math.floor(((number + 8) % 12) / 3) + 1) as 1 | 2 | 3 | 4,
      });
      const [file] = result.records;
      if (file) saveFile(new TextEncoder().encode(file.text), file.fileName, 'text/plain');
      if (result.message) toast.warning(translated(t, result.message), { duration: toastDurations.export });
    } catch (error) {
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.export,
      });
    }
  }

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4 p-4" aria-label={t('Generate payslips')}>
      <h2 className="text-lg font-semibold">{t('Generate payslips')}</h2>
      <MonthField label={t('Payroll Month')} value={month} onChange={setMonth} />
      <fieldset className="flex gap-4">
        <legend className="mb-1">{t('Generate By')}</legend>
        {bases.map((entry) => (
          <label key={entry.basis} className="flex items-center gap-1">
            <input
              type="radio"
              name="generation_basis"
              value={entry.basis}
              checked={basis === entry.basis}
              onChange={() => setBasis(entry.basis)}
            />
            {t(entry.label)}
          </label>
        ))}
      </fieldset>
      {chosen && (
        <MultiSelectField
          label={t(chosen.label)}
          options={options}
          picked={picked}
          onChange={setPicked}
          {...(chosen.folder === 'employees' && { searchLabel: t('Search by code or name') })}
        />
      )}
      <div>
        <button
          type="button"
          className="rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
          disabled={busy}
          onClick={() => void generate()}
        >
          {t('Generate')}
        </button>
        <button
          type="button"
          className="ms-2 rounded border px-4 py-1 disabled:opacity-50"
          disabled={busy}
          onClick={approve}
        >
          {t('Approve the month')}
        </button>
        <button
          type="button"
          className="ms-2 rounded border px-4 py-1"
          onClick={() => statutoryFile(payslipsEpfEcrTxn)}
        >
          {t('EPF ECR File')}
        </button>
        <button
          type="button"
          className="ms-2 rounded border px-4 py-1"
          onClick={() => statutoryFile(payslipsEsiSheetTxn)}
        >
          {t('ESI Contribution Sheet')}
        </button>
        <button type="button" className="ms-2 rounded border px-4 py-1" onClick={form24qFile}>
          {t('Form 24Q File for the quarter')}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col">
          <label htmlFor="wages-paid-on">{t('Wages Paid On')}</label>
          {/* dd/MM/yyyy whatever the browser's language: a native date input showed a
              Sunrise admin's 7 November as 11/07/2026 (spec 000 §5) */}
          <DayInput
            id="wages-paid-on"
            className="rounded border px-2 py-1"
            value={paidOn}
            onChange={setPaidOn}
            locale={locale}
          />
        </div>
        <button
          type="button"
          className="rounded border px-4 py-1 disabled:opacity-50"
          disabled={busy}
          onClick={recordPayment}
        >
          {t('Record Wage Payment')}
        </button>
      </div>
      {challan && <EpfChallanTable challan={challan.challan} month={challan.month} />}
      {challan?.arrear && <EpfChallanTable challan={challan.arrear} month={challan.month} arrear />}
      {progress && <ProgressReport progress={progress} amountLabel="Net Pay" />}
    </section>
  );
}

const pickedParams = (basis: Basis, ids: string[]) =>
  basis === 'departments'
    ? { generate_departments: ids }
    : basis === 'employees'
      ? { generate_employees: ids }
      : { generate_employee_types: ids };

function employeeLabel(row: Record<string, unknown>, locale: Locale): string {
  const person = Array.isArray(row.persons_id)
    ? (row.persons_id[0] as Record<string, unknown> | undefined)
    : undefined;
  const names = ['first_name', 'last_name']
    .map((field) => person?.[field])
    .map((value) =>
      typeof value === 'object' && value
        ? labelIn(value as Record<Locale, string>, locale)
        : String(value ?? ''),
    )
    .filter(Boolean);
  return [row.code, ...names].filter(Boolean).join(' ');
}
