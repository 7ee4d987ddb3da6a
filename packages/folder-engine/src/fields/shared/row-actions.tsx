import type { FieldTypeName } from '@muster/protocol';
import { defineFieldKind, type FieldKind } from '../kind';

// Action columns take their buttons from the folder's txns in a grid; a form has no slot for them.
const NoEditor = () => null;

export const rowActionsKind = (type: FieldTypeName): FieldKind =>
  defineFieldKind(type, { Editor: NoEditor, formless: true, toWire: () => undefined });
