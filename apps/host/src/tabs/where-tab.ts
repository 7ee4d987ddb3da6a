import type { FilterCondition, FilterGroup } from '@muster/protocol';

/** The segment after the folder that marks a list kept to some fixed filters. */
const segment = 'where';

type Fixed = FilterCondition | FilterGroup;

/**
 * The tab of a folder's list kept to fixed filters, carried in the tab's name as JSON
 * (`leaves/where/[…]`): a month-close step's link opens exactly the records its count counts,
 * which one field's value (`with/…`) cannot say (a month, several statuses). In the business
 * whose handle follows when one is given (`leaves/where/[…]/sunrise`: a contractor's step a
 * principal employer's screen links to), as `fieldValueTab` says it.
 */
export const whereTab = (folder: string, filters: readonly Fixed[], business = ''): string =>
  `${folder}/${segment}/${encodeURIComponent(JSON.stringify(filters))}${business && `/${encodeURIComponent(business)}`}`;

const isFixed = (item: unknown): item is Fixed => {
  if (typeof item !== 'object' || item === null) return false;
  if ('filterInput' in item) return Array.isArray(item.filterInput) && item.filterInput.every(isFixed);
  return (
    'path' in item && typeof item.path === 'string' && 'operator' in item && typeof item.operator === 'string'
  );
};

const filtersOf = (text: string): Fixed[] | null => {
  for (const candidate of [text, safeDecode(text)]) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (Array.isArray(parsed) && parsed.length && parsed.every(isFixed)) return parsed;
    } catch {
      // not JSON as it stands: the decoded candidate is tried next
    }
  }
  return null;
};

/** The fixed filters and business of such a tab's name, or null for any other tab name. */
function whereParts(name: string): { filters: Fixed[]; business: string | null } | null {
  const [, marker] = name.split('/');
  if (marker !== segment) return null;
  // the router hands a tab its name decoded; a name typed or pasted may still be encoded
  const text = name.split('/').slice(2).join('/');
  const whole = filtersOf(text);
  if (whole) return { filters: whole, business: null };
  // a business handle holds no '/': the last segment, after the filters
  const cut = text.lastIndexOf('/');
  const business = safeDecode(text.slice(cut + 1));
  const filters = cut > 0 && business ? filtersOf(text.slice(0, cut)) : null;
  return filters && { filters, business };
}

/** The fixed filters of such a tab's list, or null for any other tab name (or filters that do not parse). */
export const whereFilters = (name: string): Fixed[] | null => whereParts(name)?.filters ?? null;

/** The business such a tab's list opens on, or null for the user's own (or another tab name). */
export const whereBusiness = (name: string): string | null => whereParts(name)?.business ?? null;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
