import { FolderList, type FolderListProps, type TxnResult, useEngine } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import { namedTxnDeclaration, recordTitle } from '@muster/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadStoredFile } from '../files/stored-files';
import type { ListViewProps } from '../registry/list-views';
import { type ActionRevealEntry, actionReveals, actionScreens } from '../registry/row-actions';
import { useApp } from '../session/app-context';
import { folderLabel } from '../shell/folder-label';
import { formTabName } from './folder-tab-name';
import { referencedByTab } from './referenced-by-tab';
import { rowTab } from './row-tab';
import { type FormOpening, useOpenTabs } from './tabs-context';

/**
 * A folder's list; a row opens its update form tab (or what `onRowClick` or a registered row
 * opener opens), a create action an empty one, an action asking in another tab that tab
 * (registry/row-actions). A reply shown once (a device's new key) is shown by what its
 * feature registered.
 */
export function FolderListTab({
  name,
  filters,
  business,
  onRowClick,
}: ListViewProps & { onRowClick?: FolderListProps['onRowClick'] }) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { partners, settings } = useApp();
  const { setForm, saves, setTitle } = useOpenTabs();
  const [revealed, setRevealed] = useState<{ entry: ActionRevealEntry; result: TxnResult } | null>(null);
  const folder = name.split('/')[0] ?? name;
  const definition = useEngine().definition(folder);

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
        business={business ?? null}
        onRowClick={(record) => {
          if (onRowClick) return onRowClick(record);
          const tab = rowTab({ folder, definition, record, partners });
          return tab ? navigate(`/tabs/${tab}`) : open({ mode: 'update', record });
        }}
        onOpenForm={(txn, record) => {
          // generation and the month's approval are the bulk-generate tab's, an invoice's documents its
          // approval tab's (spec 000 §2): the txn's declaration says where
          const subject = { folder, txn, declaration: namedTxnDeclaration(txn.name), record, partners };
          const screen = actionScreens.choose(subject);
          if (screen) return navigate(`/tabs/${screen.tab(subject)}`);
          open({ mode: txn.op === 'C' ? 'create' : 'update', record, txnName: txn.name });
        }}
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
          // the list runs any action; a reply its declaration reveals once is shown by its feature's view
          const entry = actionReveals.choose({ txn, declaration: namedTxnDeclaration(txn.name) });
          if (entry) setRevealed({ entry, result });
        }}
      />
      {revealed && <revealed.entry.Reveal result={revealed.result} onClose={() => setRevealed(null)} />}
    </>
  );
}
