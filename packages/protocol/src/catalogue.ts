import { recomputedDaysTranslations } from './attendance-recompute.js';
import { displayWords } from './display-words.js';
import { identifierMessageTranslations } from './identifiers.js';
import { payWords } from './pay-words.js';
import { auditExportWords } from './txns/audit.js';
import { complianceMessageTranslations } from './txns/compliance.js';
import { taxRegimeMessageTranslations } from './txns/tds.js';

/**
 * The one shape of every package's catalogue (issue #28 item 1): the English text is the key
 * (the spec's quoted strings word for word, `{{name}}` for a value), fr, hin and ben its values.
 */
export type MessageTable = Record<string, { fr: string; hin: string; ben: string }>;

/**
 * protocol's catalogue: the words both the server's files and the screens show. The engine,
 * the grids and the host each compose it under their own, so a key is written once;
 * `tests/i18n/catalogues.test.ts` fails when a package repeats one.
 */
export const protocolMessages = {
  ...displayWords,
  ...auditExportWords,
  ...identifierMessageTranslations,
  ...complianceMessageTranslations,
  ...payWords,
  ...recomputedDaysTranslations,
  ...taxRegimeMessageTranslations,
} as const satisfies MessageTable;
