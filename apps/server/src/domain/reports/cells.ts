import {
  type FolderDefinition,
  formatBusinessTime,
  type Locale,
  type LoctextValue,
  locales,
  pickLocale,
  type ReportColumn,
  referencedFolder,
} from '@muster/protocol';
import { type CellContext, type CellValue, fieldCell } from '../exports/cells.js';

type Lookup = (name: string) => FolderDefinition | undefined;
type Listed = Record<string, unknown>;

const isLocale = (text: string): text is Locale => (locales as readonly string[]).includes(text);

/**
 * The cell a report column's path reads from a listed record of `folder` (projected with
 * that path): through references (each referenced record's value, joined with ', ') to the
 * last field, shown as a list shows it (a timestamp as its time where the column says so);
 * a loctext's `.eng` names its language. A path into a detail or a value the user may not
 * read is empty.
 */
export function pathCell(
  path: string,
  record: Listed,
  folder: FolderDefinition,
  lookup: Lookup,
  context: Omit<CellContext, 'folder'> & { show?: ReportColumn['show'] },
): CellValue {
  const [name, ...rest] = path.split('.');
  const field = folder.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  const target = referencedFolder(field);
  const next = target && rest.length ? lookup(target) : undefined;
  if (next) {
    const referenced = record[field.name];
    if (!Array.isArray(referenced)) return null;
    const cells = referenced
      .map((item) => pathCell(rest.join('.'), item as Listed, next, lookup, context))
      .filter((cell) => cell !== null && cell !== '');
    return cells.length === 1 ? (cells[0] as CellValue) : cells.length ? cells.join(', ') : null;
  }
  if (field.type === 'loctext' && rest.length === 1 && rest[0] && isLocale(rest[0])) {
    const value = record[field.name] as LoctextValue | null | undefined;
    return value ? pickLocale(value, rest[0]) || null : null;
  }
  if (rest.length) return null;
  const value = record[field.name];
  if (context.show === 'time' && field.type === 'timestamp')
    return typeof value === 'string' && value ? formatBusinessTime(value, context.timeZone) : null;
  return fieldCell(field, record, { ...context, folder: folder.name });
}
