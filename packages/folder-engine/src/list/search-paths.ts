import { type FieldDefinition, type FolderDefinition, referencedFolder } from '@muster/protocol';

/** The fields that name a record: its name, a person's names, its code. */
const namingFields = ['name', 'first_name', 'middle_name', 'last_name', 'code'] as const;

/** A name in several languages is searched in English, as pickers search it. */
const pathOf = (field: FieldDefinition) => (field.type === 'loctext' ? `${field.name}.eng` : field.name);

const ownNamePaths = (fields: readonly FieldDefinition[]) =>
  namingFields.flatMap((name) => fields.filter((field) => field.name === name).map(pathOf));

/**
 * Where a list's search term is looked for, any one matching: the record's names and code,
 * and the names of the person it is for (an employee is found by code or by name), else its
 * first text.
 */
export function searchPaths(
  definition: FolderDefinition,
  lookup: (folder: string) => FolderDefinition | undefined,
): string[] {
  const persons = definition.fields
    .filter((field) => referencedFolder(field) === 'persons' && !field.is_multiple)
    .flatMap((field) =>
      ownNamePaths(lookup('persons')?.fields ?? [])
        .filter((path) => path !== 'code')
        .map((path) => `${field.name}.${path}`),
    );
  const paths = [...ownNamePaths(definition.fields), ...persons];
  if (paths.length) return paths;
  return [definition.fields.find((field) => field.type === 'text')?.name ?? 'id'];
}
