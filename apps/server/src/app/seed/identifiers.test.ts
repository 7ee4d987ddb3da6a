import { describe, expect, it } from 'vitest';
import { businessBank } from './identifiers.js';
import { SeededRandom } from './random.js';

/** RBI's bank codes, the first four letters of every IFSC of the bank. */
const bankCodes: Record<string, string> = {
  'State Bank of India': 'SBIN',
  'Punjab National Bank': 'PUNB',
  'UCO Bank': 'UCBA',
  'HDFC Bank': 'HDFC',
};

describe("a demo business's bank", () => {
  it('prints an IFSC of the bank it names (issue #31 item 6: not UCBA… with HDFC Bank)', () => {
    const random = new SeededRandom(31);
    const seen = new Set<string>();
    for (let draw = 0; draw < 40; draw += 1) {
      const { bank_name, bank_ifsc } = businessBank(random);
      seen.add(bank_name);
      expect(bank_ifsc).toMatch(/^[A-Z]{4}0\d{6}$/);
      expect(bank_ifsc.slice(0, 4)).toBe(bankCodes[bank_name]);
    }
    expect(seen.size).toBe(4);
  });
});
