import type { FieldEditorProps } from '../kind';

type InputState = Pick<FieldEditorProps, 'id' | 'readOnly' | 'mandatory' | 'invalid' | 'onBlur'>;

/** The attributes every native input of an editor carries. */
export const inputProps = ({ id, readOnly, mandatory, invalid, onBlur }: InputState) => ({
  id,
  readOnly,
  onBlur,
  'aria-required': mandatory || undefined,
  'aria-invalid': invalid || undefined,
});
