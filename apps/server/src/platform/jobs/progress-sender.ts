import type { ProgressFrame } from '@muster/protocol';

/**
 * Where a job sends the progress frames of the session that started it (by its key's hash).
 * The channel delivers them (channel/progress-relay.ts); a job knows only this.
 */
export interface ProgressSender {
  send(sessionHash: string, frames: readonly ProgressFrame[]): Promise<void>;
}

/** Where a job's progress frames go: the session that asked and the id of the frame that started it. */
export interface ProgressTarget {
  session: string;
  frame: string;
}

/** One progress frame of a job (spec 000 §7: stage and count `n/total`, the item, its error). */
export const progressFrame = (
  target: ProgressTarget,
  stage: string,
  count: string,
  item: unknown,
  error: string | null,
): ProgressFrame => ({
  id: target.frame,
  type: 'progress',
  output: { stage, count, ...(item !== undefined && { item }), error },
});
