import type { FieldEditorProps } from '../kind';
import { NumberEditor, numberKind } from '../number/editor';

const Editor = (props: FieldEditorProps<number | null>) => <NumberEditor {...props} integer={false} />;

export const numericKind = numberKind('numeric', Editor);
