import type { FieldDefinition, FolderDefinition, FormDefinition, TxnDefinition } from '@muster/protocol';
import { formFieldNames } from '@muster/protocol';

/** The txn a create form saves through: the named one, else the folder's create txn. */
export const createTxn = (definition: FolderDefinition, name?: string): TxnDefinition | undefined =>
  definition.txns.find((txn) => (name ? txn.name === name : txn.op === 'C'));

/** The named form, else the txn's, else 'main', else the first; none when the folder has no forms. */
export function pickForm(definition: FolderDefinition, name: string | undefined): FormDefinition | undefined {
  const forms = definition.forms;
  return forms.find((form) => form.name === name) ?? forms.find((form) => form.name === 'main') ?? forms[0];
}

/** The fields a form shows, in its order; every field when there is no form. */
export function formFields(
  definition: FolderDefinition,
  form: FormDefinition | undefined,
): FieldDefinition[] {
  if (!form) return definition.fields;
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  return formFieldNames(form)
    .map((name) => byName.get(name))
    .filter((field): field is FieldDefinition => field !== undefined);
}
