import { locales } from '../field-types/loctext.js';
import { implicitColumns } from './columns.js';
import { type FieldDefinition, referencedFolder } from './field.js';
import type { FolderDefinition } from './folder.js';

export type FolderLookup = (name: string) => FolderDefinition | undefined;

/**
 * Walks a dotted path from a folder's fields: references lead into their source folder
 * (created_by into employees), details into their child fields, loctext into a
 * language, json and nsp into anything. Answers why the path is wrong, or null.
 */
export function fieldPathProblem(
  fields: readonly FieldDefinition[],
  path: string,
  lookup: FolderLookup,
): string | null {
  const [head = '', ...rest] = path.split('.');
  if (implicitColumns.some((column) => column === head)) return rest.length ? `'${head}' has no parts` : null;
  const field = fields.find((candidate) => candidate.name === head);
  if (!field) return `'${head}' is not a field`;
  if (!rest.length) return null;
  const tail = rest.join('.');
  switch (field.type) {
    case 'docpicker':
    case 'file_upload':
    case 'created_by': {
      const target = referencedFolder(field);
      const folder = target === undefined ? undefined : lookup(target);
      return folder ? fieldPathProblem(folder.fields, tail, lookup) : `'${head}' refers to no known folder`;
    }
    case 'detail':
      return fieldPathProblem(field.fields ?? [], tail, lookup);
    case 'loctext':
      return rest.length === 1 && locales.some((locale) => locale === tail)
        ? null
        : `'${tail}' is not a language`;
    case 'json':
    case 'nsp':
      return null;
    default:
      return `'${head}' has no parts`;
  }
}
