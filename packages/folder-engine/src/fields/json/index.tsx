import { z } from 'zod';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

/** The editor holds JSON text; it becomes a value only when it parses. */
function JsonEditor(props: FieldEditorProps<string>) {
  return (
    <textarea
      {...inputProps(props)}
      className="me-input me-mono"
      rows={4}
      spellCheck={false}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

const parses = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const jsonKind = defineFieldKind<string>('json', {
  Editor: JsonEditor,
  schema: () => z.string().refine((text) => !text.trim() || parses(text), 'Invalid Input'),
  fromWire: (wire) => (wire === null || wire === undefined ? '' : JSON.stringify(wire, null, 2)),
  toWire: (text) => (text.trim() ? JSON.parse(text) : null),
});
