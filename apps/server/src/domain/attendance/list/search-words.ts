/** The text filter's words: split on spaces, each must match a name part or the code. */
export function searchWords(search: string): string[] {
  return search
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, 10);
}
