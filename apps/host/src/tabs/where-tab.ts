import type { FilterCondition, FilterGroup } from '@muster/protocol';

/** The segment after the folder that marks a list kept to some fixed filters. */
const segment = 'where';

type Fixed = FilterCondition | FilterGroup;

/**
 * The tab of a folder's list kept to fixed filters, carried in the tab's name as JSON
 * (`leaves/where/[…]`): a month-close step's link opens exactly the records its count counts,
 * which one field's value (`with/…`) cannot say (a month, several statuses).
 */
export const whereTab = (folder: string, filters: readonly Fixed[]): string =>
  `${folder}/${segment}/${encodeURIComponent(JSON.stringify(filters))}`;

const isFixed = (item: unknown): item is Fixed => {
  if (typeof item !== 'object' || item === null) return false;
  if ('filterInput' in item) return Array.isArray(item.filterInput) && item.filterInput.every(isFixed);
  return (
    'path' in item && typeof item.path === 'string' && 'operator' in item && typeof item.operator === 'string'
  );
};

/** The fixed filters of such a tab's list, or null for any other tab name (or filters that do not parse). */
export function whereFilters(name: string): Fixed[] | null {
  const [, marker] = name.split('/');
  if (marker !== segment) return null;
  // the router hands a tab its name decoded; a name typed or pasted may still be encoded
  const text = name.split('/').slice(2).join('/');
  for (const candidate of [text, safeDecode(text)]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (Array.isArray(parsed) && parsed.length && parsed.every(isFixed)) return parsed;
    } catch {
      // not JSON as it stands: the decoded candidate is tried next
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
