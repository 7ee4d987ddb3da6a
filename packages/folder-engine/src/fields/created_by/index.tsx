import { displayOnlyKind } from '../shared/display-editor';

export const createdByKind = displayOnlyKind('created_by');
