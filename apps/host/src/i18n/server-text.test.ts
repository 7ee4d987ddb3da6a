import { describe, expect, it } from 'vitest';
import fr from './locales/fr.json';
import { serverText } from './server-text';

const table: Record<string, string> = fr;
const inFrench = (message: string) =>
  serverText(
    message,
    (key) => table[key] ?? key,
    (key) => key in table,
  );

describe('a server refusal shown in the interface language', () => {
  it('translates the key and keeps the days it names', () => {
    expect(inFrench('A document is required for this leave type: SL, 03/06/2027, 07/06/2027')).toBe(
      'Un justificatif est exigé pour ce type de congé: SL, 03/06/2027, 07/06/2027',
    );
    expect(inFrench('Leaves cannot be edited')).toBe(table['Leaves cannot be edited']);
  });

  it('leaves a text without a known key as it came', () => {
    expect(inFrench('veuillez vérifier tous les champs')).toBe('veuillez vérifier tous les champs');
    expect(inFrench('Something new: 12')).toBe('Something new: 12');
  });
});
