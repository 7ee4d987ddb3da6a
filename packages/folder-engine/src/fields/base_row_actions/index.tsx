import { rowActionsKind } from '../shared/row-actions';

export const baseRowActionsKind = rowActionsKind('base_row_actions');
