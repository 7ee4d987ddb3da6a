/** The open tabs as a list of names; pure, so the tab host's rules are testable alone. */
export function withTab(tabs: readonly string[], name: string): string[] {
  return tabs.includes(name) ? [...tabs] : [...tabs, name];
}

/**
 * Closes a tab unless it is the first (spec 000 §2: the first tab cannot be closed);
 * answers the tabs left and the tab to show next when the closed one was showing.
 */
export function withoutTab(
  tabs: readonly string[],
  name: string,
  active: string,
): { tabs: string[]; next: string } {
  const index = tabs.indexOf(name);
  if (index <= 0) return { tabs: [...tabs], next: active };
  const left = tabs.filter((tab) => tab !== name);
  return { tabs: left, next: name === active ? (left[index - 1] as string) : active };
}
