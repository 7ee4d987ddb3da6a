import { labelIn } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps } from '../kind';
import { inputProps } from '../shared/input-props';

/** Picks a folder of the catalogue, shown by its label in the interface language. */
function SourceTypeEditor(props: FieldEditorProps<string | null>) {
  const { folderNames, definition, locale } = useEngine();
  return (
    <select
      {...inputProps(props)}
      className="me-input"
      disabled={props.readOnly}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value || null)}
    >
      <option value="" />
      {folderNames.map((name) => (
        <option key={name} value={name}>
          {labelIn(definition(name)?.label, locale) || name}
        </option>
      ))}
    </select>
  );
}

export const sourceTypeKind = defineFieldKind<string | null>('source_type', {
  Editor: SourceTypeEditor,
  // a folder by its label ('Employees'), as the editor offers it, never its name
  format: (value, { locale, folders }) =>
    typeof value === 'string' ? labelIn(folders?.(value)?.label, locale) || value : '',
});
