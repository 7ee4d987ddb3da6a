import type { FieldDefinition } from '@muster/protocol';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

export interface ActionConfirmationProps {
  open: boolean;
  /** The action's label: the dialog's title and its confirming button. */
  action: string;
  /** What names each record it acts on ('DI0001 Harish Mukherjee'). */
  records: readonly string[];
  /** The folder whose fields the action asks (its txn's `asks`). */
  folder: string;
  /** The fields the action asks for (a Terminate's leaving date), with their form values. */
  fields: readonly FieldDefinition[];
  values: Readonly<Record<string, unknown>>;
  /** A message per asked field that cannot be sent yet ('Mandatory field'). */
  problems: Readonly<Record<string, MessageKey>>;
  onChange: (name: string, value: unknown) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before an action whose txn says `confirm` or asks for fields (an employee's
 * Terminate), naming its records and taking the asked values.
 */
export function ActionConfirmation({
  open,
  action,
  records,
  folder,
  fields,
  values,
  problems,
  onChange,
  onConfirm,
  onCancel,
}: ActionConfirmationProps) {
  const { t, editor, locale } = useEngine();
  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={action}
      description={t('Do you want to continue?')}
      actions={
        <>
          <button type="button" className="me-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="me-button me-button-danger" onClick={onConfirm}>
            {action}
          </button>
        </>
      }
    >
      <ul className="me-dialog-records">
        {records.map((record) => (
          <li key={record}>{record}</li>
        ))}
      </ul>
      {fields.map((field) => {
        const Editor = editor(field, folder);
        const id = `me-asked-${folder}-${field.name}`;
        const problem = problems[field.name];
        return (
          <div key={field.name} className="me-field" data-field={field.name}>
            <label className="me-label" htmlFor={id}>
              {labelIn(field.label, locale)}
              <span className="me-required" aria-hidden="true">
                *
              </span>
            </label>
            <Editor
              field={field}
              folder={folder}
              id={id}
              value={values[field.name]}
              onChange={(value) => onChange(field.name, value)}
              readOnly={false}
              mandatory
              invalid={problem !== undefined}
              row={values}
            />
            {problem && (
              <span className="me-error" role="alert">
                {t(problem)}
              </span>
            )}
          </div>
        );
      })}
    </EngineDialog>
  );
}
