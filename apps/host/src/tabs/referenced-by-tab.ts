import { type ReferenceLink, referenceFilter } from '@muster/folder-engine';

/** The segment after the folder that marks a list of the records referring to one record. */
const segment = 'referenced_by';

/**
 * A referenced-by link's tab (spec 000 §2 "Folder list tab"): the referring folder's list of
 * the records whose `field` names the row, named `{folder}/referenced_by/{field}/{id}`.
 */
export const referencedByTab = (link: ReferenceLink, id: string): string =>
  `${link.folder}/${segment}/${link.field}/${id}`;

/** The fixed filter of a referenced-by tab's list, or null for any other tab name. */
export function referencedByFilter(name: string): ReturnType<typeof referenceFilter> | null {
  const [folder, marker, field, id, ...more] = name.split('/');
  if (!folder || marker !== segment || !field || !id || more.length) return null;
  return referenceFilter({ folder, field }, id);
}
