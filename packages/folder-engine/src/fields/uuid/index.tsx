import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

function UuidEditor(props: FieldEditorProps<string | null>) {
  return (
    <input
      {...inputProps(props)}
      className="me-input me-mono"
      spellCheck={false}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value.trim())}
    />
  );
}

export const uuidKind = defineFieldKind<string | null>('uuid', { Editor: UuidEditor });
