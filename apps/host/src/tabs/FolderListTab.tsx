import { FolderList, type FolderListProps } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import {
  type DeviceKeyRecord,
  devicesIssueKeyTxn,
  invoicesGenerateTxn,
  invoicesReviewDocumentsTxn,
  invoicesUploadDocumentsTxn,
  payslipsApproveTxn,
  payslipsGenerateTxn,
  payslipsRecordPaymentTxn,
  recordTitle,
} from '@muster/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadStoredFile } from '../files/stored-files';
import { invoiceApprovalTab, rowBusiness } from '../invoices/approval-tab';
import { PayslipCards } from '../payroll/PayslipCards';
import { useApp } from '../session/app-context';
import { folderLabel } from '../shell/folder-label';
import { DeviceKeyDialog } from './DeviceKeyDialog';
import { formTabName } from './folder-tab-name';
import { referencedByTab } from './referenced-by-tab';
import { rowTab } from './row-tab';
import type { TabViewProps } from './tab-views';

/** Below this the screen is a phone's (the shell's breakpoint). */
const wideScreen = '(min-width: 640px)';

import { type FormOpening, useOpenTabs } from './tabs-context';

/**
 * A folder's list; a row opens its update form tab (or what `onRowClick` opens), a create
 * action an empty one. A device's new key is shown once, in a dialog.
 */
export function FolderListTab({
  name,
  filters,
  onRowClick,
}: TabViewProps & { filters?: FolderListProps['filters']; onRowClick?: FolderListProps['onRowClick'] }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { partners, settings } = useApp();
  const { setForm, saves, setTitle } = useOpenTabs();
  const [deviceKey, setDeviceKey] = useState<DeviceKeyRecord | null>(null);
  const folder = name.split('/')[0] ?? name;

  // a phone reads payslips as cards (#27 item 9); the table's actions are the desktop's
  const phone = typeof window.matchMedia === 'function' && !window.matchMedia(wideScreen).matches;
  if (folder === 'payslips' && phone && !filters) return <PayslipCards />;

  function open(opening: FormOpening) {
    const id = opening.mode === 'create' ? null : String(opening.record?.id ?? '');
    const tab = formTabName(folder, id);
    setForm(tab, opening);
    navigate(`/tabs/${tab}`);
  }

  return (
    <>
      <FolderList
        // A save in a form tab changes the records this hidden list shows: load them again.
        key={saves[folder] ?? 0}
        folder={folder}
        {...(filters && { filters })}
        onRowClick={(record) => {
          if (onRowClick) return onRowClick(record);
          const tab = rowTab(folder, record);
          return tab ? navigate(`/tabs/${tab}`) : open({ mode: 'update', record });
        }}
        onOpenForm={(txn, record) =>
          // generation, the month's approval and its wage payment are the bulk-generate tab's; an invoice's
          // documents are uploaded and reviewed in its approval tab (spec 000 §2)
          txn.name === payslipsGenerateTxn.name ||
          txn.name === payslipsApproveTxn.name ||
          txn.name === payslipsRecordPaymentTxn.name ||
          txn.name === invoicesGenerateTxn.name
            ? navigate(`/tabs/${folder}/generate`)
            : (txn.name === invoicesUploadDocumentsTxn.name ||
                  txn.name === invoicesReviewDocumentsTxn.name) &&
                record
              ? navigate(`/tabs/${invoiceApprovalTab(rowBusiness(record, partners), String(record.id))}`)
              : open({ mode: txn.op === 'C' ? 'create' : 'update', record, txnName: txn.name })
        }
        onReferencedBy={(link, record) => {
          // the referring folder's list of this record's: 'Leaves E001 Asha Rao'
          const tab = referencedByTab(link, String(record.id));
          const referring = settings?.containers.folders.map[link.folder];
          const language = i18n.language as Locale;
          if (referring)
            setTitle(tab, `${folderLabel(referring, language)} ${recordTitle(record, language)}`.trim());
          navigate(`/tabs/${tab}`);
        }}
        onExported={(file) => void downloadStoredFile(file).catch((error: unknown) => console.error(error))}
        onActionDone={(txn, result) => {
          // the list runs any action; this one answers its declaration's record
          if (txn.name === devicesIssueKeyTxn.name)
            setDeviceKey((result.records[0] as unknown as DeviceKeyRecord | undefined) ?? null);
        }}
      />
      <DeviceKeyDialog record={deviceKey} onClose={() => setDeviceKey(null)} />
    </>
  );
}
