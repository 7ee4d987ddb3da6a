import { complianceMessageTranslations } from '@muster/protocol';
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
 * Every string the grids show: English is the key (spec quotes word for word). Each area
 * keeps its own table so work on one does not touch another's.
 */
export const gridsMessages = {
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
  // the allocation grid warns of a contractor's licence findings (issue #33 item 1)
  ...complianceMessageTranslations,
};
export type GridsMessageKey = keyof typeof gridsMessages;
