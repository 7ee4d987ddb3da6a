import type { TxnClient } from '@muster/folder-engine';
import {
  invoicesEInvoiceTxn,
  invoicesGetInvoiceTxn,
  invoicesGetNoteTxn,
  invoicesNoteEInvoiceTxn,
  type Locale,
  payslipsEmploymentCardTxn,
  payslipsGetPayslipTxn,
  payslipsWageSlipTxn,
  settlementsGetStatementTxn,
  type TxnCallOptions,
} from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { saveGstFile } from '../invoices/gst-file';
import { InvoiceNotes } from '../invoices/InvoiceNotes';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { toastDurations } from '../shell/toast-durations';
import { useOpenTabs } from '../tabs/tabs-context';
import { parseTemplateTab, templateTab } from './html-template-tab';
import { saveFile, translated } from './save-file';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; html: string };

type DocumentParams = { uconst: string; language: Locale; format: 'html' | 'pdf' };
/** The business a document is read in (`target_swhandle`), when not the user's own. */
type DocumentOptions = Pick<TxnCallOptions, 'target_swhandle'>;

/** How each folder's documents are asked for: both txns answer the same record. */
const documents = {
  payslips: {
    label: 'Payslip',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(payslipsGetPayslipTxn, params, options),
    eInvoice: null,
    notes: false,
    // the Contract Labour Rules' forms printed from it (issue #33 item 5)
    forms: ['wage_slip', 'employment_card'],
  },
  // a payslip's wage slip in Form XIX (r. 78(1)(b)), by the payslip's reference
  wage_slip: {
    label: 'Wage slip (Form XIX)',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(payslipsWageSlipTxn, params, options),
    eInvoice: null,
    notes: false,
    forms: [],
  },
  // its worker's employment card in Form XIV (r. 76) as of the payslip's month
  employment_card: {
    label: 'Employment card (Form XIV)',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(payslipsEmploymentCardTxn, params, options),
    eInvoice: null,
    notes: false,
    forms: [],
  },
  invoices: {
    label: 'Invoice',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(invoicesGetInvoiceTxn, params, options),
    // the invoice's e-invoice JSON for the IRP (issue #31 item 7), read in the document's business
    eInvoice: (client: TxnClient, uconst: string, options: DocumentOptions) =>
      client.call(invoicesEInvoiceTxn, { uconst }, options),
    // its credit and debit notes, listed under it (issue #31 item 5)
    notes: true,
    forms: [],
  },
  // a credit or debit note by its id (CGST Rules r. 53), and its e-invoice ('CRN' / 'DBN')
  invoice_notes: {
    label: 'Credit or debit note',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(invoicesGetNoteTxn, params, options),
    eInvoice: (client: TxnClient, id: string, options: DocumentOptions) =>
      client.call(invoicesNoteEInvoiceTxn, { id }, options),
    notes: false,
    forms: [],
  },
  // a leaver's full-and-final settlement statement (issue #34 item 6)
  settlements: {
    label: 'Settlement',
    load: (client: TxnClient, params: DocumentParams, options: DocumentOptions) =>
      client.call(settlementsGetStatementTxn, params, options),
    eInvoice: null,
    notes: false,
    forms: [],
  },
} as const;
type DocumentSource = (typeof documents)[keyof typeof documents];

/** The label of a document no folder names (a payslip's Form XIX or XIV), or null. */
export const documentLabel = (kind: string): string | null =>
  Object.hasOwn(documents, kind) ? documents[kind as keyof typeof documents].label : null;

/**
 * The template view of a payslip, an invoice, a note or a settlement (spec 000 §2): the document printed in the
 * user's language, titled with the employee's or contract's name and short month and year,
 * and its PDF for download. The HTML shows in a sandboxed frame: no script of a template
 * runs, and its values arrive escaped.
 */
export function HtmlTemplateTab({ name }: TabViewProps) {
  const subject = parseTemplateTab(name);
  const source =
    subject && Object.hasOwn(documents, subject.folder)
      ? documents[subject.folder as keyof typeof documents]
      : null;
  return subject && source ? (
    <DocumentView name={name} uconst={subject.uconst} business={subject.business} source={source} />
  ) : (
    <NotFoundPage />
  );
}

/**
 * Keeps the frame as tall as its document, borders included: watched, since the document
 * grows after its load event as its fonts arrive. The watch ends with the document.
 */
function fitToDocument(frame: HTMLIFrameElement) {
  const root = frame.contentDocument?.documentElement;
  if (!root) return;
  new ResizeObserver(() => {
    frame.style.height = `${root.scrollHeight + 2}px`;
  }).observe(root);
}

function DocumentView({
  name,
  uconst,
  business,
  source,
}: {
  name: string;
  uconst: string;
  business: string | null;
  source: DocumentSource;
}) {
  const { t, i18n } = useTranslation();
  const { client, settings } = useApp();
  // a contractor's document the principal employer opened from that contractor's list
  const target = useMemo<DocumentOptions>(
    () => (business && business !== settings?.env.swhandle ? { target_swhandle: business } : {}),
    [business, settings?.env.swhandle],
  );
  const { setTitle } = useOpenTabs();
  const language = i18n.language as Locale;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [fileName, setFileName] = useState(`${uconst}.pdf`);
  const [downloading, setDownloading] = useState(false);
  const { eInvoice, forms } = source;

  useEffect(() => {
    let cancelled = false;
    setLoaded({ kind: 'loading' });
    source
      .load(client, { uconst, language, format: 'html' }, target)
      .then((result) => {
        const [record] = result.records;
        if (cancelled || !record) return;
        setLoaded({ kind: 'loaded', html: record.html ?? '' });
        setFileName(record.fileName);
        setTitle(name, record.title);
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [client, source, uconst, language, name, setTitle, target]);

  async function downloadPdf() {
    setDownloading(true);
    try {
      const result = await source.load(client, { uconst, language, format: 'pdf' }, target);
      const encoded = result.records[0]?.pdf_base64 ?? '';
      saveFile(
        Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0)),
        fileName,
        'application/pdf',
      );
    } catch (error) {
      toast.error(`${t('Error !')}${translated(t, error instanceof Error ? error.message : String(error))}`, {
        duration: toastDurations.export,
      });
    } finally {
      setDownloading(false);
    }
  }

  if (loaded.kind === 'failed')
    return (
      <p role="alert" className="p-8 text-center text-error">
        {translated(t, loaded.message)}
      </p>
    );
  return (
    <section className="flex h-full flex-col gap-2 p-2" aria-label={t(source.label)}>
      <div>
        <button
          type="button"
          className="min-h-10 rounded bg-action px-4 py-1 text-on-accent disabled:opacity-50"
          disabled={loaded.kind !== 'loaded' || downloading}
          onClick={downloadPdf}
        >
          {t('Download PDF')}
        </button>
        {eInvoice && (
          <button
            type="button"
            className="ms-2 min-h-10 rounded border px-4 py-1"
            onClick={() => saveGstFile(t, () => eInvoice(client, uconst, target))}
          >
            {t('e-Invoice JSON')}
          </button>
        )}
      </div>
      {forms.length > 0 && (
        <nav className="flex flex-wrap gap-3">
          {forms.map((form) => (
            <Link
              key={form}
              to={`/tabs/${templateTab(form, uconst, business ?? '')}`}
              className="inline-flex min-h-10 items-center font-medium text-brand underline"
            >
              {t(documents[form].label)}
            </Link>
          ))}
        </nav>
      )}
      {source.notes && <InvoiceNotes uconst={uconst} business={target.target_swhandle ?? null} />}
      {loaded.kind === 'loaded' ? (
        <iframe
          title={t(source.label)}
          // No script runs in it (no allow-scripts); the same origin only lets this page read
          // the document's height, so the whole document shows and the page scrolls, not a
          // frame cut off at 70% of a phone's screen (issue #19 item 7).
          sandbox="allow-same-origin"
          srcDoc={loaded.html}
          onLoad={(event) => fitToDocument(event.currentTarget)}
          className="min-h-[70vh] w-full shrink-0 border"
        />
      ) : (
        <p role="status">{t('Please wait…')}</p>
      )}
    </section>
  );
}
