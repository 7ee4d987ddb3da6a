/**
 * How far a long txn has come (spec 000 §4: "Progress derives from events with stage 'n/m' and
 * count 'a/b'"): a progress frame's output (DESIGN §3) or the data of a broadcast about a record.
 */
export interface ProgressEvent {
  stage?: unknown;
  count?: unknown;
}

const fraction = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** 'n/m' as a percent (0–100); null unless n and m are whole numbers with 0 ≤ n ≤ m and m > 0. */
export function percentOf(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = fraction.exec(text);
  if (!match) return null;
  const done = Number(match[1]);
  const total = Number(match[2]);
  if (total === 0 || done > total) return null;
  return (done / total) * 100;
}

/**
 * The percent an event reports, or null when it reports none (the event is ignored and the
 * last percent stays). The count (items done of all items) is the finer measure, so it wins;
 * the stage counts when the count is missing or malformed.
 */
export function progressFromEvent(event: unknown): number | null {
  if (typeof event !== 'object' || event === null) return null;
  const { stage, count } = event as ProgressEvent;
  return percentOf(count) ?? percentOf(stage);
}

/** What a broadcast says about one record's processing: its percent (null: none said) and whether it is done. */
export interface RecordProgress {
  percent: number | null;
  processed: boolean;
}

/**
 * A broadcast's data about the record `id` (`{id, stage, count, processed}`); null when it is
 * about another record or carries neither a percent nor `processed: true`.
 */
export function recordProgress(data: unknown, id: string): RecordProgress | null {
  if (typeof data !== 'object' || data === null || (data as { id?: unknown }).id !== id) return null;
  const percent = progressFromEvent(data);
  const processed = (data as { processed?: unknown }).processed === true;
  return percent === null && !processed ? null : { percent, processed };
}
