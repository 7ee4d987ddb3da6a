/** One figure of a home page panel: the number large, its name below. */
export function StatTile({ label, value }: { label: string; value: number | string | null }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-sm">
      <dd className="text-2xl font-semibold tabular-nums">{value ?? '–'}</dd>
      <dt className="text-sm text-slate-700">{label}</dt>
    </div>
  );
}
