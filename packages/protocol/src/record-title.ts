import { formatReference } from './field-types/index.js';
import type { Locale } from './field-types/loctext.js';

type Row = Record<string, unknown>;

/** References that name a record that has no name of its own: an employee's person, a leave's employee. */
const namingReferences = ['persons_id', 'employees_id'] as const;

const referenceLabel = (value: unknown, locale: Locale) => formatReference(value, { locale });

/**
 * What names a record to a person (a form tab's title, an action's confirmation): its code and its name (an employee's
 * 'E001 Asha Rao', a department's 'Human Resources'), never its id; '' when nothing names it.
 */
export function recordTitle(record: Row, locale: Locale): string {
  const code = typeof record.code === 'string' ? record.code : '';
  // the reference formatter reads a record's name, else its person's name, else its code
  const own = referenceLabel([{ ...record, id: String(record.id) }], locale);
  const name =
    own && own !== code && own !== String(record.id)
      ? own
      : (namingReferences.map((key) => referenceLabel(record[key], locale)).find(Boolean) ?? '');
  // an employee's label already leads with its code ('E001 Asha Rao', #27 item 5)
  if (code && name.startsWith(`${code} `)) return name;
  return [code, name].filter(Boolean).join(' ');
}
