/**
 * Entries chosen by testers, as JSON Forms pairs a tester with a renderer: each entry's
 * tester ranks how well it fits a subject (a field of a folder, a tab, a list row), below 0
 * when it does not apply, and the highest rank wins. An application registers its entries
 * where it is put together, so the code that chooses names none of them.
 */
export type Tester<Subject> = (subject: Subject) => number;

/** A tester's answer for a subject its entry does not handle. */
export const notApplicable = -1;

/** A tester answering `rank` where `applies` holds. */
export const rankWith =
  <Subject>(rank: number, applies: (subject: Subject) => boolean): Tester<Subject> =>
  (subject) =>
    applies(subject) ? rank : notApplicable;

export interface Ranked<Subject> {
  tester: Tester<Subject>;
}

/** The entry ranked highest for a subject; of equal ranks the one registered first. */
export function chooseRanked<Subject, Entry extends Ranked<Subject>>(
  entries: readonly Entry[],
  subject: Subject,
): Entry | undefined {
  let chosen: Entry | undefined;
  let best = notApplicable;
  for (const entry of entries) {
    const rank = entry.tester(subject);
    if (rank > best) {
      best = rank;
      chosen = entry;
    }
  }
  return chosen;
}

/** A list of entries an application registers into once, at its composition root. */
export class RankedRegistry<Subject, Entry extends Ranked<Subject>> {
  readonly #entries: Entry[] = [];

  register(...entries: Entry[]): void {
    this.#entries.push(...entries);
  }

  choose(subject: Subject): Entry | undefined {
    return chooseRanked(this.#entries, subject);
  }
}
