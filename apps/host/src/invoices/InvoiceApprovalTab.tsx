import {
  folderListTxn,
  invoiceMessages,
  invoicesReviewDocumentsTxn,
  invoicesUploadDocumentsTxn,
} from '@muster/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { downloadStoredFile, uploadStoredFile } from '../files/stored-files';
import { NotFoundPage } from '../pages/NotFoundPage';
import { translated } from '../payroll/save-file';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { useOpenTabs } from '../tabs/tabs-context';
import { documentStatusLabels, parseInvoiceApprovalTab, restrictionLabels } from './approval-tab';

interface ApprovalDocument {
  id: string;
  doc_name: string;
  restr_lvl: string | null;
  status: string | null;
  attachment: { id: string; original_filename?: string }[] | null;
}

/**
 * The invoice approval tab (spec 000 §2 'Approval (Invoice No. : …)'): the invoice's
 * approval documents; a contractor uploads a file for each (spec 000 §4: needs a file), the
 * principal employer's reviewers approve or reject (a rejection removes the file). Both are
 * the server's workflow moves; the buttons only offer what the user's side may ask.
 */
export function InvoiceApprovalTab({ name }: TabViewProps) {
  const subject = parseInvoiceApprovalTab(name);
  return subject ? (
    <InvoiceApproval name={name} id={subject.id} swhandle={subject.swhandle} />
  ) : (
    <NotFoundPage />
  );
}

function InvoiceApproval({ name, id, swhandle }: { name: string; id: string; swhandle: string | null }) {
  const { t } = useTranslation();
  const { client, settings } = useApp();
  const { setTitle } = useOpenTabs();
  const [documents, setDocuments] = useState<ApprovalDocument[] | null>(null);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [busy, setBusy] = useState(false);
  const env = settings?.env;
  const reviewer = Boolean(env?.pe_partners_id && env.partners_id === env.pe_partners_id);
  // the principal employer works on a contractor's invoice through the business filter
  const targetSwhandle = swhandle && swhandle !== env?.swhandle ? swhandle : null;
  const target = targetSwhandle ? { target_swhandle: targetSwhandle } : {};

  const load = useCallback(async () => {
    const result = await client.call(
      folderListTxn('invoices'),
      { limit: 1, filters: { filterInput: [{ path: 'id', operator: '=', value: id }] } },
      {
        projections: [
          'id',
          'invoice_no',
          'approval_documents.doc_name',
          'approval_documents.restr_lvl',
          'approval_documents.status',
          'approval_documents.attachment',
        ],
        ...(targetSwhandle && { target_swhandle: targetSwhandle }),
      },
    );
    const [invoice] = result.records;
    setTitle(name, t('Approval (Invoice No. : {{no}})', { no: String(invoice?.invoice_no ?? '') }));
    setDocuments((invoice?.approval_documents as ApprovalDocument[] | undefined) ?? []);
  }, [client, id, name, setTitle, targetSwhandle, t]);

  useEffect(() => {
    load().catch((error: unknown) =>
      toast.error(translated(t, error instanceof Error ? error.message : String(error))),
    );
  }, [load, t]);

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      toast.success(t('Done'), { duration: toastDurations.short });
      await load();
    } catch (error) {
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.txnError,
      });
    } finally {
      setBusy(false);
    }
  }

  const upload = (document: ApprovalDocument) =>
    act(async () => {
      const file = files[document.id];
      if (!file) throw new Error(invoiceMessages.selectFile);
      const stored = await uploadStoredFile(file, 'invoices', swhandle ?? env?.swhandle ?? '');
      await client.call(
        invoicesUploadDocumentsTxn,
        { documents: [{ id: document.id, attachment: stored.id }] },
        target,
      );
      setFiles((current) => ({ ...current, [document.id]: null }));
    });
  const review = (document: ApprovalDocument, action: 'approve' | 'reject') =>
    act(() => client.call(invoicesReviewDocumentsTxn, { ids: [document.id], action }, target));

  if (!documents) return <p role="status">{t('Please wait…')}</p>;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4 p-4" aria-label={t('Approval Documents')}>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b text-left">
            <th className="p-2">{t('Document Name')}</th>
            <th className="p-2">{t('Restriction Level')}</th>
            <th className="p-2">{t('Status')}</th>
            <th className="p-2">{t('Attachment')}</th>
            <th className="p-2">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const attached = document.attachment?.[0];
            const status = document.status ?? 'pending';
            return (
              <tr key={document.id} className="border-b">
                <td className="p-2">{document.doc_name}</td>
                <td className="p-2">{t(restrictionLabels[document.restr_lvl ?? 'none'] ?? 'None')}</td>
                <td className="p-2">{t(documentStatusLabels[status] ?? status)}</td>
                <td className="p-2">
                  {attached ? (
                    <button
                      type="button"
                      className="text-link underline"
                      onClick={() =>
                        void downloadStoredFile({
                          id: attached.id,
                          original_filename: attached.original_filename ?? `${document.doc_name}.pdf`,
                        }).catch((error: unknown) => toast.error(translated(t, String(error))))
                      }
                    >
                      {t('Download')}
                    </button>
                  ) : null}
                </td>
                <td className="flex flex-wrap items-center gap-2 p-2">
                  {!reviewer && (status === 'pending' || status === 'rejected') && (
                    <>
                      <input
                        type="file"
                        accept="image/*,application/pdf"
                        aria-label={`${t('Browse File To Upload')} ${document.doc_name}`}
                        onChange={(event) =>
                          setFiles((current) => ({
                            ...current,
                            [document.id]: event.target.files?.[0] ?? null,
                          }))
                        }
                      />
                      <button
                        type="button"
                        disabled={busy}
                        className="rounded bg-action px-3 py-1 text-on-accent disabled:opacity-50"
                        onClick={() => void upload(document)}
                      >
                        {t('Upload')}
                      </button>
                    </>
                  )}
                  {reviewer && status === 'uploaded' && (
                    <>
                      <button
                        type="button"
                        disabled={busy}
                        className="rounded bg-approve px-3 py-1 text-on-accent disabled:opacity-50"
                        onClick={() => void review(document, 'approve')}
                      >
                        {t('Approve')}
                      </button>
                      <button
                        type="button"
                        disabled={busy}
                        className="rounded bg-error px-3 py-1 text-on-accent disabled:opacity-50"
                        onClick={() => void review(document, 'reject')}
                      >
                        {t('Reject')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
