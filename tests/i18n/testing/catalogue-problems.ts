/** The product's four languages (spec 000 §8). */
export const catalogueLanguages = ['eng', 'fr', 'hin', 'ben'] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/** One owner's texts: a key and its text in each language. */
export interface Catalogue {
  owner: string;
  entries: Record<string, Partial<Record<CatalogueLanguage, string>>>;
}

/** A table keyed by its English text (`{ 'Net pay': { fr, hin, ben } }`) as a catalogue. */
export const englishKeyed = (
  owner: string,
  table: Record<string, Partial<Record<CatalogueLanguage, string>>>,
): Catalogue => ({
  owner,
  entries: Object.fromEntries(Object.entries(table).map(([key, texts]) => [key, { eng: key, ...texts }])),
});

const placeholders = (text: string) =>
  (text.match(/\{\{?\w+\}?\}/g) ?? []).map((p) => p.replace(/[{}]/g, '')).sort();

/**
 * What keeps the catalogues from being one pipeline (issue #28 item 1): a text missing in a
 * language or dropping a placeholder, a key two owners both define, one English text under two
 * keys of different owners, and one key or English text translated two ways.
 */
export function catalogueProblems(catalogues: readonly Catalogue[]): string[] {
  const problems: string[] = [];
  const byKey = new Map<string, { owner: string; texts: Partial<Record<CatalogueLanguage, string>> }[]>();
  const byEnglish = new Map<
    string,
    { owner: string; key: string; texts: Partial<Record<CatalogueLanguage, string>> }[]
  >();
  for (const { owner, entries } of catalogues) {
    for (const [key, texts] of Object.entries(entries)) {
      const english = texts.eng?.trim() ?? '';
      for (const language of catalogueLanguages) {
        const text = texts[language]?.trim();
        if (!text) problems.push(`missing ${language}: ${owner} "${key}"`);
        else if (english && placeholders(text).join() !== placeholders(english).join())
          problems.push(`placeholders differ in ${language}: ${owner} "${key}"`);
      }
      byKey.set(key, [...(byKey.get(key) ?? []), { owner, texts }]);
      if (english) byEnglish.set(english, [...(byEnglish.get(english) ?? []), { owner, key, texts }]);
    }
  }
  const diverging = (
    what: string,
    uses: readonly { owner: string; texts: Partial<Record<CatalogueLanguage, string>> }[],
  ) => {
    for (const language of catalogueLanguages) {
      const ways = new Set(uses.map((use) => use.texts[language]?.trim()).filter(Boolean));
      if (ways.size > 1)
        problems.push(
          `diverging ${language}: ${what}: ${uses.map((use) => `${use.owner} '${use.texts[language]}'`).join(', ')}`,
        );
    }
  };
  for (const [key, uses] of byKey) {
    const owners = [...new Set(uses.map((use) => use.owner))];
    if (owners.length < 2) continue;
    problems.push(`key in two catalogues: "${key}" in ${owners.join(', ')}`);
    diverging(`key "${key}"`, uses);
  }
  for (const [english, uses] of byEnglish) {
    const keys = new Set(uses.map((use) => use.key));
    const owners = new Set(uses.map((use) => use.owner));
    if (keys.size < 2 || owners.size < 2) continue;
    problems.push(
      `same English text under two keys: "${english}" as ${uses.map((use) => `${use.owner} "${use.key}"`).join(', ')}`,
    );
    diverging(`"${english}"`, uses);
  }
  return problems;
}
