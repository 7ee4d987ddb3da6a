import { textMaxLength } from '@muster/protocol';
import { labelIn } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';
import { serialiseText } from './serialise';

export function TextEditor(props: FieldEditorProps<string | null> & { multiline?: boolean }) {
  const { locale } = useEngine();
  const common = {
    ...inputProps(props),
    className: 'me-input',
    value: props.value ?? '',
    placeholder: labelIn(props.field.placeHolder, locale),
    maxLength: textMaxLength(props.field),
  };
  return props.multiline ? (
    <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
  ) : (
    <input {...common} type="text" onChange={(event) => props.onChange(event.target.value)} />
  );
}

export const textKind = defineFieldKind<string | null>('text', { Editor: TextEditor, toWire: serialiseText });
