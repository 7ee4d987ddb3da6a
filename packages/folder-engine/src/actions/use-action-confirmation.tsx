import { recordTitle, type TxnDefinition } from '@muster/protocol';
import { useState } from 'react';
import { ActionConfirmation } from '../dialogs/ActionConfirmation';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

type Row = Record<string, unknown>;

/**
 * Runs an action at once, or first asks when its txn says `confirm`, naming the rows it acts
 * on; answers the runner and the dialog to render.
 */
export function useActionConfirmation() {
  const { locale } = useEngine();
  const [asked, setAsked] = useState<{ txn: TxnDefinition; rows: readonly Row[]; go: () => void } | null>(
    null,
  );
  const confirmFirst = (txn: TxnDefinition, rows: readonly Row[], go: () => void) =>
    txn.confirm ? setAsked({ txn, rows, go }) : go();
  const dialog = (
    <ActionConfirmation
      open={asked !== null}
      action={asked ? labelIn(asked.txn.label, locale) : ''}
      records={(asked?.rows ?? []).map((row) => recordTitle(row, locale) || String(row.id))}
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        asked?.go();
        setAsked(null);
      }}
    />
  );
  return { confirmFirst, dialog };
}
