import { FolderForm } from '@muster/folder-engine';
import { useTranslation } from 'react-i18next';
import { KnownFolder } from '../tabs/KnownFolder';
import { useRecord } from '../tabs/useRecord';

/** The update form of one record the user owns: its employee record or its business. */
interface OwnRecordProps {
  folder: string;
  id: string;
  /** The list txn that can see the record, when the folder's own cannot. */
  listTxn?: string;
}

export function OwnRecordForm({ folder, id, listTxn }: OwnRecordProps) {
  return (
    <KnownFolder folder={folder}>
      <OwnRecordBody folder={folder} id={id} listTxn={listTxn} />
    </KnownFolder>
  );
}

function OwnRecordBody({ folder, id, listTxn }: OwnRecordProps) {
  const { t } = useTranslation();
  const state = useRecord(folder, id, undefined, listTxn);
  if (state.kind !== 'loaded') {
    return (
      <p role="status" className="p-8 text-center text-slate-600">
        {state.kind === 'loading' ? t('Please wait…') : t(state.message)}
      </p>
    );
  }
  return <FolderForm folder={folder} mode="update" record={state.record} />;
}
