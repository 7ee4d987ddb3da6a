import { AsyncLocalStorage } from 'node:async_hooks';
import type { ProgressFrame } from '@muster/protocol';
import type { WSContext } from 'hono/ws';

/** The connection and raw text of the frame being handled (set by the channel's message handler). */
export const channelRequest = new AsyncLocalStorage<{ socket: WSContext; text: unknown }>();

/** The id of the frame being handled, read back from its text (only a job's starter needs it). */
export function currentFrameId(): string | null {
  const request = channelRequest.getStore();
  if (typeof request?.text !== 'string') return null;
  try {
    const frame = JSON.parse(request.text) as { id?: unknown };
    return typeof frame.id === 'string' ? frame.id : null;
  } catch {
    return null;
  }
}

/**
 * Progress of the frame being handled, sent on its own connection before its reply (a long
 * export: spec 000 §7's stage and `n/total`); a call from outside the channel has nowhere to
 * send it, and gets a function that drops it.
 */
export function currentFrameProgress(): (stage: string, count: string) => void {
  const request = channelRequest.getStore();
  const id = currentFrameId();
  if (!request || !id) return () => undefined;
  return (stage, count) => {
    const frame: ProgressFrame = { id, type: 'progress', output: { stage, count, error: null } };
    request.socket.send(JSON.stringify(frame));
  };
}
