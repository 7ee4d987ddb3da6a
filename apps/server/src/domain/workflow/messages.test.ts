import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workflowMessages } from './messages.js';

const localesDir = new URL('../../../../host/src/i18n/locales/', import.meta.url);

describe('workflow refusals and answers', () => {
  it.each(['eng', 'fr', 'hin', 'ben'])('are translated in %s', (locale) => {
    const texts = JSON.parse(readFileSync(new URL(`${locale}.json`, localesDir), 'utf8')) as Record<
      string,
      string
    >;
    for (const message of Object.values(workflowMessages)) {
      expect(texts[message], message).toBeTruthy();
      if (locale !== 'eng') expect(texts[message], message).not.toBe(message);
    }
  });
});
