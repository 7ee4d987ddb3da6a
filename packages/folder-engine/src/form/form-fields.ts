import type { FieldDefinition, FolderDefinition, FormDefinition, TxnDefinition } from '@muster/protocol';
import { formFieldNames } from '@muster/protocol';

/** The txn a create form saves through: the named one, else the folder's create txn. */
export const createTxn = (definition: FolderDefinition, name?: string): TxnDefinition | undefined =>
  definition.txns.find((txn) => (name ? txn.name === name : txn.op === 'C'));

/**
 * The named form (the caller's or the txn's), else 'main'; none otherwise. Another form is
 * some other txn's inputs (invoices' 'generate'), never the record's own form.
 */
export function pickForm(definition: FolderDefinition, name: string | undefined): FormDefinition | undefined {
  const forms = definition.forms;
  return forms.find((form) => form.name === name) ?? forms.find((form) => form.name === 'main');
}

// Per definition and form, so every form of a folder shares one list (and its compiled rules).
const listed = new WeakMap<FolderDefinition, Map<FormDefinition | undefined, readonly FieldDefinition[]>>();

/** The fields a form shows, in its order; without a form every stored field (not a form's own inputs). */
export function formFields(
  definition: FolderDefinition,
  form: FormDefinition | undefined,
): readonly FieldDefinition[] {
  let byForm = listed.get(definition);
  if (!byForm) {
    byForm = new Map();
    listed.set(definition, byForm);
  }
  let fields = byForm.get(form);
  if (!fields) {
    fields = listFields(definition, form);
    byForm.set(form, fields);
  }
  return fields;
}

function listFields(definition: FolderDefinition, form: FormDefinition | undefined): FieldDefinition[] {
  if (!form) return definition.fields.filter((field) => !field.fieldOnlyView);
  const byName = new Map(definition.fields.map((field) => [field.name, field]));
  return formFieldNames(form)
    .map((name) => byName.get(name))
    .filter((field): field is FieldDefinition => field !== undefined);
}
