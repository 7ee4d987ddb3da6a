import { monthCloseMessages } from '@muster/protocol';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';
import { serverText } from './server-text';

/** The host's texts in one language, as the interface has them (no React). */
async function inLanguage(language: 'eng' | 'fr' | 'hin') {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources,
    lng: language,
    fallbackLng: 'eng',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('a server message shown in the interface language', () => {
  it('translates the key and keeps the days it names', async () => {
    const fr = await inLanguage('fr');
    expect(serverText('A document is required for this leave type: SL, 03/06/2027, 07/06/2027', fr)).toBe(
      'Un justificatif est exigé pour ce type de congé: SL, 03/06/2027, 07/06/2027',
    );
    expect(serverText('Leaves cannot be edited', fr)).toBe(
      resources.fr.translation['Leaves cannot be edited'],
    );
  });

  it('leaves a text without a known key as it came', async () => {
    const fr = await inLanguage('fr');
    expect(serverText('veuillez vérifier tous les champs', fr)).toBe('veuillez vérifier tous les champs');
    expect(serverText('Something new: 12', fr)).toBe('Something new: 12');
  });

  it("names a closed month in the user's language from the refusal's key and values", async () => {
    // the server's refusal: English words and month, its text beside them (month-lock.ts)
    const message = 'This month is closed for Sunrise Manpower: November 2026';
    const data = {
      kind: 'month_closed',
      text: {
        key: monthCloseMessages.monthClosed,
        values: { business: 'Sunrise Manpower', month: { month: '2026-11' } },
      },
    };
    expect(serverText(message, await inLanguage('fr'), data)).toBe(
      'Ce mois est clôturé pour Sunrise Manpower : novembre 2026',
    );
    expect(serverText(message, await inLanguage('hin'), data)).toBe(
      'Sunrise Manpower के लिए यह महीना बंद है: नवंबर 2026',
    );
    expect(serverText(message, await inLanguage('eng'), data)).toBe(message);
    // without its text, the filled English message has no key to translate by: it shows as it came
    expect(serverText(message, await inLanguage('fr'))).toBe(message);
  });
});
