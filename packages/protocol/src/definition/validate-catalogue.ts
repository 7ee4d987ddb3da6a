import { fieldType } from '../field-types/registry.js';
import { columnTypeOf, implicitChildColumns, implicitColumns } from './columns.js';
import type { FieldDefinition } from './field.js';
import { type FolderLookup, fieldPathProblem } from './field-path.js';
import type { FolderDefinition } from './folder.js';
import { formFieldNames } from './form.js';
import { listableField } from './list-columns.js';

/** One thing wrong in the catalogue; `field` is dotted inside details (`leave_days.leave_types_id`). */
export interface CatalogueProblem {
  folder: string;
  field?: string;
  message: string;
}

export const describeProblem = ({ folder, field, message }: CatalogueProblem): string =>
  `${folder}${field ? `.${field}` : ''}: ${message}`;

const dateTypes: readonly string[] = ['timestamp', 'tsrange'];
const detailOnly = ['fields', 'toShow', 'pathofDetail'] as const;

/**
 * Checks what the folder schema cannot see alone: references between folders, and names
 * that must agree within a folder. Answers every problem, none when the catalogue holds.
 */
export function validateCatalogue(definitions: readonly FolderDefinition[]): CatalogueProblem[] {
  const byName = new Map<string, FolderDefinition>();
  const problems: CatalogueProblem[] = [];
  for (const definition of definitions) {
    if (byName.has(definition.name))
      problems.push({ folder: definition.name, message: 'is defined more than once' });
    byName.set(definition.name, definition);
  }
  const lookup: FolderLookup = (name) => byName.get(name);
  for (const definition of definitions) problems.push(...folderProblems(definition, lookup));
  return problems;
}

function folderProblems(folder: FolderDefinition, lookup: FolderLookup): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const report = (message: string, field?: string) =>
    problems.push(
      field === undefined ? { folder: folder.name, message } : { folder: folder.name, field, message },
    );

  const checkFields = (fields: readonly FieldDefinition[], prefix: string, reserved: readonly string[]) => {
    const seen = new Set<string>();
    for (const field of fields) {
      const where = `${prefix}${field.name}`;
      if (seen.has(field.name)) report('is defined more than once', where);
      seen.add(field.name);
      if (reserved.includes(field.name)) report(`'${field.name}' is a column every row has`, where);
      for (const message of fieldProblems(field, fields, lookup)) report(message, where);
      if (field.type === 'detail' && field.fields)
        checkFields(field.fields, `${where}.`, implicitChildColumns);
    }
  };
  checkFields(folder.fields, '', implicitColumns);

  const fieldNamed = (name: string) => folder.fields.find((field) => field.name === name);
  if (folder.sqlKey !== 'id') {
    const key = fieldNamed(folder.sqlKey);
    if (!key || !columnTypeOf(key)) report(`sqlKey '${folder.sqlKey}' is not a stored field`);
  }
  if (folder.ownerField !== undefined && !refersTo(fieldNamed(folder.ownerField), 'employees'))
    report(`ownerField '${folder.ownerField}' is not a docpicker to employees`);
  const partnerField = fieldNamed('partners_id');
  if (folder.partnerScoped && !refersTo(partnerField, 'partners'))
    report('is partnerScoped but has no partners_id docpicker to partners');
  if (!folder.partnerScoped && partnerField) report('has partners_id but is not partnerScoped');
  // an audit row belongs to its record's business: the trail of a month is read by business
  if (folder.audited && !folder.partnerScoped) report('is audited but not partnerScoped');

  const prefix = `txn_${folder.name}_`;
  const txnNames = new Set<string>();
  const formNames = new Set(folder.forms.map((form) => form.name));
  for (const txn of folder.txns) {
    const where = `txn ${txn.name}`;
    if (!txn.name.startsWith(prefix) || txn.name.length === prefix.length)
      report(`${where}: name must be ${prefix}<action>`);
    if (txnNames.has(txn.name)) report(`${where}: is defined more than once`);
    txnNames.add(txn.name);
    if (txn.form !== undefined && !formNames.has(txn.form))
      report(`${where}: form '${txn.form}' is not defined`);
    if (txn.op !== 'R' && txn.permission.env === undefined)
      report(`${where}: a txn that writes must say who may run it (permission.env)`);
    if (txn.asks !== undefined && txn.workflowAction !== true)
      report(`${where}: only a named action (workflowAction) asks for fields`);
    for (const name of txn.asks ?? []) {
      const field = fieldNamed(name);
      if (!field || !columnTypeOf(field) || field.fieldOnlyView)
        report(`${where}: asks '${name}', which is not a stored field of the folder`);
    }
  }
  for (const name of folder.txn_list) {
    const txn = folder.txns.find((candidate) => candidate.name === name);
    if (!txn) report(`txn_list: '${name}' is not one of the folder's txns`);
    else if (!txn.icon) report(`txn_list: '${name}' has no icon to show`);
  }

  for (const name of folder.listColumns ?? []) {
    const field = fieldNamed(name);
    if (!field) report(`listColumns: '${name}' is not a field`);
    else if (!listableField(field)) report(`listColumns: '${name}' cannot be a list's column`);
  }

  const seenForms = new Set<string>();
  for (const form of folder.forms) {
    if (seenForms.has(form.name)) report(`form ${form.name}: is defined more than once`);
    seenForms.add(form.name);
    const listed = new Set<string>();
    for (const name of formFieldNames(form)) {
      if (!fieldNamed(name)) report(`form ${form.name}: '${name}' is not a field`);
      if (listed.has(name)) report(`form ${form.name}: '${name}' is listed twice`);
      listed.add(name);
    }
  }
  return problems;
}

function refersTo(field: FieldDefinition | undefined, folder: string): boolean {
  return field?.type === 'docpicker' && field.source?.folder === folder;
}

function fieldProblems(
  field: FieldDefinition,
  siblings: readonly FieldDefinition[],
  lookup: FolderLookup,
): string[] {
  const problems: string[] = [];
  const descriptor = fieldType(field.type);
  const { source } = field;
  if (descriptor.needsSource && !source) problems.push(`a ${field.type} needs a source`);
  if (!descriptor.needsSource && source) problems.push(`a ${field.type} takes no source`);
  if (!descriptor.needsSource && field.filters) problems.push(`a ${field.type} takes no filters`);
  if (source) {
    const target = lookup(source.folder);
    if (!target) problems.push(`source folder '${source.folder}' is not in the catalogue`);
    else {
      if (source.container !== target.foldertype || source.foldertype !== target.foldertype)
        problems.push(
          `source '${source.folder}' is in ${target.foldertype}, not ${source.container}/${source.foldertype}`,
        );
      for (const filter of field.filters ?? []) {
        const problem = fieldPathProblem(target.fields, filter.path, lookup);
        if (problem) problems.push(`filter path '${filter.path}' in ${target.name}: ${problem}`);
      }
    }
    if (field.type === 'file_upload' && source.folder !== 'files')
      problems.push('a file_upload refers to files');
  }
  const { storage } = descriptor;
  if (field.is_multiple && !(storage.kind === 'column' && storage.multipleColumn))
    problems.push(`a ${field.type} cannot be is_multiple`);
  if (field.filterType && !dateTypes.includes(field.type))
    problems.push('filterType is for timestamps and ranges');
  if (field.upToNow !== undefined && field.type !== 'timestamp') problems.push('upToNow is for timestamps');
  if (field.file_upload && field.type !== 'file_upload')
    problems.push('file_upload options are for file_upload fields');
  if (field.path) {
    const problem = fieldPathProblem(siblings, field.path, lookup);
    if (problem) problems.push(`path '${field.path}': ${problem}`);
  }
  if (field.type === 'detail') {
    if (!field.fields) problems.push('a detail needs child fields');
    for (const name of field.toShow ?? [])
      if (!field.fields?.some((child) => child.name === name))
        problems.push(`toShow: '${name}' is not a child field`);
  } else {
    for (const property of detailOnly)
      if (field[property] !== undefined) problems.push(`${property} is for detail fields only`);
  }
  return problems;
}
