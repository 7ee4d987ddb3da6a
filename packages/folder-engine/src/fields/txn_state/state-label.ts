import type { MessageKey } from '../../i18n/messages';
import type { Translate } from '../../i18n/translate';

/**
 * How the demo workflows' states are named (spec 000 §4: intermediate_approved shows as
 * Processing). A state a business added to its own workflow shows as its words.
 */
const stateLabels: Record<string, MessageKey> = {
  created: 'Created',
  intermediate_approved: 'Processing',
  final_approved: 'Approved',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  uploaded: 'Uploaded',
  Left: 'Left',
};

export function stateLabel(state: string | null, t: Translate): string {
  if (state === null) return '';
  const known = stateLabels[state];
  return known ? t(known) : state.replaceAll('_', ' ');
}
