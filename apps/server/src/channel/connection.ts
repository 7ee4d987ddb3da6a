import { errorReply, parseClientFrame, type ServerFrame, serverMessages } from '@muster/protocol';
import type { WSContext } from 'hono/ws';
import { runTxn } from '../txn/runner.js';
import type { ServerContext } from '../txn/types.js';

export const serverVersion = '2.0.0';

/** Handles one text frame of a channel connection; every frame gets exactly one reply. */
export async function handleFrame(data: unknown, socket: WSContext, server: ServerContext): Promise<void> {
  const send = (frame: ServerFrame) => {
    if (socket.readyState === 1) socket.send(JSON.stringify(frame));
  };
  if (typeof data !== 'string') {
    send(errorReply(null, `${serverMessages.invalidFrame}: frames are JSON text`));
    return;
  }
  const parsed = parseClientFrame(data);
  if (!parsed.ok) {
    send(errorReply(parsed.id, parsed.message));
    return;
  }
  const { frame } = parsed;
  if (frame.type === 'hello') {
    send({
      id: frame.id,
      type: 'reply',
      output: { type: 'success', message: 'hello', data: { records: [], version: serverVersion } },
    });
    return;
  }
  send(await runTxn(frame, server));
}
