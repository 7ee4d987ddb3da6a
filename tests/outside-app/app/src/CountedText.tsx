import type { FieldEditorProps } from '@muster/folder-engine';

/** A text field's own editor: the engine keeps its checks and wire value, this adds a count. */
export function CountedText({
  id,
  value,
  onChange,
  onBlur,
  readOnly,
  invalid,
}: FieldEditorProps<string | null>) {
  const text = value ?? '';
  return (
    <span className="counted-text">
      <input
        id={id}
        value={text}
        readOnly={readOnly}
        aria-invalid={invalid}
        onBlur={onBlur}
        onChange={(event) => onChange(event.target.value)}
      />
      <small>{text.length} characters</small>
    </span>
  );
}
