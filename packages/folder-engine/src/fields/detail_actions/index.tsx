import { rowActionsKind } from '../shared/row-actions';

export const detailActionsKind = rowActionsKind('detail_actions');
