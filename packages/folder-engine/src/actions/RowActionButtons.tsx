import type { TxnDefinition } from '@muster/protocol';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

interface RowActionButtonsProps {
  actions: readonly TxnDefinition[];
  onRun: (txn: TxnDefinition) => void;
}

/** One row's permitted action txns as buttons, in a grid cell. */
export function RowActionButtons({ actions, onRun }: RowActionButtonsProps) {
  const { locale } = useEngine();
  return (
    <span className="me-row-actions">
      {actions.map((txn) => (
        <button
          key={txn.name}
          type="button"
          className="me-button me-button-quiet"
          onClick={(event) => {
            // The button acts on its row; the click is not also a click on the row.
            event.stopPropagation();
            onRun(txn);
          }}
        >
          {labelIn(txn.label, locale)}
        </button>
      ))}
    </span>
  );
}
