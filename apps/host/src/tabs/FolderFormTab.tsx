import { FolderForm } from '@muster/folder-engine';
import type { Locale } from '@muster/protocol';
import { recordTitle } from '@muster/protocol';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TabViewProps } from '../registry/tab-views';
import { useApp } from '../session/app-context';
import { shownFolder } from '../session/shown-folder';
import { folderLabel } from '../shell/folder-label';
import { parseFormTab } from './folder-tab-name';
import { withoutTab } from './open-tabs';
import { useOpenTabs } from './tabs-context';
import { useRecord } from './useRecord';

/** A create or update form tab; reached by URL, it loads its record itself. */
export function FolderFormTab({ name }: TabViewProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useApp();
  const { tabs, setTabs, forms, markSaved, setTitle } = useOpenTabs();
  const { folder, id } = parseFormTab(name);
  const opening = forms[name];
  const state = useRecord(folder, id, opening?.record);
  const summary = shownFolder(settings, folder);
  const loaded = state.kind === 'loaded' ? state.record : null;
  // the tab names the record it edits (an employee's code and name), not the folder alone
  useEffect(() => {
    if (!id || !loaded || !summary) return;
    setTitle(
      name,
      [folderLabel(summary, i18n.language), recordTitle(loaded, i18n.language as Locale)].join(' ').trim(),
    );
  }, [id, loaded, summary, name, i18n.language, setTitle]);
  // The form is done with: close its tab and show where it was opened from, else the folder's list.
  const backToList = () => {
    setTabs(() => withoutTab(tabs, name, name).tabs);
    navigate(`/tabs/${opening?.returnTo ?? folder}`);
  };
  const saved = () => {
    markSaved(folder);
    backToList();
  };

  if (id === null) {
    return (
      <FolderForm
        // Opened again with other starting values (another employee's leave), it starts afresh.
        key={JSON.stringify(opening?.values ?? null)}
        folder={folder}
        mode="create"
        values={opening?.values}
        txnName={opening?.txnName}
        onSaved={saved}
        onCancel={backToList}
      />
    );
  }
  if (state.kind !== 'loaded') {
    return (
      <p role="status" className="p-8 text-center text-secondary">
        {state.kind === 'loading' ? t('Please wait…') : t(state.message)}
      </p>
    );
  }
  return (
    <FolderForm
      folder={folder}
      mode="update"
      record={state.record}
      txnName={opening?.txnName}
      onSaved={saved}
      onCancel={backToList}
    />
  );
}
