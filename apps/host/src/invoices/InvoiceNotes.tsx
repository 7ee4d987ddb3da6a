import {
  type InvoiceNotesRecord,
  invoiceMessages,
  invoicesIssueNoteTxn,
  invoicesNotesTxn,
} from '@muster/protocol';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { templateTab } from '../payroll/html-template-tab';
import { translated } from '../payroll/save-file';
import { useApp } from '../session/app-context';
import { sessionZone } from '../session/business-days';
import { toastDurations } from '../shell/toast-durations';

type Kind = 'credit' | 'debit';

/**
 * An issued invoice's credit and debit notes under its document (issue #31 item 5, CGST Act
 * s. 34): each note opens its own printable tab; the contractor's admin or HR issues a 'Credit
 * note' or 'Debit note' on an approved invoice with the tax groups it corrects (a taxable value
 * on each group it touches, the others left blank) and why. The server decides who may and what is allowed (`may_issue`, the credit's
 * bound); this only offers it.
 */
export function InvoiceNotes({ uconst, business }: { uconst: string; business: string | null }) {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  const [record, setRecord] = useState<InvoiceNotesRecord | null>(null);
  const [kind, setKind] = useState<Kind | null>(null);
  // a contractor's invoice the principal employer opened: its notes are read, and open, in that business
  const load = useCallback(
    () =>
      client
        .call(invoicesNotesTxn, { uconst }, business ? { target_swhandle: business } : {})
        .then((result) => setRecord(result.records[0] ?? null))
        .catch(() => setRecord(null)),
    [client, uconst, business],
  );
  useEffect(() => {
    void load();
  }, [load]);
  if (!record || (!record.notes.length && !record.may_issue)) return null;
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeZone: sessionZone(settings?.env.time_zone),
  });
  return (
    <section aria-label={t('Credit and Debit Notes')} className="flex flex-col gap-2">
      <h2 className="font-semibold">{t('Credit and Debit Notes')}</h2>
      {record.notes.length > 0 && (
        <table className="w-full border text-sm">
          <thead>
            <tr>
              <th className="border px-2 text-start">{t('Note number')}</th>
              <th className="border px-2 text-start">{t('Kind of note')}</th>
              <th className="border px-2 text-start">{t('Note date')}</th>
              <th className="border px-2 text-start">{t('Reason')}</th>
              <th className="border px-2 text-end">{t('Note value')}</th>
            </tr>
          </thead>
          <tbody>
            {record.notes.map((note) => (
              <tr key={note.id}>
                <td className="border px-2">
                  <Link
                    className="text-link underline"
                    to={`/tabs/${templateTab('invoice_notes', note.id, business ?? '')}`}
                  >
                    {note.note_no}
                  </Link>
                </td>
                <td className="border px-2">{t(note.kind === 'credit' ? 'Credit note' : 'Debit note')}</td>
                <td className="border px-2">{date.format(new Date(note.issued_at))}</td>
                <td className="border px-2">{note.reason}</td>
                <td className="border px-2 text-end">{money.format(note.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {record.may_issue && !kind && (
        <div className="flex gap-2">
          {(['credit', 'debit'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="min-h-10 rounded border px-4 py-1"
              onClick={() => setKind(option)}
            >
              {t(option === 'credit' ? 'Credit note' : 'Debit note')}
            </button>
          ))}
        </div>
      )}
      {kind && (
        <NoteForm
          kind={kind}
          record={record}
          onDone={(issued) => {
            setKind(null);
            if (issued) void load();
          }}
        />
      )}
    </section>
  );
}

function NoteForm({
  kind,
  record,
  onDone,
}: {
  kind: Kind;
  record: InvoiceNotesRecord;
  onDone: (issued: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { client } = useApp();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const title = t(kind === 'credit' ? 'Credit note' : 'Debit note');
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const groupName = (group: InvoiceNotesRecord['groups'][number]) => `${group.code} @ ${group.tax_rate}%`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // a group left blank is not corrected by this note
    const lines = record.groups.flatMap((group, index) => {
      const typed = amounts[index]?.trim();
      return typed ? [{ code: group.code, tax_rate: group.tax_rate, taxable: Number(typed) }] : [];
    });
    if (!lines.length) {
      toast.error(t(invoiceMessages.noteAmountNeeded), { duration: toastDurations.txnError });
      return;
    }
    setBusy(true);
    try {
      const result = await client.call(invoicesIssueNoteTxn, { id: record.invoice_id, kind, lines, reason });
      toast.success(`${title} ${result.records[0]?.note_no ?? ''}`, { duration: toastDurations.short });
      onDone(true);
    } catch (error) {
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.txnError,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label={title} className="flex max-w-xl flex-col gap-2 rounded border p-3" onSubmit={submit}>
      <h3 className="font-semibold">{title}</h3>
      <table className="w-full border text-sm">
        <thead>
          <tr>
            <th className="border px-2 text-start">{t('SAC/HSN and rate')}</th>
            <th className="border px-2 text-end">{t('Taxable value')}</th>
            <th className="border px-2 text-end">{t('Taxable value of the note')}</th>
          </tr>
        </thead>
        <tbody>
          {record.groups.map((group, index) => (
            <tr key={groupName(group)}>
              <td className="border px-2">{groupName(group)}</td>
              <td className="border px-2 text-end">{money.format(group.taxable)}</td>
              <td className="border px-2">
                <input
                  aria-label={`${t('Taxable value of the note')}: ${groupName(group)}`}
                  className="min-h-10 w-full rounded border px-2 text-end"
                  type="number"
                  min="0.01"
                  step="0.01"
                  value={amounts[index] ?? ''}
                  onChange={(event) => setAmounts({ ...amounts, [index]: event.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <label className="flex flex-col gap-1">
        {t('Reason')}
        <textarea
          className="rounded border px-2"
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={busy}
          className="min-h-10 rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
        >
          {t('Issue note')}
        </button>
        <button type="button" className="min-h-10 rounded border px-4 py-1" onClick={() => onDone(false)}>
          {t('Close')}
        </button>
      </div>
    </form>
  );
}
