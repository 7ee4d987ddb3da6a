import { messages } from '@muster/folder-engine';
import type { MessageTable } from '@muster/protocol';
import { allocationMessageTexts, allocationScreenTexts, allocationServerTexts } from './allocation-messages';
import { attendanceMessageTexts } from './attendance-messages';
import { editorMessages } from './editor-messages';
import { gridMessages } from './grid-messages';
import { leavesMessages } from './leaves-messages';
import { monthMessages } from './month-messages';
import { payMessages } from './pay-messages';
import { punchRequestServerTexts, punchRequestTexts } from './punch-request-messages';
import { registerMessages } from './register-messages';
import { toolbarMessages } from './toolbar-messages';

/**
 * The grids' own strings: English is the key (spec quotes word for word). Each area keeps its
 * own table so work on one does not touch another's; no two tables hold one key
 * (`tests/i18n/catalogues.test.ts`).
 */
export const gridsOwnMessages = {
  ...attendanceMessageTexts,
  ...gridMessages,
  ...editorMessages,
  ...registerMessages,
  ...monthMessages,
  ...payMessages,
  ...punchRequestTexts,
  ...punchRequestServerTexts,
  ...leavesMessages,
  ...toolbarMessages,
  ...allocationMessageTexts,
  ...allocationServerTexts,
  ...allocationScreenTexts,
} as const satisfies MessageTable;

/** Every string the grids show: the engine's (with protocol's words, a licence finding's among them) and their own. */
export const gridsMessages = { ...messages, ...gridsOwnMessages } as const satisfies MessageTable;
export type GridsMessageKey = keyof typeof gridsMessages;
