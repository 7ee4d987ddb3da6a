import { readFileSync } from 'node:fs';
import { leaveMessages } from '@muster/protocol';
import { describe, expect, it } from 'vitest';

const localesDir = new URL('../../../../host/src/i18n/locales/', import.meta.url);

// The web app translates the key of a leave refusal (the text before ': ', the rest names the days).
describe('the leave refusals', () => {
  it.each(['eng', 'fr', 'hin', 'ben'])('is translated in %s', (locale) => {
    const texts = JSON.parse(readFileSync(new URL(`${locale}.json`, localesDir), 'utf8')) as Record<
      string,
      string
    >;
    for (const message of Object.values(leaveMessages)) {
      expect(texts[message], message).toBeTruthy();
      if (locale !== 'eng') expect(texts[message], message).not.toBe(message);
    }
  });
});
