import { translator } from '../../i18n/translate';
import type { FieldKind } from '../kind';
import { displayOnlyKind } from '../shared/display-editor';
import { stateLabel } from './state-label';

export const txnStateKind: FieldKind = {
  ...displayOnlyKind('txn_state'),
  // a workflow state by its label ('Processing'), in the interface language
  format: (value, { locale }) => stateLabel(typeof value === 'string' ? value : null, translator(locale)),
};
