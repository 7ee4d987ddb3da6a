import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';

/** A server-written file (a generated payslip): its name, opened from the file route. */
function FileEditor(props: FieldEditorProps<string | null>) {
  const { kind, locale, timeZone } = useEngine();
  if (!props.value) return <output id={props.id} className="me-readonly" />;
  return (
    <a
      id={props.id}
      className="me-link"
      href={`/files/${encodeURI(props.value)}`}
      target="_blank"
      rel="noreferrer"
    >
      {kind('file').format(props.value, { locale, timeZone })}
    </a>
  );
}

export const fileKind = defineFieldKind<string | null>('file', { Editor: FileEditor });
