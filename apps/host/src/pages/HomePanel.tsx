import type { ReactNode } from 'react';

/** A titled section of the home page's dashboard. */
export function HomePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-divider bg-page p-4">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
