import { type FieldDefinition, referencedFolder } from '@muster/protocol';
import { isBusinessField } from '../form/own-business';

/** The fields a reader knows a record by, in the order they lead a list. */
const namingFields = ['code', 'name', 'first_name', 'middle_name', 'last_name'];

/**
 * 0: names the record (an employee's code, then its person); 1: the rest; 2: the business a
 * partner-scoped record belongs to, which the list's business filter already names and which
 * reads the same on every row (first, it took a phone's whole width); 3: uploaded files (photos).
 */
function rank(field: FieldDefinition): number {
  if (namingFields.includes(field.name) || referencedFolder(field) === 'persons') return 0;
  if (referencedFolder(field) === 'files') return 3;
  return isBusinessField(field) ? 2 : 1;
}

/**
 * A list's columns with what names a record first, then the record's own, then its business,
 * and uploaded files (often empty photos) last; otherwise in the definition's order, which
 * forms keep.
 */
export function columnOrder(fields: readonly FieldDefinition[]): FieldDefinition[] {
  const naming = (field: FieldDefinition) => {
    const at = namingFields.indexOf(field.name);
    return at < 0 ? namingFields.length : at;
  };
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => rank(a.field) - rank(b.field) || naming(a.field) - naming(b.field) || a.index - b.index)
    .map(({ field }) => field);
}
