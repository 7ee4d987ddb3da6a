/** Form tabs are named `{folder}/new` (create) or `{folder}/{id}` (update). */
export const newRecordSegment = 'new';

export function formTabName(folder: string, id: string | null): string {
  return `${folder}/${id ?? newRecordSegment}`;
}

/** The folder and record id of a form tab's name; id is null for a create form. */
export function parseFormTab(name: string): { folder: string; id: string | null } {
  const [folder = '', ...rest] = name.split('/');
  const id = rest.join('/');
  return { folder, id: id === newRecordSegment ? null : id };
}
