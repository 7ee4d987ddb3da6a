import { useEngine } from '../provider/context';
import { EngineDialog } from './EngineDialog';

export interface ActionConfirmationProps {
  open: boolean;
  /** The action's label: the dialog's title and its confirming button. */
  action: string;
  /** What names each record it acts on ('DI0001 Harish Mukherjee'). */
  records: readonly string[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before an action whose txn says `confirm` (an employee's Terminate), naming its records. */
export function ActionConfirmation({ open, action, records, onConfirm, onCancel }: ActionConfirmationProps) {
  const { t } = useEngine();
  return (
    <EngineDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={action}
      description={t('Do you want to continue?')}
      actions={
        <>
          <button type="button" className="me-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button type="button" className="me-button me-button-danger" onClick={onConfirm}>
            {action}
          </button>
        </>
      }
    >
      <ul className="me-dialog-records">
        {records.map((record) => (
          <li key={record}>{record}</li>
        ))}
      </ul>
    </EngineDialog>
  );
}
