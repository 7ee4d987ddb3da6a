import type { FieldDefinition } from '@muster/protocol';
import { memo } from 'react';
import type { FieldEditorProps } from '../fields/kind';
import type { DateLimits } from '../fields/timestamp/date-limits';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import { useFieldValue } from './use-form-value';

export interface FieldRowProps {
  field: FieldDefinition;
  /** The form path of the value: 'notes', or 'leave_days.2.notes' in a detail row. */
  name: string;
  folder: string;
  /** Booleans rather than the rule state object, so an unchanged row skips rendering. */
  mandatory: boolean;
  readOnly: boolean;
  /** The message to show, already decided by the form. */
  problem: string | undefined;
  /** The record the field belongs to, for editors whose choices read it. */
  row: Record<string, unknown>;
  limits?: DateLimits | undefined;
}

/** One labelled field: its editor bound to the form, its red asterisk, its message. */
export const FieldRow = memo(function FieldRow({
  field,
  name,
  folder,
  mandatory,
  readOnly,
  problem,
  row,
  limits,
}: FieldRowProps) {
  const { locale, t } = useEngine();
  const id = `me-${folder}-${name.replaceAll('.', '-')}`;
  return (
    <div className="me-field" data-field={name}>
      <label className="me-label" htmlFor={id}>
        {labelIn(field.label, locale)}
        {mandatory && (
          <span className="me-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <BoundEditor
        field={field}
        name={name}
        folder={folder}
        id={id}
        readOnly={readOnly}
        mandatory={mandatory}
        invalid={problem !== undefined}
        row={row}
        limits={limits}
      />
      {problem && (
        <span className="me-error" role="alert">
          {t(problem as MessageKey)}
        </span>
      )}
    </div>
  );
});

/** The field type's editor on the form value at `name`. */
function BoundEditor({
  name,
  limits,
  ...props
}: Omit<FieldEditorProps, 'value' | 'onChange' | 'limits'> & {
  name: string;
  limits: DateLimits | undefined;
}) {
  const { editor } = useEngine();
  const [value, onChange] = useFieldValue(name);
  const Editor = editor(props.field, props.folder);
  return <Editor {...props} value={value} onChange={onChange} {...(limits && { limits })} />;
}
