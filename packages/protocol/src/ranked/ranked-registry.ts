/**
 * Entries chosen by testers, as JSON Forms pairs a tester with a renderer: each entry's
 * tester ranks how well it fits a subject (a field of a folder, a tab, a list row, a folder
 * being written), below 0 when it does not apply, and the highest rank wins. An application
 * registers its entries where it is put together, so the code that chooses names none of them.
 * It lives in protocol, with no React and no Node, because the web app's views and the
 * server's write hooks are both chosen this way.
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

/**
 * Every entry that applies to a subject, the highest ranked first; of equal ranks in the
 * order registered (sort is stable).
 */
export function rankedAll<Subject, Entry extends Ranked<Subject>>(
  entries: readonly Entry[],
  subject: Subject,
): Entry[] {
  return entries
    .map((entry) => ({ entry, rank: entry.tester(subject) }))
    .filter(({ rank }) => rank > notApplicable)
    .sort((a, b) => b.rank - a.rank)
    .map(({ entry }) => entry);
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

  /** The one entry that fits a subject best (a view, an editor). */
  choose(subject: Subject): Entry | undefined {
    return chooseRanked(this.#entries, subject);
  }

  /** Every entry that fits a subject, best first (hooks that all run around one write). */
  all(subject: Subject): Entry[] {
    return rankedAll(this.#entries, subject);
  }
}
