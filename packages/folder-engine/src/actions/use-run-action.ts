import type { FolderDefinition, TxnDefinition } from '@muster/protocol';
import { useCallback } from 'react';
import type { Patch } from '../form/patch';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

/**
 * Runs an action txn on rows with the engine's notices ('working to {action}...', then
 * 'Update applied...' or the server's message) and reloads the folder's lists. Answers
 * whether it succeeded.
 */
export function useRunAction(
  definition: FolderDefinition,
): (txn: TxnDefinition, patch: Patch) => Promise<boolean> {
  const engine = useEngine();
  return useCallback(
    async (txn, patch) => {
      const { t, notify, locale } = engine;
      notify('info', t('working to {action}...', { action: labelIn(txn.label, locale) }));
      try {
        await engine.client.run({
          name: txn.name,
          folder: definition.name,
          foldertype: definition.foldertype,
          params: patch as unknown as Record<string, unknown>,
          client_props: { txn_op: txn.op },
        });
        notify('success', t('Update applied...'));
        engine.folderChanged(definition.name);
        return true;
      } catch (error) {
        notify('error', error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [engine, definition],
  );
}
