import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';

/** A bulk upload's progress: the percent, then 'Completed' (spec 000 §4). */
function ProgressEditor(props: FieldEditorProps<number | null>) {
  const { t } = useEngine();
  const percent = Math.round(props.value ?? 0);
  return (
    <div className="me-progress">
      <progress id={props.id} max={100} value={percent} />
      <span>{percent >= 100 ? t('Completed') : `${percent}%`}</span>
    </div>
  );
}

export const progressKind = defineFieldKind<number | null>('progress', { Editor: ProgressEditor });
