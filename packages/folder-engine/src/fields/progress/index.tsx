import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';

/**
 * A bulk upload's progress (spec 000 §4): the percent, and 'Completed' once the record is
 * processed, whatever percent was last heard.
 */
function ProgressEditor(props: FieldEditorProps<number | null>) {
  const { t } = useEngine();
  const done = props.row.processed === true;
  const percent = done ? 100 : Math.round(props.value ?? 0);
  return (
    <div className="me-progress">
      <progress id={props.id} max={100} value={percent} />
      <span>{done || percent >= 100 ? t('Completed') : `${percent}%`}</span>
    </div>
  );
}

export const progressKind = defineFieldKind<number | null>('progress', {
  Editor: ProgressEditor,
  readsRecord: true,
});
