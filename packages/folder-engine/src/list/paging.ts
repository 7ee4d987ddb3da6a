/** spec 000 §9. */
export const defaultPageSize = 50;
export const pageDebounceMs = 1500;
export const searchDebounceMs = 1000;
export const minimumSearchLength = 2;

export interface PageInfo {
  /** 1-based numbers of the first and last row shown. */
  first: number;
  last: number;
  total: number;
  /** 0-based page and the number of pages. */
  page: number;
  pages: number;
}

export function pageInfo(page: number, pageSize: number, total: number, shown: number): PageInfo {
  const pages = Math.ceil(total / pageSize);
  const first = total === 0 ? 0 : page * pageSize + 1;
  return { first, last: total === 0 ? 0 : page * pageSize + shown, total, page, pages };
}

/** A typed page size: a positive whole number, or null (spec 000 §2: 0 or less clears it). */
export function parsePageSize(text: string): number | null {
  const size = Math.floor(Number(text));
  return Number.isFinite(size) && size > 0 ? size : null;
}
