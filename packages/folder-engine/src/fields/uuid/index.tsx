import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

/**
 * An id typed or pasted; kept in lower case, as the server's uuid column gives it back, so the
 * value shown is the value stored and an untouched form reads back equal.
 */
function UuidEditor(props: FieldEditorProps<string | null>) {
  return (
    <input
      {...inputProps(props)}
      className="me-input me-mono"
      spellCheck={false}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value.trim().toLowerCase())}
    />
  );
}

export const uuidKind = defineFieldKind<string | null>('uuid', { Editor: UuidEditor });
