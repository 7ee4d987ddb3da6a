import { FolderForm } from '@muster/folder-engine';
import type { FolderListSpec } from '@muster/protocol';
import { useTranslation } from 'react-i18next';
import { KnownFolder } from '../tabs/KnownFolder';
import { useRecord } from '../tabs/useRecord';

/** The update form of one record the user owns: its employee record or its business. */
interface OwnRecordProps {
  folder: string;
  id: string;
  /** The list txn that can see the record, when the folder's own cannot. */
  list?: FolderListSpec;
}

export function OwnRecordForm({ folder, id, list }: OwnRecordProps) {
  return (
    <KnownFolder folder={folder}>
      <OwnRecordBody folder={folder} id={id} list={list} />
    </KnownFolder>
  );
}

function OwnRecordBody({ folder, id, list }: OwnRecordProps) {
  const { t } = useTranslation();
  const state = useRecord(folder, id, undefined, list);
  if (state.kind !== 'loaded') {
    return (
      <p role="status" className="p-8 text-center text-secondary">
        {state.kind === 'loading' ? t('Please wait…') : t(state.message)}
      </p>
    );
  }
  return <FolderForm folder={folder} mode="update" record={state.record} />;
}
