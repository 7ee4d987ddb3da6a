import { listedValues } from '@muster/expr';
import {
  type FieldDefinition,
  fieldIdentifierProblem,
  fieldType,
  identifierChoices,
  textMaxLength,
} from '@muster/protocol';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { labelIn } from '../../i18n/translate';
import { useEngine } from '../../provider/context';
import { defineFieldKind, type FieldEditorProps, isBlank } from '../kind';
import { formattedValue } from '../shared/formatted-value';
import { inputProps } from '../shared/input-props';
import { serialiseText } from './serialise';

export function TextEditor(props: FieldEditorProps<string | null> & { multiline?: boolean }) {
  const { locale, env, t } = useEngine();
  const { field, folder, row, readOnly } = props;
  const choicesId = useId();
  // a rule that lists the values (a payhead's kind, a rate's rule) is a choice among them,
  // each named as the list names it, not a code to type
  const listed = useMemo(
    () => (field.valid_expr && !props.multiline ? listedValues(field.valid_expr, field.name) : null),
    [field.valid_expr, field.name, props.multiline],
  );
  // an identifier that is one of a list (a time zone) offers the list as the user types
  const choices = field.identifier && !readOnly ? identifierChoices(field.identifier) : undefined;
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
  if (listed && !readOnly) {
    const label = (value: string) =>
      field.format_expr
        ? formattedValue(
            { ...field, format_expr: field.format_expr },
            { ...row, [field.name]: value },
            { env, folder, t },
          )
        : value;
    const current = props.value ?? '';
    return (
      <select
        {...inputProps(props)}
        className="me-input"
        value={current}
        onChange={(event) => props.onChange(event.target.value === '' ? null : event.target.value)}
      >
        {listed.allowsEmpty || !listed.values.includes(current) ? (
          <option value={listed.values.includes(current) ? '' : current}>
            {current ? label(current) : ''}
          </option>
        ) : null}
        {listed.values.map((value) => (
          <option key={value} value={value}>
            {label(value)}
          </option>
        ))}
      </select>
    );
  }
  return props.multiline ? (
    <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
  ) : (
    <>
      <input
        {...common}
        type="text"
        list={choices ? choicesId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {choices ? (
        <datalist id={choicesId}>
          {choices.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

/** The text wire, and a statutory identifier's format where the field names one (UAN, PAN…). */
const textSchema = (field: FieldDefinition) =>
  z.unknown().superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const parsed = fieldType('text').wire.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    const problem = fieldIdentifierProblem(field, parsed.data);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const textKind = defineFieldKind<string | null>('text', {
  Editor: TextEditor,
  toWire: serialiseText,
  schema: textSchema,
});
