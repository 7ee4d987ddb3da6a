import { describe, expect, it } from 'vitest';
import { resources } from '../../apps/host/src/i18n/resources.js';
import { workflowMessages } from '../../apps/server/src/domain/workflow/messages.js';
import { listMessages } from '../../apps/server/src/engine/lists/folder-list.js';
import { patchMessages } from '../../apps/server/src/engine/patch/messages.js';
import { queryMessages } from '../../apps/server/src/engine/query/errors.js';
import { leaveMessages, policyMessages } from '../../packages/protocol/src/index.js';

/**
 * The refusals and answers the server sends are English keys the web app translates (the text
 * before ': '; the rest names the records): each must be in the catalogues the host reads
 * (`resources.ts`), in every language, and not left in English.
 */
const serverTexts: Record<string, Record<string, unknown>> = {
  policy: policyMessages,
  leaves: leaveMessages,
  workflow: workflowMessages,
  query: queryMessages,
  lists: listMessages,
  patch: patchMessages,
};

describe("the server's messages in the web app's catalogues", () => {
  it.each(['eng', 'fr', 'hin', 'ben'] as const)('are translated in %s', (locale) => {
    const texts = resources[locale].translation;
    const missing = Object.entries(serverTexts).flatMap(([area, messages]) =>
      Object.values(messages)
        // a message made from values (a folder's label) is translated where it is made
        .filter((message): message is string => typeof message === 'string')
        .filter((message) => !texts[message] || (locale !== 'eng' && texts[message] === message))
        .map((message) => `${area}: ${message}`),
    );
    expect(missing).toEqual([]);
  });
});
