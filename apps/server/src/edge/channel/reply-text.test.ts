import { serverMessages, successReply } from '@muster/protocol';
import { describe, expect, it } from 'vitest';
import { replyText } from './reply-text.js';

describe('reply text', () => {
  const reply = (record: string) => successReply('r1', { records: [record] });

  it('sends a reply within the cap as it is', () => {
    const frame = reply('x'.repeat(900));
    expect(replyText(frame, 1000)).toBe(JSON.stringify(frame));
  });

  it('replaces a reply over the cap, counted in bytes, with an error asking to narrow the list', () => {
    const refused = {
      id: 'r1',
      type: 'reply',
      output: { type: 'error', message: serverMessages.replyTooLarge },
    };
    expect(JSON.parse(replyText(reply('x'.repeat(1000)), 1000))).toEqual(refused);
    // 400 characters of three bytes each: 1,200 bytes
    expect(JSON.parse(replyText(reply('क'.repeat(400)), 1000))).toEqual(refused);
  });

  it('never replaces a broadcast', () => {
    const broadcast = { type: 'broadcast' as const, folder: 'departments', data: 'x'.repeat(2000) };
    expect(replyText(broadcast, 1000)).toBe(JSON.stringify(broadcast));
  });
});
