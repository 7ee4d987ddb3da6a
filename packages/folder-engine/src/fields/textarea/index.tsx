import { defineFieldKind, type FieldEditorProps } from '../kind';
import { TextEditor } from '../text';
import { serialiseText } from '../text/serialise';

const TextareaEditor = (props: FieldEditorProps<string | null>) => <TextEditor {...props} multiline />;

export const textareaKind = defineFieldKind<string | null>('textarea', {
  Editor: TextareaEditor,
  toWire: serialiseText,
});
