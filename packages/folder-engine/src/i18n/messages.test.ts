import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { translator } from './translate';

describe('engine strings', () => {
  it('have a translation in fr, hin and ben for every key, keeping its placeholders', () => {
    for (const [key, translations] of Object.entries(messages)) {
      const placeholders = key.match(/\{\w+\}/g)?.sort() ?? [];
      for (const text of Object.values(translations)) {
        expect(text.trim()).not.toBe('');
        expect(text.match(/\{\w+\}/g)?.sort() ?? []).toEqual(placeholders);
      }
    }
  });
  it('fill values and pass unknown texts through', () => {
    expect(translator('fr')('Showing {first} - {last} of {total}', { first: 1, last: 50, total: 57 })).toBe(
      'Affichage de 1 - 50 sur 57',
    );
    expect(translator('eng')('Mandatory field')).toBe('Mandatory field');
    expect(translator('hin')('server said no' as never)).toBe('server said no');
  });
});
