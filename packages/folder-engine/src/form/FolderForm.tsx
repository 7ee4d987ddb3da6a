import { type FolderDefinition, folderWriteTxn, writeNotesOf } from '@muster/protocol';
import { useMemo, useRef, useState } from 'react';
import type { DateLimitsByField } from '../fields/timestamp/date-limits';
import { labelIn } from '../i18n/translate';
import { InBusinessZone, useBusinessZone } from '../provider/business-zone';
import { useEngine } from '../provider/context';
import { failureOf, notifyFailure } from '../provider/notify-failure';
import type { TxnResult } from '../transport/txn-client';
import { AuditHistory } from './AuditHistory';
import { editBlock, updateTxn } from './edit-block';
import { FieldList } from './FieldList';
import { FolderFormContext, type FolderFormContextValue, type FormMode } from './form-context';
import { createTxn, formFields, pickForm } from './form-fields';
import { recordBusinessId, withOwnBusiness } from './own-business';
import { createPatch, updatePatch } from './patch';
import { RecordWorkflow } from './RecordWorkflow';
import { defaultFormValues, type FormValues, toFormValues } from './record-values';
import { schemaResolver } from './schema-resolver';
import { useFormControl } from './use-form-control';
import { FormStoreContext } from './use-form-value';
import { useProgressiveMount } from './use-progressive-mount';
import { useRecordCheck } from './use-record-check';
import { RecordChecker } from './validate';

export interface FolderFormProps {
  folder: string;
  mode: FormMode;
  /** The stored record (update and read-only), as a list txn answered it. */
  record?: FormValues;
  /** A new record's starting values (create), as the wire carries them; they replace those fields' defaults. */
  values?: FormValues;
  /** A form of the definition; otherwise the txn's form, 'main', or the first. */
  formName?: string;
  /** The txn that saves; otherwise the folder's create or update txn. */
  txnName?: string;
  onSaved?: (result: TxnResult) => void;
  onCancel?: () => void;
  /** Show missing and invalid fields from the start (a reopened draft) rather than after a save. */
  showProblemsOnOpen?: boolean;
  /**
   * The first and last day ('yyyy-MM-dd', inclusive, IST) a timestamp field may take, by field
   * name: a filter or generation form's optional min and max (spec 000 §5). The definition has
   * no place for them, so the caller gives them.
   */
  dateLimits?: DateLimitsByField;
}

/** Create, update or read one record of any folder from its definition (spec 000 §2 "Folder form tab"). */
export function FolderForm(props: FolderFormProps) {
  const { definition, env } = useEngine();
  const folder = definition(props.folder);
  if (!folder) throw new Error(`Unknown folder ${props.folder}`);
  // a record of another business (a principal employer opening a contractor's) is shown and
  // written in that business's days, not the signed-in one's (protocol README, "The business's calendar")
  const business = recordBusinessId(folder.fields, props.mode === 'create' ? props.values : props.record);
  const timeZone = useBusinessZone(
    business && business !== env.partners_id ? { path: 'id', value: business } : null,
  );
  // A new record or mode starts a new form: its values, rules and checks are per record.
  return (
    <InBusinessZone timeZone={timeZone}>
      <FolderFormBody
        key={`${props.mode}:${String(props.record?.id ?? '')}`}
        {...props}
        definition={folder}
      />
    </InBusinessZone>
  );
}

function FolderFormBody({
  definition,
  mode,
  record,
  values,
  formName,
  txnName,
  onSaved,
  onCancel,
  showProblemsOnOpen = false,
  dateLimits,
}: FolderFormProps & { definition: FolderDefinition }) {
  const engine = useEngine();
  const { t, kind, client, locale } = engine;
  const txn = mode === 'create' ? createTxn(definition, txnName) : updateTxn(definition, txnName);
  const form = pickForm(definition, formName ?? txn?.form);
  const fields = useMemo(() => formFields(definition, form), [definition, form]);
  const scope = useMemo(() => ({ env: engine.env }), [engine.env]);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;
  // By content, so limits written inline do not make a new checker (and lose row states) each render.
  const limitsText = JSON.stringify(dateLimits ?? {});
  const limits = useMemo(() => JSON.parse(limitsText) as DateLimitsByField, [limitsText]);
  const checker = useMemo(
    () => new RecordChecker(fields, definition.name, kind, { timeZone: engine.timeZone, dateLimits: limits }),
    [fields, definition.name, kind, engine.timeZone, limits],
  );
  const resolver = useMemo(
    () => schemaResolver<FormValues>(checker.schema(() => scopeRef.current)),
    [checker],
  );
  const [initial] = useState(() =>
    mode === 'create'
      ? defaultFormValues(fields, scope, definition.name, kind, withOwnBusiness(fields, engine.env, values))
      : toFormValues(fields, record ?? {}, kind),
  );
  const blocked = mode === 'update' ? editBlock(definition, txn, engine.env, record ?? {}) : null;
  const effectiveMode: FormMode = blocked ? 'read' : mode;
  const { control, handleSubmit, submit } = useFormControl<FormValues>(initial, resolver);
  const showProblems = showProblemsOnOpen || submit.isSubmitted;
  const check = useRecordCheck(control, checker, scope, showProblems);
  const [expanded, setExpanded] = useState(false);
  const [onlyMandatory, setOnlyMandatory] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const recordId = mode === 'create' || record?.id === undefined ? undefined : String(record.id);
  // Stable while nothing in it changes, so a notice or a submit does not re-render every field.
  const context = useMemo<FolderFormContextValue>(
    () => ({
      folder: definition.name,
      recordId,
      mode: effectiveMode,
      dateLimits: limits,
      checker,
      scope,
      expanded,
      onlyMandatory,
      showProblems,
      problems: check.problems,
    }),
    [
      definition.name,
      recordId,
      effectiveMode,
      limits,
      checker,
      scope,
      expanded,
      onlyMandatory,
      showProblems,
      check.problems,
    ],
  );

  const fail = (text: string) => {
    setNotice({ kind: 'error', text });
    engine.notify('error', text);
  };

  const save = handleSubmit(
    async (submitted) => {
      if (!txn) return;
      const patch =
        mode === 'create'
          ? createPatch(definition.name, fields, submitted, kind)
          : updatePatch(definition.name, fields, submitted, record ?? {}, kind);
      // an update that changes nothing sends nothing, and says so rather than staying silent
      if (!patch) return setNotice({ kind: 'success', text: t('Nothing changed: there is nothing to save') });
      try {
        const op = mode === 'create' ? 'C' : 'U';
        const result = await client.call(
          folderWriteTxn(definition.name, op, definition.foldertype, txn.name),
          patch,
        );
        // what the write did beyond the rows (a policy's days recomputed) is said instead of 'Saved'
        const notes = writeNotesOf(result.data).map((note) => engine.serverText(note.key, { text: note }));
        const said = notes.length ? notes.join(' ') : t('Saved');
        setNotice({ kind: 'success', text: said });
        engine.notify('success', said);
        engine.folderChanged(definition.name);
        onSaved?.(result);
      } catch (error) {
        // the refusal in the user's language, as the toast shows it (a closed month's names the month)
        const { message, data } = failureOf(error);
        setNotice({ kind: 'error', text: engine.serverText(message, data) });
        notifyFailure(engine.notify, error);
      }
    },
    () => {
      const latest = checker.check(control.getValues(), scope);
      fail(
        t(
          latest.missing.length
            ? 'please check all the fields'
            : 'please correct the invalid inputs in fields',
        ),
      );
    },
  );

  const sections = useMemo(
    () =>
      (form?.sections ?? [{ label: undefined, fields: fields.map((field) => field.name) }]).map(
        (section) => ({
          label: section.label,
          fields: fields.filter((field) => section.fields.includes(field.name)),
        }),
      ),
    [form, fields],
  );
  // A long form's later fields come after its first screen (display order).
  const mountedFields = useProgressiveMount(fields.length);
  const waitingFields = useMemo(
    () =>
      new Set(
        sections
          .flatMap((section) => section.fields)
          .slice(mountedFields)
          .map((field) => field.name),
      ),
    [sections, mountedFields],
  );
  return (
    <FormStoreContext.Provider value={control}>
      <FolderFormContext.Provider value={context}>
        <form className="me-form" noValidate onSubmit={save} aria-label={labelIn(definition.label, locale)}>
          <div className="me-toolbar">
            <label className="me-toggle">
              <input
                type="checkbox"
                checked={expanded}
                onChange={(event) => setExpanded(event.target.checked)}
              />
              {t('Expand list')}
            </label>
            {effectiveMode !== 'read' && (
              <label className="me-toggle">
                <input
                  type="checkbox"
                  checked={onlyMandatory}
                  onChange={(event) => setOnlyMandatory(event.target.checked)}
                />
                {t('Show only mandatory fields')}
              </label>
            )}
          </div>
          {blocked && (
            <p className="me-notice me-notice-error" role="alert">
              {t(blocked)}
            </p>
          )}
          {sections.map((section, index) => (
            <section key={section.label?.eng ?? index} className="me-section">
              {section.label && <h3 className="me-section-title">{labelIn(section.label, locale)}</h3>}
              <FieldList fields={section.fields} states={check.states} waitingFields={waitingFields} />
            </section>
          ))}
          {mode !== 'create' && record && (
            <RecordWorkflow definition={definition} record={record} onActed={onSaved} />
          )}
          {recordId && definition.audited && <AuditHistory definition={definition} id={recordId} />}
          {notice && (
            <p
              className={`me-notice me-notice-${notice.kind}`}
              role={notice.kind === 'error' ? 'alert' : 'status'}
            >
              {notice.text}
            </p>
          )}
          <div className="me-form-actions">
            {onCancel && (
              <button type="button" className="me-button" onClick={onCancel}>
                {t(effectiveMode === 'read' ? 'Close' : 'Cancel')}
              </button>
            )}
            {effectiveMode !== 'read' && txn && (
              <button type="submit" className="me-button me-button-primary" disabled={submit.isSubmitting}>
                {t('Save')}
              </button>
            )}
          </div>
        </form>
      </FolderFormContext.Provider>
    </FormStoreContext.Provider>
  );
}
