import { textMaxLength } from '@muster/protocol';
import { labelIn } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { formattedValue } from '../shared/formatted-value';
import { inputProps } from '../shared/input-props';
import { serialiseText } from './serialise';

export function TextEditor(props: FieldEditorProps<string | null> & { multiline?: boolean }) {
  const { locale, env, t } = useEngine();
  const { field, folder, row, readOnly } = props;
  // a read-only state (a leave's 'created') reads as the list shows it: 'Created'
  const shown =
    readOnly && field.format_expr
      ? formattedValue(
          { ...field, format_expr: field.format_expr },
          { ...row, [field.name]: props.value },
          { env, folder, t },
        )
      : (props.value ?? '');
  const common = {
    ...inputProps(props),
    className: 'me-input',
    value: shown,
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
