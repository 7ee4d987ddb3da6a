import type { FieldEditorProps } from '../kind';
import { NumberEditor, numberKind } from '../number/editor';

/** Spec 000 §5: step 0.01, two decimals. */
const decimals = 2;

const Editor = (props: FieldEditorProps<number | null>) => (
  <NumberEditor {...props} integer={false} decimals={decimals} />
);

export const floatKind = numberKind('float', Editor, decimals);
