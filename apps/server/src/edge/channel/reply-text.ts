import { errorReply, maxReplyBytes, type ServerFrame, serverMessages } from '@muster/protocol';

/**
 * A frame as the text sent to the client; a reply larger than `maxBytes` is replaced by an
 * error asking to narrow the list (issue #13: a 300-byte list request answered 22 MB), so no
 * client waits on, parses or holds a reply of any size a query happens to produce.
 */
export function replyText(frame: ServerFrame, maxBytes = maxReplyBytes): string {
  const text = JSON.stringify(frame);
  // Characters are at least one byte each: only a long text needs counting.
  if (frame.type !== 'reply' || text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes)
    return text;
  return JSON.stringify(errorReply(frame.id, serverMessages.replyTooLarge));
}
