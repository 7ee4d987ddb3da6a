import { FolderList } from '@muster/folder-engine';
import { useNavigate } from 'react-router';
import { formTabName } from './folder-tab-name';
import type { TabViewProps } from './tab-views';
import { type FormOpening, useOpenTabs } from './tabs-context';

/** A folder's list; a row opens its update form tab, a create action an empty one. */
export function FolderListTab({ name }: TabViewProps) {
  const navigate = useNavigate();
  const { setForm, saves } = useOpenTabs();
  const folder = name.split('/')[0] ?? name;

  function open(opening: FormOpening) {
    const id = opening.mode === 'create' ? null : String(opening.record?.id ?? '');
    const tab = formTabName(folder, id);
    setForm(tab, opening);
    navigate(`/tabs/${tab}`);
  }

  return (
    <FolderList
      // A save in a form tab changes the records this hidden list shows: load them again.
      key={saves[folder] ?? 0}
      folder={folder}
      onRowClick={(record) => open({ mode: 'update', record })}
      onOpenForm={(txn, record) =>
        open({ mode: txn.op === 'C' ? 'create' : 'update', record, txnName: txn.name })
      }
    />
  );
}
