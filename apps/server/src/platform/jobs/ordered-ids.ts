import { randomBytes } from 'node:crypto';

/**
 * `count` job ids that sort in the order given: UUID version 7 (RFC 9562 §5.7), a millisecond
 * timestamp then, in `rand_a`, the position within the millisecond (4,096 a millisecond, the
 * next millisecond after). pg-boss fetches a queue's jobs by `created_on, id`, and jobs inserted
 * by one statement share `created_on`: their ids alone keep a run's chunks in its order.
 */
export function orderedJobIds(count: number, now = Date.now()): string[] {
  return Array.from({ length: count }, (_, position) => {
    const bytes = randomBytes(16);
    const ms = now + Math.floor(position / 4096);
    const within = position % 4096;
    bytes.writeUIntBE(ms, 0, 6);
    bytes[6] = 0x70 | (within >> 8);
    bytes[7] = within & 0xff;
    bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
}
