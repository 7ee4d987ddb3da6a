import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { useCallback } from 'react';
import type { MessageKey } from '../i18n/messages';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';
import type { TxnResult } from '../transport/txn-client';
import { actionSpec } from './action-spec';

/**
 * Runs an action txn on rows with the engine's notices ('working to {action}...', then the
 * server's success text ('Done' for a workflow action) or 'Update applied...', or the
 * server's refusal) and reloads the folder's lists. Answers the result, or null when refused.
 */
export function useRunAction(
  definition: FolderDefinition,
): (txn: TxnDefinition, params: object) => Promise<TxnResult | null> {
  const engine = useEngine();
  return useCallback(
    async (txn, params) => {
      const { t, notify, locale } = engine;
      notify('info', t('working to {action}...', { action: labelIn(txn.label, locale) }));
      try {
        // params: what actionParams built for the declaration actionSpec picks
        const result = await engine.client.call(actionSpec(definition, txn), params as never);
        notify('success', t((result.message || 'Update applied...') as MessageKey));
        engine.folderChanged(definition.name);
        return result;
      } catch (error) {
        notify('error', error instanceof Error ? error.message : String(error));
        return null;
      }
    },
    [engine, definition],
  );
}
