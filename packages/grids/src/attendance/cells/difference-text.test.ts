import { describe, expect, it } from 'vitest';
import { gridsTranslator } from '../../i18n/translate';
import { differenceText } from './difference-text';

describe('differenceText', () => {
  const eng = gridsTranslator('eng');

  it('says a shortfall and a surplus in words, with no sign to misread', () => {
    expect(differenceText(eng, -6)).toBe('00:06 short');
    expect(differenceText(eng, 90)).toBe('01:30 over');
    expect(differenceText(eng, -1975)).toBe('32:55 short');
    expect(differenceText(eng, 0)).toBe('00:00');
    for (const minutes of [-6, -61, 1, 121]) expect(differenceText(eng, minutes)).not.toMatch(/[-−+]/);
  });

  it('says it in every language', () => {
    expect(differenceText(gridsTranslator('fr'), -6)).toBe('00:06 en moins');
    expect(differenceText(gridsTranslator('fr'), 90)).toBe('01:30 en plus');
    expect(differenceText(gridsTranslator('hin'), -6)).toBe('00:06 कम');
    expect(differenceText(gridsTranslator('ben'), 90)).toBe('01:30 বেশি');
  });
});
