import type { FieldTypeName } from '@muster/protocol';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, type FieldKind } from '../kind';

function DisplayEditor(props: FieldEditorProps) {
  const { kind, locale, timeZone } = useEngine();
  return (
    <output id={props.id} className="me-readonly">
      {kind(props.field.type).format(props.value, { locale, timeZone })}
    </output>
  );
}

/** Values the server or the workflow writes: always shown, never typed. */
export const displayOnlyKind = (type: FieldTypeName): FieldKind =>
  defineFieldKind(type, { Editor: DisplayEditor });
