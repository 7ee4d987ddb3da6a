import type { FieldTypeName } from '@muster/protocol';
import { baseRowActionsKind } from './base_row_actions';
import { booleanKind } from './boolean';
import { createdByKind } from './created_by';
import { detailKind } from './detail';
import { detailActionsKind } from './detail_actions';
import { docpickerKind } from './docpicker';
import { dowTypeKind } from './dow_type';
import { fileKind } from './file';
import { fileUploadKind } from './file_upload';
import { floatKind } from './float';
import { intKind } from './int';
import { intervalKind } from './interval';
import { jsonKind } from './json';
import type { FieldKind } from './kind';
import { loctextKind } from './loctext';
import { nspKind } from './nsp';
import { numberFieldKind } from './number';
import { numericKind } from './numeric';
import { passwordKind } from './password';
import { progressKind } from './progress';
import { shiftRangeKind } from './shift_range';
import { sourceTypeKind } from './source_type';
import { textKind } from './text';
import { textareaKind } from './textarea';
import { timestampKind } from './timestamp';
import { tsrangeKind } from './tsrange';
import { txnStateKind } from './txn_state';
import { uuidKind } from './uuid';

/** The engine's editor for every field type of spec 000 §3; the protocol registry has the same keys. */
export const builtInFieldKinds: Record<FieldTypeName, FieldKind> = {
  text: textKind,
  password: passwordKind,
  textarea: textareaKind,
  number: numberFieldKind,
  int: intKind,
  numeric: numericKind,
  float: floatKind,
  boolean: booleanKind,
  timestamp: timestampKind,
  tsrange: tsrangeKind,
  interval: intervalKind,
  shift_range: shiftRangeKind,
  loctext: loctextKind,
  uuid: uuidKind,
  docpicker: docpickerKind,
  file_upload: fileUploadKind,
  source_type: sourceTypeKind,
  nsp: nspKind,
  dow_type: dowTypeKind,
  detail: detailKind,
  detail_actions: detailActionsKind,
  base_row_actions: baseRowActionsKind,
  progress: progressKind,
  txn_state: txnStateKind,
  created_by: createdByKind,
  json: jsonKind,
  file: fileKind,
} as Record<FieldTypeName, FieldKind>;
