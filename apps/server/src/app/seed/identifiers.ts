import { gstinCheckCharacter } from '@muster/protocol';
import type { SeededRandom } from './random.js';

/** A PAN: five letters (the fourth names the holder kind: C company, P person, F firm), four digits, a letter. */
export function pan(random: SeededRandom, holder: 'C' | 'P' | 'F'): string {
  return `${random.letters(3)}${holder}${random.letters(1)}${random.digits(4)}${random.letters(1)}`;
}

/** A GSTIN: state code, the business's PAN, entity number, Z, check character. */
export function gstin(random: SeededRandom, stateCode: string, holder: 'C' | 'F' = 'C'): string {
  const first14 = `${stateCode}${pan(random, holder)}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

/** A UAN, the 12-digit universal account number of the employee's provident fund. */
export const uan = (random: SeededRandom) => `10${random.digits(10)}`;

/** An ESIC insurance number (10 digits). */
export const esicNumber = (random: SeededRandom) => `${random.int(1, 6)}${random.digits(9)}`;

const banks = ['SBIN', 'PUNB', 'UBIN', 'HDFC', 'ICIC', 'BARB', 'CNRB'] as const;

/** An IFSC (bank code, 0, branch) and an account number at that bank. */
export function bankAccount(random: SeededRandom): { bank_ifsc: string; bank_account_no: string } {
  return {
    bank_ifsc: `${random.pick(banks)}0${random.digits(6)}`,
    bank_account_no: random.digits(random.int(11, 14)),
  };
}

/**
 * Banks a demo business banks with, each with the four-letter bank code that opens its
 * IFSC (RBI's IFSC: bank code, 0, branch), so the IFSC an invoice prints is the bank's.
 */
const businessBanks = [
  { name: 'State Bank of India', code: 'SBIN' },
  { name: 'Punjab National Bank', code: 'PUNB' },
  { name: 'UCO Bank', code: 'UCBA' },
  { name: 'HDFC Bank', code: 'HDFC' },
] as const;

/** A business's bank: its name and an IFSC of that bank. */
export function businessBank(random: SeededRandom): { bank_name: string; bank_ifsc: string } {
  const bank = random.pick(businessBanks);
  return { bank_name: bank.name, bank_ifsc: `${bank.code}0${random.digits(6)}` };
}

export const mobile = (random: SeededRandom) =>
  `+91${random.pick(['98', '97', '94', '89', '70', '62'])}${random.digits(8)}`;
