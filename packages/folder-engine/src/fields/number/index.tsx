import type { FieldEditorProps } from '../kind';
import { NumberEditor, numberKind } from './editor';

const Editor = (props: FieldEditorProps<number | null>) => <NumberEditor {...props} integer={false} />;

export const numberFieldKind = numberKind('number', Editor);
