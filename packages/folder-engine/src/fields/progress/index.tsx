import { useFolderForm } from '../../form/form-context';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { ProgressBar } from './ProgressBar';
import { useRecordProgress } from './use-record-progress';

/**
 * A bulk upload's progress (spec 000 §4): the percent the server's broadcasts for this record
 * report (else the field's value), and 'Completed' once the record is processed — by the stored
 * `processed` or a broadcast saying so — whatever percent was last heard. A full bar alone is
 * not 'Completed': the rows may be counted before the upload is marked processed.
 */
function ProgressEditor(props: FieldEditorProps<number | null>) {
  const { client } = useEngine();
  const { recordId } = useFolderForm();
  const heard = useRecordProgress(client, props.folder, recordId);
  return (
    <ProgressBar
      id={props.id}
      percent={heard.percent ?? props.value ?? 0}
      done={props.row.processed === true || heard.processed}
    />
  );
}

export const progressKind = defineFieldKind<number | null>('progress', {
  Editor: ProgressEditor,
  readsRecord: true,
});
