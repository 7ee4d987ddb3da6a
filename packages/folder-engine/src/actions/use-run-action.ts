import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { useCallback } from 'react';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import { notifyFailure } from '../provider/notify-failure';
import { TxnFailure, type TxnResult } from '../transport/txn-client';
import { actionSpec } from './action-spec';
import { complianceRefusal } from './compliance-gate';

/**
 * Runs an action txn on rows with the engine's notices ('working to {action}...', then the
 * server's success text ('Done' for a workflow action) or 'Update applied...', or the
 * server's refusal) and reloads the folder's lists. Answers the result, or null when refused.
 * `partner`: the business a list's filter picked, whose rows the txn acts on.
 */
export function useRunAction(
  definition: FolderDefinition,
): (txn: TxnDefinition, params: object, partner?: string | null) => Promise<TxnResult | null> {
  const engine = useEngine();
  return useCallback(
    async function run(
      txn: TxnDefinition,
      params: object,
      partner?: string | null,
    ): Promise<TxnResult | null> {
      const { t, notify, locale } = engine;
      notify('info', t('working to {action}...', { action: labelIn(txn.label, locale) }));
      try {
        // params: what actionParams built for the declaration actionSpec picks
        // on a business the list's filter picked, the txns the policy gives there act on its rows
        const result = await engine.client.call(
          actionSpec(definition, txn),
          params as never,
          partner ? { target_swhandle: partner } : {},
        );
        notify('success', t((result.message || 'Update applied...') as MessageKey));
        engine.folderChanged(definition.name);
        return result;
      } catch (error) {
        // the invoice approval's compliance gate: red refuses, amber asks and goes on when told to
        const gate = error instanceof TxnFailure ? complianceRefusal(error.data, t) : null;
        if (gate?.confirm)
          return window.confirm(gate.text) ? run(txn, { ...params, proceed: true }, partner) : null;
        if (gate) notify('error', gate.text);
        else notifyFailure(notify, error);
        return null;
      }
    },
    [engine, definition],
  );
}
