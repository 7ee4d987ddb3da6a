import type { FieldEditorProps } from '../kind';
import { NumberEditor, numberKind } from '../number/editor';

const Editor = (props: FieldEditorProps<number | null>) => (
  <NumberEditor {...props} integer={false} decimals={2} />
);

export const floatKind = numberKind('float', Editor);
