export {
  chooseRanked,
  notApplicable,
  type Ranked,
  RankedRegistry,
  rankWith,
  type Tester,
} from '@muster/protocol';
export {
  BulkUploadDialog,
  type BulkUploadDialogProps,
  type BulkUploadState,
} from './dialogs/BulkUploadDialog';
export { DeleteConfirmation, type DeleteConfirmationProps } from './dialogs/DeleteConfirmation';
export {
  type DependentRecord,
  DependentRecordsDialog,
  type DependentRecordsDialogProps,
} from './dialogs/DependentRecordsDialog';
export { EngineDialog } from './dialogs/EngineDialog';
export { MonthPickerDialog, type MonthPickerDialogProps } from './dialogs/MonthPickerDialog';
export {
  defineFieldKind,
  type FieldEditorProps,
  type FieldKind,
  type KindFormatOptions,
  type SchemaContext,
} from './fields/kind';
export { builtInFieldKinds } from './fields/registry';
export { CalendarIcon } from './fields/shared/CalendarIcon';
export { DayInput, type DayInputProps } from './fields/shared/DayInput';
export {
  addMonths,
  MonthSelect,
  type MonthSelectProps,
  monthLabel,
  monthsBetween,
} from './fields/shared/MonthSelect';
export { FolderForm, type FolderFormProps } from './form/FolderForm';
export type { FormMode } from './form/form-context';
export { createPatch, deletePatch, type Patch, type PatchRow, updatePatch } from './form/patch';
export { type MessageKey, messages } from './i18n/messages';
export {
  createTranslator,
  labelIn,
  type MessageTable,
  type Translate,
  type TranslateWith,
  translator,
} from './i18n/translate';
export { FolderList, type FolderListProps } from './list/FolderList';
export { type ReferenceLink, referenceFilter, referencingFields } from './list/referenced-by';
export {
  type CustomEditors,
  type EngineContextValue,
  type FetchFile,
  type FieldEditorEntry,
  type FieldSubject,
  type NoticeKind,
  type Notify,
  type ServerText,
  type UploadFile,
  useEngine,
} from './provider/context';
export { FolderEngineProvider, type FolderEngineProviderProps } from './provider/FolderEngineProvider';
export { fieldIs, namedFieldRank } from './ranked/field-is';
export {
  ChannelClient,
  type ChannelClientOptions,
  connectionLostMessage,
  timedOutMessage,
} from './transport/channel-client.js';
export { txnResultOf } from './transport/reply-result.js';
export { type EngineSession, type SignInOptions, signIn } from './transport/sign-in.js';
export {
  type BroadcastListener,
  type CallOptions,
  type CallResult,
  type RunOptions,
  type TxnClient,
  TxnFailure,
  type TxnResult,
  TxnTransportClient,
} from './transport/txn-client.js';
