/**
 * A GSTIN as the GST portal checks it, written from the published format (CBIC's GSTIN
 * structure: two-digit state code, the holder's ten-character PAN, the entity number 1-9 or
 * A-Z, 'Z', and a check character computed over the first fourteen by the mod-36 scheme:
 * each character's value 0-9 A-Z = 0-35, times 1 and 2 in turn, the product's quotient
 * and remainder by 36 summed, the check is (36 − sum mod 36) mod 36), for the validators
 * of the GST files; independent of the product's own check in protocol.
 */
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** State and union territory codes of the GST state master (01–38), 97 other territory, 96 abroad. */
export const isGstStateCode = (code: string, abroad = false): boolean => {
  if (!/^\d{2}$/.test(code)) return false;
  const value = Number(code);
  return (value >= 1 && value <= 38) || value === 97 || (abroad && value === 96);
};

export function gstinFormatProblem(gstin: unknown): string | null {
  if (typeof gstin !== 'string' || !/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin))
    return 'not a GSTIN';
  if (!isGstStateCode(gstin.slice(0, 2))) return 'GSTIN state code unknown';
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = alphabet.indexOf(gstin.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet.charAt((36 - (sum % 36)) % 36) === gstin.charAt(14) ? null : 'GSTIN check character wrong';
}

/** A number with at most `places` decimals, as the formats' Number(n, places) fields take. */
export const hasPlaces = (value: unknown, places: number): value is number =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

/** The GST rates the portal lists for a rate field (Notification 1/2017 and 11/2017-CT(Rate), as amended). */
export const gstRates = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

/** The portal's tolerance of a tax against its base × rate: one rupee either way. */
export const near = (actual: number, expected: number, tolerance = 1): boolean =>
  Math.abs(actual - expected) <= tolerance + 1e-9;
