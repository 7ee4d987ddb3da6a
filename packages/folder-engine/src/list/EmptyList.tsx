import type { TxnDefinition } from '@muster/protocol';
import { labelIn } from '../i18n/translate';
import { useEngine } from '../provider/context';

export interface EmptyListProps {
  folderLabel: string;
  /** The folder's create action when the list shows everything and the user may create. */
  create?: TxnDefinition | undefined;
  onCreate: (txn: TxnDefinition) => void;
}

/**
 * 'No Data Found' (spec 000 §2), and for a folder with nothing in it yet what it lists and
 * its create action, so a new user's first empty list says what to do next.
 */
export function EmptyList({ folderLabel, create, onCreate }: EmptyListProps) {
  const { t, locale } = useEngine();
  return (
    // The grid shows it in place of its rows, so it is a row and a cell (axe: a grid holds
    // rows only), focusable by script as the grid's own cells are.
    // biome-ignore lint/a11y/useSemanticElements: the data grid is divs, a <tr> has no table here
    <div className="me-empty" role="row" tabIndex={-1}>
      {/* biome-ignore lint/a11y/useSemanticElements: as its row, inside the divs' grid */}
      <div className="me-empty-cell" role="gridcell" tabIndex={-1}>
        <p>{t('No Data Found')}</p>
        {create && (
          <>
            <p>
              {t('Nothing in {folder} yet: what you create here is listed here.', { folder: folderLabel })}
            </p>
            <button type="button" className="me-button me-button-primary" onClick={() => onCreate(create)}>
              {labelIn(create.label, locale)}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
