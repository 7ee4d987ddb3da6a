import { AsyncLocalStorage } from 'node:async_hooks';
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
