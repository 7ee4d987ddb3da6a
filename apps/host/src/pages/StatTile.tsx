/**
 * One figure of a home page panel, inside its `dl`: the number shown large above its name,
 * and what it counts under it when the name alone would leave that open.
 */
export function StatTile({
  label,
  value,
  detail,
}: {
  label: string;
  value: number | string | null;
  detail?: string;
}) {
  return (
    <div className="flex flex-col rounded-lg border border-divider bg-surface px-3 py-2 shadow-sm">
      <dt className="text-sm text-label">{label}</dt>
      <dd className="order-first text-2xl font-semibold tabular-nums">{value ?? '–'}</dd>
      {detail && <dd className="text-xs text-secondary">{detail}</dd>}
    </div>
  );
}
