import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { translated } from './save-file';

const french: Record<string, string> = {
  'Left out, no UAN or ESIC number': 'Omis, sans numéro UAN ni ESIC',
  'ESI on arrears not in the upload, to pay to ESIC apart (not covered or no day paid this month)':
    'ESI sur rappels absente du fichier',
};
const t = ((key: string) => french[key] ?? key) as unknown as TFunction;

describe('translated', () => {
  it('translates each notice of a statutory file’s message, its codes as they came', () => {
    expect(
      translated(
        t,
        'Left out, no UAN or ESIC number: DI0003; ESI on arrears not in the upload, to pay to ESIC apart (not covered or no day paid this month): DI0001, DI0002',
      ),
    ).toBe('Omis, sans numéro UAN ni ESIC: DI0003; ESI sur rappels absente du fichier: DI0001, DI0002');
    expect(translated(t, 'Left out, no UAN or ESIC number')).toBe('Omis, sans numéro UAN ni ESIC');
  });
});
