import { describe, expect, it } from 'vitest';
import { hostMessages } from '../../apps/host/src/i18n/messages.js';
import { documentMessages } from '../../apps/server/src/domain/payroll/document/messages.js';
import { engineMessages } from '../../packages/folder-engine/src/i18n/messages.js';
import {
  allocationMessageTexts,
  allocationScreenTexts,
  allocationServerTexts,
} from '../../packages/grids/src/i18n/allocation-messages.js';
import { attendanceMessageTexts } from '../../packages/grids/src/i18n/attendance-messages.js';
import { editorMessages } from '../../packages/grids/src/i18n/editor-messages.js';
import { gridMessages } from '../../packages/grids/src/i18n/grid-messages.js';
import { leavesMessages } from '../../packages/grids/src/i18n/leaves-messages.js';
import { monthMessages } from '../../packages/grids/src/i18n/month-messages.js';
import { payMessages } from '../../packages/grids/src/i18n/pay-messages.js';
import {
  punchRequestServerTexts,
  punchRequestTexts,
} from '../../packages/grids/src/i18n/punch-request-messages.js';
import { registerMessages } from '../../packages/grids/src/i18n/register-messages.js';
import { toolbarMessages } from '../../packages/grids/src/i18n/toolbar-messages.js';
import {
  auditExportWords,
  complianceMessageTranslations,
  displayWords,
  identifierMessageTranslations,
  payWords,
} from '../../packages/protocol/src/index.js';
import { type Catalogue, catalogueProblems, englishKeyed } from './testing/catalogue-problems.js';

/**
 * Every package's catalogue, each area table on its own so two areas of one package cannot
 * repeat a key either.
 */
const catalogues: Catalogue[] = [
  englishKeyed('protocol/display-words', displayWords),
  englishKeyed('protocol/audit', auditExportWords),
  englishKeyed('protocol/identifiers', identifierMessageTranslations),
  englishKeyed('protocol/compliance', complianceMessageTranslations),
  englishKeyed('protocol/pay-words', payWords),
  englishKeyed('folder-engine', engineMessages),
  ...Object.entries({
    allocationMessageTexts,
    allocationScreenTexts,
    allocationServerTexts,
    attendanceMessageTexts,
    editorMessages,
    gridMessages,
    leavesMessages,
    monthMessages,
    payMessages,
    punchRequestServerTexts,
    punchRequestTexts,
    registerMessages,
    toolbarMessages,
  }).map(([name, table]) => englishKeyed(`grids/${name}`, table)),
  englishKeyed('server/documents', documentMessages),
  englishKeyed('host', hostMessages),
];

describe('the translation catalogues (issue #28 item 1)', () => {
  it('hold every key in eng, fr, hin and ben, once, translated one way', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('fail on a missing language, a key of two catalogues, one English text under two keys and a diverging translation', () => {
    const planted: Catalogue[] = [
      englishKeyed('engine', {
        Next: { fr: 'Suivant', hin: 'अगला', ben: 'পরবর্তী' },
        'Sums of {{count}} rows': {
          fr: 'Sommes de {{count}} lignes',
          hin: 'पंक्तियों का योग',
          ben: '{{count}}টি সারির যোগ',
        },
      }),
      englishKeyed('grids', {
        Next: { fr: 'Suivant', hin: 'आगे', ben: 'পরবর্তী' },
        Save: { fr: 'Enregistrer', hin: '', ben: 'সংরক্ষণ করুন' },
      }),
      {
        owner: 'server',
        entries: { net_pay: { eng: 'Net pay', fr: 'Salaire net', hin: 'शुद्ध वेतन', ben: 'নিট বেতন' } },
      },
      englishKeyed('host', { 'Net pay': { fr: 'Net à payer', hin: 'शुद्ध वेतन', ben: 'নিট বেতন' } }),
    ];
    expect(catalogueProblems(planted)).toEqual([
      'placeholders differ in hin: engine "Sums of {{count}} rows"',
      'missing hin: grids "Save"',
      'key in two catalogues: "Next" in engine, grids',
      "diverging hin: key \"Next\": engine 'अगला', grids 'आगे'",
      'same English text under two keys: "Net pay" as server "net_pay", host "Net pay"',
      "diverging fr: \"Net pay\": server 'Salaire net', host 'Net à payer'",
    ]);
  });
});
