import type { FolderDefinition } from '@muster/protocol';

/** A folder whose records point at another folder's through one of its reference fields. */
export interface ReferenceLink {
  folder: string;
  field: string;
}

/** Every folder field that refers to `folder` (a docpicker or file_upload with it as source). */
export function referencingFields(folder: string, definitions: readonly FolderDefinition[]): ReferenceLink[] {
  return definitions.flatMap((definition) =>
    definition.fields
      .filter((field) => field.source?.folder === folder && field.type !== 'created_by')
      .map((field) => ({ folder: definition.name, field: field.name })),
  );
}

/** The list filter that shows the records referring to one row through a link. */
export const referenceFilter = (link: ReferenceLink, id: string) => ({
  path: link.field,
  operator: '=',
  value: id,
});
