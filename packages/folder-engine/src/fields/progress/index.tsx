import { useFolderForm } from '../../form/form-context';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { useRecordProgress } from './use-record-progress';

/**
 * A bulk upload's progress (spec 000 §4): the percent the server's broadcasts for this record
 * report (else the field's value), and 'Completed' once the record is processed — by the stored
 * `processed` or a broadcast saying so — whatever percent was last heard. A full bar alone is
 * not 'Completed': the rows may be counted before the upload is marked processed.
 */
function ProgressEditor(props: FieldEditorProps<number | null>) {
  const { t, client } = useEngine();
  const { recordId } = useFolderForm();
  const heard = useRecordProgress(client, props.folder, recordId);
  const done = props.row.processed === true || heard.processed;
  const percent = done ? 100 : Math.round(heard.percent ?? props.value ?? 0);
  return (
    <div className="me-progress">
      <progress id={props.id} max={100} value={percent} />
      <span>{done ? t('Completed') : `${percent}%`}</span>
    </div>
  );
}

export const progressKind = defineFieldKind<number | null>('progress', {
  Editor: ProgressEditor,
  readsRecord: true,
});
