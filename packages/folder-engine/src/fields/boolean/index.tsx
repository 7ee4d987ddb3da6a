import { translator } from '../../i18n/translate';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

function BooleanEditor(props: FieldEditorProps<boolean | null>) {
  return (
    <input
      {...inputProps(props)}
      className="me-checkbox"
      type="checkbox"
      checked={props.value === true}
      disabled={props.readOnly}
      onChange={(event) => props.onChange(event.target.checked)}
    />
  );
}

export const booleanKind = defineFieldKind<boolean | null>('boolean', {
  Editor: BooleanEditor,
  // Yes and No are engine words, shown in the interface language.
  format: (value, { locale }) => (typeof value === 'boolean' ? translator(locale)(value ? 'Yes' : 'No') : ''),
});
