import { type FolderDefinition, type WorkflowHistoryRecord, workflowHistoryTxn } from '@muster/protocol';
import { useEffect, useMemo, useState } from 'react';
import { actionParams, isWorkflowAction } from '../actions/action-params';
import { RowActionButtons } from '../actions/RowActionButtons';
import { baseRowTxns, RowActions } from '../actions/row-actions';
import { useActionConfirmation } from '../actions/use-action-confirmation';
import { useRunAction } from '../actions/use-run-action';
import { stateLabel } from '../fields/txn_state/state-label';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import { notifyFailure } from '../provider/notify-failure';
import type { TxnResult } from '../transport/txn-client';
import { actedAt } from './workflow-history';

type Row = Record<string, unknown>;

interface RecordWorkflowProps {
  definition: FolderDefinition;
  record: Row;
  /** An action moved the record: the host shows the list again, as after a save. */
  onActed?: (result: TxnResult) => void;
}

/** The form's named actions (Approve, Terminate, Copy…) and handler actions on one row. */
export const formActionTxns = (definition: FolderDefinition) =>
  baseRowTxns(definition).filter(
    (txn) => !txn.form && (isWorkflowAction(txn) || (txn.op === 'X' && txn.accessType === 'row')),
  );

/**
 * A stored record's workflow in its form: the actions its permissions allow, run with the
 * list's notices, and the history of the named actions it went through (who, from, to,
 * when, note), read with `txn_<folder>_history`.
 */
export function RecordWorkflow({ definition, record, onActed }: RecordWorkflowProps) {
  const engine = useEngine();
  const { t, locale, env, client } = engine;
  const runAction = useRunAction(definition);
  const { confirmFirst, dialog: confirmation } = useActionConfirmation(definition);
  const actions = useMemo(
    () => new RowActions(definition.name, formActionTxns(definition)).forEnv(env).forRow(record),
    [definition, env, record],
  );
  const tracked = useMemo(() => definition.txns.some((txn) => isWorkflowAction(txn)), [definition]);
  const [history, setHistory] = useState<WorkflowHistoryRecord[] | null>(null);
  const id = String(record.id);

  useEffect(() => {
    if (!tracked) return;
    let current = true;
    client
      .call(workflowHistoryTxn(definition.name, definition.foldertype), { id })
      .then((result) => current && setHistory(result.records))
      .catch((error: unknown) => current && notifyFailure(engine.notify, error));
    return () => {
      current = false;
    };
  }, [client, definition, id, tracked, engine]);

  const actionLabel = (action: string) => {
    const txn = definition.txns.find((candidate) => candidate.name === `txn_${definition.name}_${action}`);
    return txn ? labelIn(txn.label, locale) : action.replaceAll('_', ' ');
  };
  const who = (by: WorkflowHistoryRecord['by']) => {
    const name = (value: unknown) => labelIn(value as Record<string, string> | undefined, locale);
    return [by.code, name(by.first_name), name(by.last_name)].filter(Boolean).join(' ');
  };

  if (!actions.length && !tracked) return null;
  return (
    <section className="me-section me-workflow" aria-label={t('History')}>
      {actions.length > 0 && (
        <RowActionButtons
          actions={actions}
          onRun={(txn) =>
            confirmFirst(txn, [record], async (values) => {
              const result = await runAction(txn, actionParams(definition, txn, [record], values));
              if (result) onActed?.(result);
            })
          }
        />
      )}
      {confirmation}
      {tracked && (
        <>
          <h3 className="me-section-title">{t('History')}</h3>
          {history && history.length === 0 && <p className="me-history-empty">{t('No history yet')}</p>}
          {history && history.length > 0 && (
            <table className="me-history">
              <thead>
                <tr>
                  <th scope="col">{t('When')}</th>
                  <th scope="col">{t('Action')}</th>
                  <th scope="col">{t('From')}</th>
                  <th scope="col">{t('To')}</th>
                  <th scope="col">{t('By')}</th>
                  <th scope="col">{t('Note')}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((entry, index) => (
                  // the history only grows, oldest first: a row's place is its identity
                  // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id
                  <tr key={index}>
                    <td>{actedAt(entry.acted_at, env.time_zone)}</td>
                    <td>{actionLabel(entry.action)}</td>
                    <td>{stateLabel(entry.from_state, t)}</td>
                    <td>{stateLabel(entry.to_state, t)}</td>
                    <td>{who(entry.by)}</td>
                    <td>{entry.note ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
